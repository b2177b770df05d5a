d(1) d(2) d(3) t(1)
SATISFIABLE
