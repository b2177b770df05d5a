a b p(1) p(2) q r(1)
a b p(1) q r(1)
a b p(2) q r(1)
q r(1)
SATISFIABLE
