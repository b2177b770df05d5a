Step: 1
p(2)
SAT
