
a
a b c x
a b x
a c
b c
b x
c
SATISFIABLE
