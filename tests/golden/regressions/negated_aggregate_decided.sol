d(1) d(2) d(3) x(1) x(2) x(3) y(1) y(2) y(3)
SATISFIABLE
