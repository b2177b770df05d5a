p(3) p(5) p(7) p(9)
SATISFIABLE
