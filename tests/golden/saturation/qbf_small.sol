x(1) x(4) x(5)
x(1) x(5)
x(2) x(3)
x(3) x(4) x(5)
x(4) x(5)
SATISFIABLE
