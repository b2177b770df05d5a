p(1) p(2) p(3) q(6) r(1) r(2)
SATISFIABLE
