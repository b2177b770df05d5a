c(1) c(2) d(1) d(2) d(3)
SATISFIABLE
