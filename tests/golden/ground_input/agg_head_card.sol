p(1) p(2) p(3) q(1)
p(1) p(2) p(3) q(1) q(2)
p(1) p(2) p(3) q(1) q(3)
p(1) p(2) p(3) q(2)
p(1) p(2) p(3) q(2) q(3)
p(1) p(2) p(3) q(3)
SATISFIABLE
