c(1) d(1) d(2) d(3) s u(1)
SATISFIABLE
