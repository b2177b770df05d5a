d(1) d(2) d(3) p(1) p(2) p(3) q(1) q(2) q(3) s
d(1) d(2) d(3) p(1) p(2) p(3) q(1) q(2) s
d(1) d(2) d(3) p(1) p(2) p(3) q(1) q(3) s
d(1) d(2) d(3) p(1) p(2) p(3) q(1) s
d(1) d(2) d(3) p(1) p(2) p(3) q(2) q(3) s
d(1) d(2) d(3) p(1) p(2) p(3) q(2) s
d(1) d(2) d(3) p(1) p(2) p(3) q(3) s
d(1) d(2) d(3) p(1) p(2) p(3) s
SATISFIABLE
