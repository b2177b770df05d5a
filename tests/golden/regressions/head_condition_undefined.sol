c(1) c(2) d(1) d(2)
c(1) c(2) d(1) d(2) q r
SATISFIABLE
