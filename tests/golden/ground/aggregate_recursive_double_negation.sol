
x
x y
x y z
y
y z
SATISFIABLE
