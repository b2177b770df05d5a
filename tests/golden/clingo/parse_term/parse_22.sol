term("hallo")
SATISFIABLE
