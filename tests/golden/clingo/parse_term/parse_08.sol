term(-f(x))
SATISFIABLE
