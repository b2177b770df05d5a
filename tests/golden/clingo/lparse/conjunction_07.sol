
p(1) r s
p(2) q r
p(3) r s
SATISFIABLE
