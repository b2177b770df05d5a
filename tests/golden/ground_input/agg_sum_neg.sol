
a(-1) a(1)
a(-2) a(2)
a(0)
SATISFIABLE
