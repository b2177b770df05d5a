d(1) d(2) d(3) p(1) p(2) p(3)
d(1) d(2) d(3) p(2) p(3) t(1)
d(1) d(2) d(3) t(1) t(2) t(3)
SATISFIABLE
