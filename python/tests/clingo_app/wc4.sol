Step: 1
a b
a b c
a c
b c
SAT
