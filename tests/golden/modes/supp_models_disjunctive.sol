
a b
a b c
a b c d x y
a b c x y z
a b d x y
a b x y z
d x y
x y z
SATISFIABLE
