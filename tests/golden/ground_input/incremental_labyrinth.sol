push(1,w,1) push(2,n,2)
push(1,w,1) push(3,s,2)
UNSATISFIABLE
