in(1,2) in(2,3) in(3,4) in(4,5) in(5,1)
in(1,3) in(2,4) in(3,5) in(4,1) in(5,2)
SATISFIABLE
