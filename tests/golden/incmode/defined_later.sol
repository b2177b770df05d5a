c(0) c(1) c(2) c(3)
c(0) c(1) c(2) d(3)
c(0) c(1) d(2)
c(0) c(1) d(2)
c(0) d(1)
c(0) d(1)
c(0) d(1)
c(0) d(1)
SATISFIABLE
