open(1,1,e) open(1,1,s) open(1,3,e) open(1,3,s) open(2,1,e) open(2,1,s) open(2,2,e) open(2,3,s) open(2,4,s) open(3,1,e) open(3,2,s) open(3,3,e) open(3,4,s) open(4,1,e) open(4,3,e)
SATISFIABLE
