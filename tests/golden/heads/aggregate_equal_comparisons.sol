
r(1)
r(2) r(3) s(1)
r(2) s(1)
r(3) s(1)
SATISFIABLE
