e(1,2) e(2,1) r(1) r(2) v(1)
SATISFIABLE
