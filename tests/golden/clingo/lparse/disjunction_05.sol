p(1) q(1) r(1)
q(1)
q(1) r(1)
SATISFIABLE
