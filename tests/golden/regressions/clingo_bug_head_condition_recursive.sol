d(1) d(2) d(3) s t(1)
d(1) d(2) d(3) s t(1) t(2)
d(1) d(2) d(3) s t(1) t(2) t(3)
d(1) d(2) d(3) s t(1) t(3)
SATISFIABLE
