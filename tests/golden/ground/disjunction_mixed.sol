p(1) p(2) q(1) r
p(1) p(2) q(2) r
p(1) p(2) r s
p(1) q(1) r
p(1) r s
p(2) q(2) r
p(2) r s
r s
SATISFIABLE
