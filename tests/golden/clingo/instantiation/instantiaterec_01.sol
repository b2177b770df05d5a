a(0) a(1) a(2) a(3) a(4) b(0) b(1) b(2) b(3) b(4) c(0) c(1) c(2) c(3) c(4) d(0) d(1) d(2) d(3) d(4) p(0) p(1) p(2) p(3) p(4) p(5)
SATISFIABLE
