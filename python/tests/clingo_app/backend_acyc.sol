Step: 1

a
b
SAT
