d(1) d(2) d(3)
d(1) d(2) d(3) e(1)
d(1) d(2) d(3) e(1) e(2)
d(1) d(2) d(3) e(1) e(2) e(3)
d(1) d(2) d(3) e(1) e(3)
d(1) d(2) d(3) e(2)
d(1) d(2) d(3) e(2) e(3)
d(1) d(2) d(3) e(3)
SATISFIABLE
