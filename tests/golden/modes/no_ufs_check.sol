a(1) a(2) b(1) b(2) c(1) c(2) query(2)
a(1) b(1) c(1) query(2)
a(2) b(2) c(2) query(2)
query(2)
SATISFIABLE
