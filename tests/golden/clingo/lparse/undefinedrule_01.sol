a(1) a(a) q(1)
SATISFIABLE
