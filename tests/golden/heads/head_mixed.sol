b c(1) d(1) d(2) e
d(1) d(2)
d(1) d(2) e
SATISFIABLE
