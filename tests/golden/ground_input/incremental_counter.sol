move(1) move(2) move(3)
move(1) move(2) move(3)
move(1) move(2) move(4)
move(1) move(3) move(4)
move(2) move(3) move(4)
SATISFIABLE
