c(1) c(2) d(1) d(2) d(3) p(2) p(3) p(4) q(1) q(2) q(3) r(1) r(2) r(3)
SATISFIABLE
