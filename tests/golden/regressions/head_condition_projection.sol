c(1) c(2) d(1) d(2) d(3) g(1) g(2) h(2) k(2) m(1)
c(1) c(2) d(1) d(2) d(3) g(1) g(2) h(3) k(2) m(1)
SATISFIABLE
