Step: 1

a
a b
a c
SAT
