a(1) a(2) a(3) a(4)
SATISFIABLE
