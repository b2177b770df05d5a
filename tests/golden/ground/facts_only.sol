a b p(1) p(2)
SATISFIABLE
