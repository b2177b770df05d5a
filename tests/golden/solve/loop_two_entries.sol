
a b c
a b c d
d
SATISFIABLE
