a b
b c
c
SATISFIABLE
