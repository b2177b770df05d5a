solve 1: SAT
  
  q(1) r
solve 2: SAT
  
  q(1) r
solve 3: SAT
  
  q(1) r
solve 4: SAT
  
  p
  p q(1) r
  q(1) r
solve 5: SAT
  p q(1) r
  q(1) r
