p p(1) p(2) q(1) q(2)
p p(1) q(1) q(2) r(2)
p p(2) q(1) q(2) r(1)
SATISFIABLE
