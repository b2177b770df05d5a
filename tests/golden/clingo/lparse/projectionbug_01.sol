p(1) p(2) q((1,x),2)
SATISFIABLE
