a(1) a(2) a(a) p(2)
a(1) a(2) a(a) p(3)
SATISFIABLE
