par(a,b) par(a,c) par(b,d) par(c,e) sg(b,b) sg(c,c) sg(d,d) sg(e,e)
SATISFIABLE
