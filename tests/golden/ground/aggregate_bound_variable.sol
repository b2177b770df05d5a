n(2)
n(2) p(1)
n(2) p(1) p(2) p(3) x
n(2) p(1) p(2) x
n(2) p(1) p(3) x
n(2) p(2)
n(2) p(2) p(3) x
n(2) p(3)
SATISFIABLE
