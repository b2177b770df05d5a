a b
a b c
a c
b c
SATISFIABLE
