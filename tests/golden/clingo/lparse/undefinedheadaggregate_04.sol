a(1) a(a) p(1)
SATISFIABLE
