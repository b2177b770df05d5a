p(1) p(2)
p(1) p(2) q(1)
p(1) p(2) q(1) q(2)
p(1) p(2) q(1) q(2) r
p(1) p(2) q(1) q(2) r s
p(1) p(2) q(1) q(2) s
p(1) p(2) q(1) r
p(1) p(2) q(1) r s
p(1) p(2) q(1) s
p(1) p(2) q(2)
p(1) p(2) q(2) r
p(1) p(2) q(2) r s
p(1) p(2) q(2) s
p(1) p(2) r
p(1) p(2) r s
p(1) p(2) s
SATISFIABLE
