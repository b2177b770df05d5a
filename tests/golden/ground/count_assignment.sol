n(0)
n(1) p(1)
n(1) p(2)
n(1) p(3)
n(2) p(1) p(2)
n(2) p(1) p(3)
n(2) p(2) p(3)
n(3) p(1) p(2) p(3)
SATISFIABLE
