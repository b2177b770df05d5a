Step: 1
a c
c
SAT
