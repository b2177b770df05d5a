p(1) p(2) p(3) q(1,a) q(2,a) q(b) r(4) s(1) s(2)
SATISFIABLE
