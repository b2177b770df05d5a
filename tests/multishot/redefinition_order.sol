solve 1: SAT
  
  m
  m s
  s
error: redefinition of atom <'s',1>
solve 2: SAT
  
  m
  m n(1) s w z(1)
  m n(1) s z(1)
  m n(1) w z(1)
  m n(1) z(1)
  m s
  m s w
  m w
  n(1) s w z(1)
  n(1) s z(1)
  n(1) w z(1)
  n(1) z(1)
  s
  s w
  w
error: redefinition of atom <'n(1)',4>
