p(1) p(a) q(2)
SATISFIABLE
