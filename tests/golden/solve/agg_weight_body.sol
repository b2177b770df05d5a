a b c d
a b d
a c d
b c d
c d
SATISFIABLE
