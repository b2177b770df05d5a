Step: 1
a((1,2,3)) b(1) b(2) b(3) c(1) c(2) c(3)
SAT
