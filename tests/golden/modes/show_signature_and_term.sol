p(1) p(1) p(2)
p(1) p(1) p(2) p(2) q(2)
p(1) p(2)
p(1) p(2) p(2) q(2)
SATISFIABLE
