place(1,na,2,2) place(2,left,3,3) place(3,top,6,2)
SATISFIABLE
