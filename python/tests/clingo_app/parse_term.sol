Step: 1
p(-p(1)) p(-p) p(1) p(p(3))
SAT
