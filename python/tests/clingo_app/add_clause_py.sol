Step: 1

b c
Step: 2
b c
Step: 3
UNSAT
