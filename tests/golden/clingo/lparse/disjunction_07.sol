d(a) d(b) p(1,a) p(2,a)
d(a) d(b) p(1,b) p(2,b)
SATISFIABLE
