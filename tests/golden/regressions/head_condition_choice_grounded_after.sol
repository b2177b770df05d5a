c(1) c(2) c(3) d(1) d(2) d(3) h(1)
c(1) c(2) d(1) d(2) d(3) h(1)
c(1) c(2) d(1) d(2) d(3) h(3)
SATISFIABLE
