p(1) p(2) p(3) q(2) q(a) q(b,1) r((1,2)) r(3)
SATISFIABLE
