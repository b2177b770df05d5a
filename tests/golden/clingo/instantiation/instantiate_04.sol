p(f(1)) p(f(2)) p(g(1)) p(g(2))
SATISFIABLE
