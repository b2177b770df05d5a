p(1) p(a) q
SATISFIABLE
