a b c d
a b c e
SATISFIABLE
