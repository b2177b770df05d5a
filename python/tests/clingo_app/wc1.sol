Step: 1

a b
a b c
a c
b
b c
c
SAT
