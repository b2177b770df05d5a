solve 1: SAT
  b(1) c e(1)
solve 2: SAT
  
solve 3: SAT
  
solve 4: SAT
  
  b(2) c d
