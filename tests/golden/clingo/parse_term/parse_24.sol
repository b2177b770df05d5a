term(#sup)
SATISFIABLE
