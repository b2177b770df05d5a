p(1) p(2) p(3) p(4) p(5) q(1) q(3) q(5) r(2) r(4) s(1) s(5) t(3)
SATISFIABLE
