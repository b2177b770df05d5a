x(1)
x(2)
x(3) y
x(4)
x(5)
SATISFIABLE
