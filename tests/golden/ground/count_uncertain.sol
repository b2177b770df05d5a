
a p(1) p(2)
a p(1) p(2) p(3)
a p(1) p(3)
a p(2) p(3)
p(1)
p(2)
p(3)
SATISFIABLE
