place(1,na,2,2) place(2,right,1,4) place(3,top,4,3)
SATISFIABLE
