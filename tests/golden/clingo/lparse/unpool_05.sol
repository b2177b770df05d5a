a p(1) q(3)
a p(1) q(4)
a p(2) q(3)
a p(2) q(4)
q(3)
q(4)
SATISFIABLE
