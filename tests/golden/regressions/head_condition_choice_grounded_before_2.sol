c(3) d(1) d(2) d(3) h(1) q
c(3) d(1) d(2) d(3) h(2) q
c(3) d(1) d(2) d(3) h(3) q
d(1) d(2) d(3) h(1)
d(1) d(2) d(3) h(2)
d(1) d(2) d(3) h(3)
SATISFIABLE
