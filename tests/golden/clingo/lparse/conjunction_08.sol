d(a) d(b) q(1,a) q(2,a)
d(a) d(b) q(1,b) q(2,b)
SATISFIABLE
