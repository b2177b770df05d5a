a(1) a(2) a(a) p(2) p(3)
a(1) a(2) h p(2) p(3)
SATISFIABLE
