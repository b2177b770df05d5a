
a c d
b c
SATISFIABLE
