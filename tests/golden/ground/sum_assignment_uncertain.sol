a b x(8)
a x(3)
b x(5)
x(0)
SATISFIABLE
