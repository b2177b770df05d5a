p(-a) p(-f(1)) q(a) q(f(1)) r(-f(1))
SATISFIABLE
