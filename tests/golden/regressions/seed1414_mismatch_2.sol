c(1) c(2) d(1) d(2) d(3)
c(1) c(2) d(1) d(2) d(3) r(1,1)
SATISFIABLE
