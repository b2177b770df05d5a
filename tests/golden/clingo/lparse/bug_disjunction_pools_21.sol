
p(1) p(2) q
p(1) q
p(2) q
SATISFIABLE
