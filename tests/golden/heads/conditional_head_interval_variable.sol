c(1) c(3) p(1) p(2)
c(1) c(3) p(3) p(4)
c(1) c(3) q
c(1) p(1) p(2)
c(1) q
SATISFIABLE
