Step: 1
f
Step: 2

a
a b
a b c
a c
b
b c
c
SAT
