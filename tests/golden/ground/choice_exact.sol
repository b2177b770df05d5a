a b
a c
b c
SATISFIABLE
