a(1) a(a)
a(1) a(a) p(2)
SATISFIABLE
