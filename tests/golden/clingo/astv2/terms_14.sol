p((),(1,),f,f(1,2))
SATISFIABLE
