open(1,2,s) open(1,3,e) open(1,3,s) open(1,4,s) open(2,1,s) open(2,2,e) open(2,3,s) open(2,5,s) open(3,1,e) open(3,3,e) open(4,2,s) open(4,3,e) open(4,3,s) open(5,2,e)
SATISFIABLE
