d(1) d(2) d(3) r(1,1) r(2,2) r(3,3)
SATISFIABLE
