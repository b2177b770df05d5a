d(1) d(2) d(3) h(2)
SATISFIABLE
