
a(a) b(a) c(a)
a(b) b(b) c(b)
SATISFIABLE
