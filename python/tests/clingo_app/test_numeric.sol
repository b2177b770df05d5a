Step: 1
p(4)
Step: 2
p(3)
Step: 3
p(1)
Step: 4

Step: 5
p(1)
Step: 6
Step: 7
p(1)
Step: 8
UNSAT
