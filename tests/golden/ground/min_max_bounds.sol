a b x y
a x
b y z
z
SATISFIABLE
