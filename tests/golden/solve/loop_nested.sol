
a b c d x
a b c d x y
y
SATISFIABLE
