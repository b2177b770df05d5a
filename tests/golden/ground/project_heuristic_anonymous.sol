p(1,a) q(1)
p(1,a) q(1) r(1)
p(1,a) q(1) r(1) r(2)
p(1,a) q(1) r(2)
q(1)
q(1) r(1)
q(1) r(1) r(2)
q(1) r(2)
SATISFIABLE
