solve 1: SAT
  
solve 2: SAT
  p(1,0,0)
solve 3: SAT
  p(1,0,0) p(2,0,0)
solve 4: SAT
  p(1,0,0) p(2,0,0)
