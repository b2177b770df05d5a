Step: 1
17 a
17 b
17 c
SAT
