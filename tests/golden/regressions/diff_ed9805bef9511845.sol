d(1) d(2) d(3) p(1) p(3) q(2)
SATISFIABLE
