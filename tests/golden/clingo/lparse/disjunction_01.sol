
a b c d
c x y
SATISFIABLE
