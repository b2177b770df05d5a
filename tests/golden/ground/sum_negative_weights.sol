
a b
a b c
a c x
a x
b
b c
c x
SATISFIABLE
