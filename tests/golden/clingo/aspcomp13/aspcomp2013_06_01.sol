bottle(1,1,1) bottle(1,1,2) filled(1,1) filled(1,2) xsucc(1,2) xvalue(1,1) xvalue(2,1) ysucc(1,2) yvalue(1,2) yvalue(2,0)
SATISFIABLE
