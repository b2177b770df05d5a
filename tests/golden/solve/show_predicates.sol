
q(1) q(2) r
q(1) r
q(2)
SATISFIABLE
