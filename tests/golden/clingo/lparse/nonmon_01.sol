int(5) true(a,y1,2) true(a,y2,3) true(e,x1,1) unequal var(a,y1,2) var(a,y2,3) var(e,x1,1) var(e,x2,2)
SATISFIABLE
