Step: 1
p(1) p(2)
p(1) p(2) p(3)
p(1) p(3)
p(2) p(3)
Step: 2
UNSAT
