dwarf(5,4) gold(6,3) place(1,na,2,3) place(2,right,1,4) place(3,top,4,2)
dwarf(5,4) gold(7,4) place(1,na,2,3) place(2,right,1,4) place(3,top,5,3)
SATISFIABLE
