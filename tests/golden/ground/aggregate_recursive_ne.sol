p(1) p(2)
p(1) p(2) p(3) r
p(3)
SATISFIABLE
