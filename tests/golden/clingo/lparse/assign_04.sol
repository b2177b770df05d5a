p q(p)
q(#sup)
SATISFIABLE
