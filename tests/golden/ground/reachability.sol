e(1,2) e(2,3) e(3,1) e(3,4) r(1) r(2) r(3) r(4) start(1)
e(1,2) e(2,3) e(3,1) e(3,4) r(1) r(2) r(3) r(4) start(2)
e(1,2) e(2,3) e(3,1) e(3,4) r(1) r(2) r(3) r(4) start(3)
e(1,2) e(2,3) e(3,1) e(3,4) r(4) start(4)
SATISFIABLE
