c d(1) d(2)
c d(1) d(2) p q
c d(1) d(2) p q r(1)
c d(1) d(2) p q r(1) r(2) s
c d(1) d(2) p q r(2)
c d(1) d(2) r(1)
c d(1) d(2) r(1) r(2) s
c d(1) d(2) r(2)
SATISFIABLE
