p(1) p(2) q(2)
p(1) p(3) q(3)
p(1) p(4) q(4)
p(2) p(3) q(3)
p(2) p(4) q(4)
p(3) p(4) q(4)
SATISFIABLE
