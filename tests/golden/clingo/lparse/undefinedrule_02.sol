a(1) a(a) b(1) q(2)
SATISFIABLE
