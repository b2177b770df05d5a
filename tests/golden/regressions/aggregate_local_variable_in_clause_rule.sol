d(1) d(2) d(3) q(1) q(2) q(3) r(1) r(2) r(3) s(1) s(2) s(3) t(1) t(2) t(3)
SATISFIABLE
