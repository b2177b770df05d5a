number(1,1,1) number(2,2,1)
number(1,1,1) number(2,2,3) open(1,2,s) open(2,1,e)
number(1,1,3) number(2,2,1) open(1,1,e) open(1,1,s)
number(1,1,3) number(2,2,3) open(1,1,e) open(1,1,s) open(1,2,s) open(2,1,e)
number(1,2,1) number(2,1,1)
number(1,2,1) number(2,1,3) open(1,1,s) open(2,1,e)
number(1,2,3) number(2,1,1) open(1,1,e) open(1,2,s)
number(1,2,3) number(2,1,3) open(1,1,e) open(1,1,s) open(1,2,s) open(2,1,e)
SATISFIABLE
