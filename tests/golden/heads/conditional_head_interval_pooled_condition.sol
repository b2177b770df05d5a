a(1) a(2) c(1)
a(1) a(2) c(1) c(2)
b c(1)
b c(1) c(2)
SATISFIABLE
