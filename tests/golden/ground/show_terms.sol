2 3 done p(1) p(2) p(3)
SATISFIABLE
