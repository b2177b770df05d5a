c(a) d(1) d(2) d(3) h(1)
d(1) d(2) d(3) h(1)
SATISFIABLE
