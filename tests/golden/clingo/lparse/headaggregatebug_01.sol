q(a) r(a)
SATISFIABLE
