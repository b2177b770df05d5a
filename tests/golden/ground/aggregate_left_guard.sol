
p(1)
p(1) p(2)
p(1) p(2) p(3)
p(1) p(2) p(3) p(4) x
p(1) p(2) p(4)
p(1) p(3)
p(1) p(3) p(4)
p(1) p(4)
p(2)
p(2) p(3)
p(2) p(3) p(4)
p(2) p(4)
p(3)
p(3) p(4)
p(4)
SATISFIABLE
