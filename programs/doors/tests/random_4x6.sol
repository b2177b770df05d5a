open(1,1,e) open(1,2,s) open(1,3,e) open(1,5,s) open(1,6,s) open(2,1,e) open(2,2,e) open(2,2,s) open(2,4,e) open(2,5,e) open(3,1,s) open(3,2,e) open(3,3,s) open(3,4,e) open(3,6,s) open(4,1,e)
SATISFIABLE
