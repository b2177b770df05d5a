solve 1: SAT
  
  
  r
  r
  r x
  r x
  r x y
  r x y
  r y
  r y
  x
  x
  x y
  x y
  y
  y
error: redefinition of atom <'_',4>
solve 2: SAT
  
  
  r
  r
  r x
  r x
  r x y
  r x y
  r y
  r y
  x
  x
  x y
  x y
  y
  y
error: redefinition of atom <'x',2>
solve 3: SAT
  
  
  r
  r
  r x
  r x
  r x y
  r x y
  r y
  r y
  x
  x
  x y
  x y
  y
  y
error: redefinition of atom <'_',1>
solve 4: SAT
  
  
  r
  r
  r x
  r x
  r x y
  r x y
  r y
  r y
  x
  x
  x y
  x y
  y
  y
error: redefinition of atom <'r',3>
solve 5: SAT
  
  
  r
  r
  r x
  r x
  r x y
  r x y
  r y
  r y
  x
  x
  x y
  x y
  y
  y
