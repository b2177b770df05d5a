solve 1: SAT
  
error: redefinition of atom <'b',3>
solve 2: SAT
  
solve 3: SAT
  b e(1)
solve 4: SAT
  a b c e(1)
  b e(1)
error: redefinition of atom <'a',4>
solve 5: SAT
  a b c e(1)
  b e(1)
