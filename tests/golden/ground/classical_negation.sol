-p(2) -r(1) p(1) q(2)
-p(2) p(1) q(2) r(1)
SATISFIABLE
