a(1) a(a) b(1) q(1,1,2)
SATISFIABLE
