a(1) a(3) a(5) b(2) b(4)
SATISFIABLE
