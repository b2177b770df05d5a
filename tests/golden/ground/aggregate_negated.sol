p(1) p(2)
p(1) p(2) p(3)
p(1) p(3)
p(1) x y
p(2) p(3)
p(2) x y
p(3) x y
x
SATISFIABLE
