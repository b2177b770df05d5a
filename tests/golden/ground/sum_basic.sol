p(1,3) p(2,-2) p(3,4) s(5)
SATISFIABLE
