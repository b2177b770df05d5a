p(1) p(2) q x(1) x(2) y(1) y(2)
SATISFIABLE
