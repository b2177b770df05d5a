a b(0) b(1) b(2) b(3) p(1) p(3)
SATISFIABLE
