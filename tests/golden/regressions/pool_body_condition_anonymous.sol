d(1) d(2) p(1) p(2) p(3) q r(1,a) r(2,b) s t u(1) u(2) v
d(1) d(2) p(1) p(2) q r(1,a) r(2,b) s t u(1) u(2) v
d(1) d(2) p(1) p(3) r(1,a) r(2,b) s t u(1) v
d(1) d(2) p(1) r(1,a) r(2,b) t u(1) v
d(1) d(2) p(2) p(3) r(1,a) r(2,b) s t u(2)
d(1) d(2) p(2) r(1,a) r(2,b) s t u(2)
d(1) d(2) p(3) r(1,a) r(2,b) t
d(1) d(2) r(1,a) r(2,b) t
SATISFIABLE
