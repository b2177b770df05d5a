
a(1)
a(1) a(3) a(4)
a(1) a(3) b
a(1) a(4)
a(2)
a(2) a(3) a(4)
a(2) a(3) b
a(2) a(4)
a(3) a(4)
a(3) b
a(4)
SATISFIABLE
