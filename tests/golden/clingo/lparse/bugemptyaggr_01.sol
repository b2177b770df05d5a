a(1) a(3) a(4) a(6)
SATISFIABLE
