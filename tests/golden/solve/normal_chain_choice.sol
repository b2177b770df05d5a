a c d
a c e
b c d
b c e
SATISFIABLE
