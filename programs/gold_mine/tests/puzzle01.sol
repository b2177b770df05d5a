place(1,na,2,3) place(2,right,1,4) place(3,top,5,3)
SATISFIABLE
