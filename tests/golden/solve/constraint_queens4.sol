q(1,2) q(2,4) q(3,1) q(4,3)
q(1,3) q(2,1) q(3,4) q(4,2)
SATISFIABLE
