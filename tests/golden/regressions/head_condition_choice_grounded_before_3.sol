c(3) d(1) d(2) d(3) e h(1) q
SATISFIABLE
