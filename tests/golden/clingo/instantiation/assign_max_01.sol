p(-1) p(-2) p(-3) p(0) p(1) p(2) p(3) p(4) s(4)
SATISFIABLE
