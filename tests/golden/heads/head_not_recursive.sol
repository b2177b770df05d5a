d(1) d(2) p(1) q(2) r(1) r(2) s(1) s(2)
d(1) d(2) p(1) q(2) r(1) s(1)
d(1) d(2) r(1) r(2) s(1) s(2)
d(1) d(2) r(1) s(1)
SATISFIABLE
