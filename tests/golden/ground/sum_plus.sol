a b x(5)
a x(5)
b x(2)
x(2)
SATISFIABLE
