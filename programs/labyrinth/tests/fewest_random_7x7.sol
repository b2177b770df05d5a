push(1,w,1) push(3,n,2) push(4,n,3)
push(1,w,2) push(3,n,1) push(4,n,3)
push(1,w,3) push(4,n,2) push(7,e,1)
push(2,e,2) push(3,n,1) push(5,n,3)
push(2,e,3) push(4,n,2) push(7,e,1)
push(4,n,1) push(4,n,2) push(6,s,3)
push(4,n,1) push(4,n,3) push(6,s,2)
push(4,n,2) push(4,n,3) push(6,s,1)
push(4,n,3) push(6,n,1) push(7,e,2)
push(4,s,1) push(5,w,3) push(6,s,2)
push(4,s,1) push(6,s,3) push(7,w,2)
push(4,s,2) push(5,w,3) push(6,s,1)
OPTIMUM: 3
OPTIMUM FOUND
