solve 1: SAT
  
solve 2: SAT
  
solve 3: SAT
  e
