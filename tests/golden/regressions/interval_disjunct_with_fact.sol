d(1) d(2) d(3) h(1) h(2) h(3)
d(1) d(2) d(3) h(1) h(2) r
d(1) d(2) d(3) h(1) q r
SATISFIABLE
