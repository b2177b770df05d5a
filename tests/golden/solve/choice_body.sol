
a
a b
a c
SATISFIABLE
