p q(p)
q(#inf)
SATISFIABLE
