term(#inf)
SATISFIABLE
