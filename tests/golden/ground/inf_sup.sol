p(#inf) p(#sup) p(1) p(a)
SATISFIABLE
