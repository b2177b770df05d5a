int(4) true(a,y1,-2) true(a,y2,1) true(e,x1,6) true(e,x2,3) unequal var(a,y1,-2) var(a,y2,1) var(e,x1,6) var(e,x2,3)
int(4) true(a,y1,-2) true(a,y2,1) unequal var(a,y1,-2) var(a,y2,1) var(e,x1,6) var(e,x2,3)
SATISFIABLE
