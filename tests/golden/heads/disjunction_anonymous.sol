a p(1,1) q r r(1) r(2) s(1) s(2) t(3)
a p(1,1) q r(1) r(2) s(1) s(2) t(3)
p(1,1) q r r(1) r(2) s(1) s(2)
p(1,1) q r r(1) r(2) s(1) s(2) u
p(1,1) q r(1) r(2) s(1) s(2)
p(1,1) q r(1) r(2) s(1) s(2) u
SATISFIABLE
