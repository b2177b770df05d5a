Step: 1

a
a b
a b c
a c
SAT
