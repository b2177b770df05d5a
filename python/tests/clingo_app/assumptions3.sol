Step: 1
Step: 2
b c
c
SAT
