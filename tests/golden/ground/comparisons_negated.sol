a(3) a(4) b(2) n(1) n(2) n(3) n(4)
SATISFIABLE
