move(1) move(2) move(3)
SATISFIABLE
