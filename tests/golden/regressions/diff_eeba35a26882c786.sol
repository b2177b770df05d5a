d(1) d(2) d(3) q(2) t(2)
SATISFIABLE
