d(1) d(2) d(3) p(1) p(2) p(3) s
SATISFIABLE
