"hello" a
f("x",2)
SATISFIABLE
