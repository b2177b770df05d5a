a(1) a(a) g(1)
SATISFIABLE
