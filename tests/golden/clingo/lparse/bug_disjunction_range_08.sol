
p(2) p(4) q
p(2) q
p(4) q
SATISFIABLE
