Step: 1
p(("False","True","False","True"))
SAT
