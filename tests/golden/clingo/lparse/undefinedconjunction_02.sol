a(1) a(2) a(a)
a(1) a(2) a(a) p(2) p(3)
a(1) a(2) h
a(1) a(2) p(2) p(3)
SATISFIABLE
