solve 1: SAT
  
solve 2: SAT
  
  c e
solve 3: SAT
  c e
