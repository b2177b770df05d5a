a(1) a(a) h(1)
SATISFIABLE
