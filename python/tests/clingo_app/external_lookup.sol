Step: 1
p(43) p(44) p(52) p(53)
Step: 2
p(43) p(44) p(52) p(53) q(5)
SAT
