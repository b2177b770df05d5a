p(1) p(2) p(3) q(1) q(3) r(2)
SATISFIABLE
