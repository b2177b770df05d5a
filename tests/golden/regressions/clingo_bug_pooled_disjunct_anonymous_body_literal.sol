d(1) d(2) d(3) p(1) p(2) p(3)
d(1) d(2) d(3) p(2) p(3) q(1)
d(1) d(2) d(3) p(2) q(1) q(3)
d(1) d(2) d(3) p(3) q(1) q(2)
d(1) d(2) d(3) q(1) q(2) q(3)
SATISFIABLE
