Step: 1
a b
a c
SAT
