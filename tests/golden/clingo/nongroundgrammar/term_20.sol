p(f(1,2)) p(f(3)) p(f)
SATISFIABLE
