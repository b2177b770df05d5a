mn(#sup) mx(#inf)
mn(1) mx(1) p(1)
mn(1) mx(2) p(1) p(2)
mn(1) mx(3) p(1) p(2) p(3)
mn(1) mx(3) p(1) p(3)
mn(2) mx(2) p(2)
mn(2) mx(3) p(2) p(3)
mn(3) mx(3) p(3)
SATISFIABLE
