Step: 1
p(1) p(10) p(2) p(3) p(4) p(5) p(6) p(7) p(8) p(9)
SAT
