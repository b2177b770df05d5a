a
a b
a c
b
b c
c
SATISFIABLE
