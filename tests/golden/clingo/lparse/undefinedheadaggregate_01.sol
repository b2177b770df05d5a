a(1) a(a)
a(1) a(a) p(1)
SATISFIABLE
