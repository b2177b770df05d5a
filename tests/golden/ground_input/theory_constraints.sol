
p(1)
p(1) p(2) p(3) x
p(1) p(2) x
p(1) p(3)
p(1) p(3) x
p(1) x
p(2) p(3) x
p(2) x
p(3)
p(3) x
x
SATISFIABLE
