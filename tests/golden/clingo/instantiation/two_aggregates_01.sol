a
a b p
b p
p
SATISFIABLE
