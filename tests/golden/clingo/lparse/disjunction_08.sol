p(1) p(2) q(1,2) r(1)
q(1,2) r(1)
SATISFIABLE
