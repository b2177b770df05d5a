
p(1) p(2) q
p(1) p(2) q r(1) r(2) s
p(1) p(2) q r(1) s
p(1) p(2) q r(2) s
p(1) q
p(1) q r(1) r(2) s
p(1) q r(1) s
p(1) q r(2) s
p(2) q
p(2) q r(1) r(2) s
p(2) q r(1) s
p(2) q r(2) s
r(1) r(2) s
r(1) s
r(2) s
SATISFIABLE
