p(1) q(3)
p(1) q(3) q(4)
p(1) q(4)
p(2) q(3)
p(2) q(3) q(4)
p(2) q(4)
SATISFIABLE
