a(1) a(2) c(1) c(2)
a(1) a(2) d(1) d(2)
b(1) b(2) c(1) c(2)
b(1) b(2) d(1) d(2)
SATISFIABLE
