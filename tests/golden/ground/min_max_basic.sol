mn(1) mx(4) p(1) p(3) p(4)
SATISFIABLE
