

a
a c
c
c
c e
SATISFIABLE
