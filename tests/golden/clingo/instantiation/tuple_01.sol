p(((),()))
SATISFIABLE
