b f
b f g
SATISFIABLE
