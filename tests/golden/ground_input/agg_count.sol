
a(1)
a(1) a(2)
a(1) a(2) a(3) a(4) ok
a(1) a(2) a(3) ok
a(1) a(2) a(4) ok
a(1) a(3)
a(1) a(3) a(4) ok
a(1) a(4)
a(2)
a(2) a(3)
a(2) a(3) a(4) ok
a(2) a(4)
a(3)
a(3) a(4)
a(4)
SATISFIABLE
