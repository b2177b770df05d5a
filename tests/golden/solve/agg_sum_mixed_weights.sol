a(1) a(2) a(3) ok
a(1) a(3) ok
a(1) ok
SATISFIABLE
