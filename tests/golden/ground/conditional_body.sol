b p(1) p(2) p(3) q(1) q(2)
SATISFIABLE
