a
a c
b c
c
SATISFIABLE
