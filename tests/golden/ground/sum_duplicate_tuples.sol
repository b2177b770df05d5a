
a b x
a x
b x
SATISFIABLE
