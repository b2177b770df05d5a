c(1) c(2) d(1) d(2) d(3) t(-f(1)) t(-f(2)) t(-f(3))
SATISFIABLE
