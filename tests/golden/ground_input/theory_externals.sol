a c
a c
a c d
a c d
a c d h
a c h
c
c d
SATISFIABLE
