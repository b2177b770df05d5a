p(1,a) p(2,b) q(1) q(2) r
SATISFIABLE
