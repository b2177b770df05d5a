-p(1) -p(2) -p(3) d(1) d(2) d(3) s
SATISFIABLE
