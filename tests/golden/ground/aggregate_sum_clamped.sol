a b ok1 ok2 ok3
SATISFIABLE
