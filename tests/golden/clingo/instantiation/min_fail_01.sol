c p(1) p(2)
c p(1) r(2)
c p(2) r(1)
c r(1) r(2)
SATISFIABLE
