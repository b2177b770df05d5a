term(f(x))
SATISFIABLE
