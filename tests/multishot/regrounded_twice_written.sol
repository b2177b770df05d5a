solve 1: SAT
  c(2) e(2)
solve 2: SAT
  
solve 3: SAT
  
