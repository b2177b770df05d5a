p(()) p((1,2)) p((3,))
SATISFIABLE
