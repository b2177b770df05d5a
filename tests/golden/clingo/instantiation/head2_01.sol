a b c
a b c d
a b c d e f
a b c e
SATISFIABLE
