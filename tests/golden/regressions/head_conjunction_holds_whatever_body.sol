c d(1) d(2)
d(1) d(2)
SATISFIABLE
