p(-1) p(-3) p(-6) p(1) p(1024) p(3) p(4) p(5) p(6) p(7) p(9)
SATISFIABLE
