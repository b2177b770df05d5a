e(1,2) e(2,3) e(3,4) r(1) r(2) r(3) r(4)
SATISFIABLE
