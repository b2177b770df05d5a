p(1) p(3)
p(2) p(3)
p(2) p(4)
SATISFIABLE
