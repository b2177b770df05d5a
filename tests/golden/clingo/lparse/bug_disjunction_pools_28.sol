p(1) p(2)
p(1) q
SATISFIABLE
