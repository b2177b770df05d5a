p(1)
p(1)
p(1)
p(1)
p(1) p(2) p(3) p(4) show
p(1) p(2) p(3) p(4) show
p(1) p(2) p(3) p(4) show
p(1) p(2) p(3) p(4) show
p(2)
p(2)
p(2)
p(2)
p(3)
p(3)
p(3)
p(3)
p(4)
p(4)
p(4)
p(4)
SATISFIABLE
