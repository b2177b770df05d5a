solve 1: SAT
  
solve 2: SAT
  a c
solve 3: SAT
  a c
solve 4: SAT
  a b c
  a c
