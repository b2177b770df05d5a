Step: 1
a
SAT
