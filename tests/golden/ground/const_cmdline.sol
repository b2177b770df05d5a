p(7) q(5) r(f(1))
SATISFIABLE
