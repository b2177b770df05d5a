a(f(1)) a(f(2))
SATISFIABLE
