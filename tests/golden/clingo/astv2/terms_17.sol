p((a,)) p(b)
SATISFIABLE
