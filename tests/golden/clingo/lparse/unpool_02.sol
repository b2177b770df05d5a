p(1) p(2) q(3)
p(1) p(2) q(4)
SATISFIABLE
