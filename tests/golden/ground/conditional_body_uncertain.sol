a
a p(1)
a p(1) q(1)
q(1)
SATISFIABLE
