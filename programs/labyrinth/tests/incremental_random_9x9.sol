push(1,e,1) push(9,s,2)
push(8,n,2) push(9,w,1)
push(8,s,2) push(9,w,1)
SATISFIABLE
