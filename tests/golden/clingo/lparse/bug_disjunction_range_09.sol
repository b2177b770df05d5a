p(1) p(2)
p(1) q
p(2) q
q
SATISFIABLE
