p(2) p(4)
p(2) q
p(4) q
q
SATISFIABLE
