a b c
b
b c
c
SATISFIABLE
