
a b
a b c d
a c d
a d
b
b c
c d
SATISFIABLE
