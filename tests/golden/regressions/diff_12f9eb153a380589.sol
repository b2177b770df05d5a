d(1) d(2) d(3) p(2) q(1) s t(1)
d(1) d(2) d(3) q(1) t(1)
SATISFIABLE
