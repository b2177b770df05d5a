c(3) d(1) d(2) d(3) g(1)
c(3) d(1) d(2) d(3) g(2)
c(3) d(1) d(2) d(3) h(1)
d(1) d(2) d(3) g(1)
d(1) d(2) d(3) g(2)
d(1) d(2) d(3) g(3)
d(1) d(2) d(3) h(1)
SATISFIABLE
