
p(1) p(2) s(1) s(2)
p(1) s(1)
p(2) s(2)
SATISFIABLE
