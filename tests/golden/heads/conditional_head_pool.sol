c p(1) p(2)
c q
SATISFIABLE
