p(1)
p(1) p(2) p(3)
SATISFIABLE
