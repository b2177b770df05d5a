Step: 1
a b
b c
SAT
