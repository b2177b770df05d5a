a b c d x
a b c d x y
a b e
a b e y
a b f
SATISFIABLE
