d(1) d(2) d(3) q(1) q(2) q(3)
SATISFIABLE
