Step: 1
a b
Step: 2
a b
Step: 3
a b
SAT
