a(1) a(a) h
SATISFIABLE
