b(0) h(0) h(1) p(0)
SATISFIABLE
