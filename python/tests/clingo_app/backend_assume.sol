Step: 1
b
SAT
