
a b c
a b x
a c x y
a y
b
b c x
c
SATISFIABLE
