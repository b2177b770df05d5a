a(1) a(2) a(3) c q
a(3)
SATISFIABLE
