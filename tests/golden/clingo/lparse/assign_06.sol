p(1) p(2) q(1)
p(1) p(3) q(1)
p(1) p(4) q(1)
p(2) p(3) q(2)
p(2) p(4) q(2)
p(3) p(4) q(3)
SATISFIABLE
