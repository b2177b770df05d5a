does(a,0) does(a,1) legal(a,0) legal(a,1) legal(b,0) legal(b,1) time(0) time(1)
does(a,0) does(b,1) legal(a,0) legal(a,1) legal(b,0) legal(b,1) time(0) time(1)
SATISFIABLE
