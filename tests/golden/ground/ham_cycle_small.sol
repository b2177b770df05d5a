in(1,2) in(2,3) in(3,4) in(4,1)
SATISFIABLE
