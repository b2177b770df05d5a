Step: 1
Step: 2
UNSAT
