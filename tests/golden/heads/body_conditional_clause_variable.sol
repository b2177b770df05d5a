a b c(1) p(1) p(3) q(1) q(3) r(1)
a b c(1) p(1) p(3) q(1) r(1)
a b c(1) p(1) q(1) r(1)
a p(1) q(1) q(3) r(1)
a p(3) q(1) q(3) r(1)
a p(3) q(1) r(1)
a q(1) r(1)
q(1) q(3) r(1)
SATISFIABLE
