
a p(1)
a p(2)
SATISFIABLE
