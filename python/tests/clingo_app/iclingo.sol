Step: 1
Step: 2
Step: 3
Step: 4
Step: 5
p(0) p(1) p(2) p(3) p(4) vol(4)
SAT
