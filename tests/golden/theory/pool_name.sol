p(1) p(2) q(1) q(2)
p(1) p(2) q(1) q(2)
p(1) p(2) q(1) q(2)
p(1) p(2) q(1) q(2)
p(1) p(2) q(1) q(2)
p(1) q(1) q(2)
p(2) q(1) q(2)
q(1) q(2)
SATISFIABLE
