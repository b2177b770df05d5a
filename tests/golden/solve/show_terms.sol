a b x z
a x z
b y(1) z
z
SATISFIABLE
