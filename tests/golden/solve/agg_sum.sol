a(1) a(4)
a(2) a(3)
SATISFIABLE
