solve 1: SAT
  
solve 2: SAT
  p(1,2,1)
solve 3: SAT
  p(1,2,1) p(2,4,2)
solve 4: SAT
  p(1,2,1) p(2,4,2)
