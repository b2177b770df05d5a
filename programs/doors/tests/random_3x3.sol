open(1,1,e) open(1,3,s) open(2,1,s) open(2,2,e) open(2,3,s) open(3,1,e) open(3,2,e)
SATISFIABLE
