solve 1: SAT
  
  q(1)
error: redefinition of atom <'q(1)',2>
solve 2: SAT
  
  p
  p q(1)
  q(1)
error: redefinition of atom <'q(1)',2>
solve 3: SAT
  
  p
  p q(1)
  p q(1) t
  p t
  q(1)
  q(1) t
  t
solve 4: SAT
  
  e p q(1) t u
  e p q(1) u
  e p t u
  e p u
  e q(1) t u
  e q(1) u
  e t u
  e u
  p
  p q(1)
  p q(1) t
  p t
  q(1)
  q(1) t
  t
error: redefinition of atom <'e',1>
solve 5: SAT
  
  e p q(1) t u
  e p q(1) u
  e p t u
  e p u
  e q(1) t u
  e q(1) u
  e t u
  e u
  p
  p q(1)
  p q(1) t
  p t
  q(1)
  q(1) t
  t
solve 6: SAT
  
  d(1) e p q(1) t u
  d(1) e p q(1) u
  d(1) e p t u
  d(1) e p u
  d(1) p
  d(1) p q(1)
  d(1) p q(1) t
  d(1) p t
  d(2) e p q(1) t u
  d(2) e p q(1) u
  d(2) e p t u
  d(2) e p u
  d(2) p
  d(2) p q(1)
  d(2) p q(1) t
  d(2) p t
  e q(1) t u
  e q(1) u
  e t u
  e u
  q(1)
  q(1) t
  t
error: redefinition of atom <'d(2)',7>
solve 7: SAT
  
  d(1) e p q(1) t u
  d(1) e p q(1) u
  d(1) e p t u
  d(1) e p u
  d(1) p
  d(1) p q(1)
  d(1) p q(1) t
  d(1) p t
  d(2) e p q(1) t u
  d(2) e p q(1) u
  d(2) e p t u
  d(2) e p u
  d(2) p
  d(2) p q(1)
  d(2) p q(1) t
  d(2) p t
  e q(1) t u
  e q(1) u
  e t u
  e u
  q(1)
  q(1) t
  t
solve 8: SAT
  d(1) e f p q(1) t u
  d(1) e f p q(1) u
  d(1) e f p t u
  d(1) e f p u
  d(1) f p
  d(1) f p q(1)
  d(1) f p q(1) t
  d(1) f p t
  d(2) e f p q(1) t u
  d(2) e f p q(1) u
  d(2) e f p t u
  d(2) e f p u
  d(2) f p
  d(2) f p q(1)
  d(2) f p q(1) t
  d(2) f p t
  e f q(1) t u
  e f q(1) u
  e f t u
  e f u
  f
  f q(1)
  f q(1) t
  f t
solve 9: SAT
  d(1) e f p q(1) t u
  d(1) e f p q(1) u
  d(1) e f p t u
  d(1) e f p u
  d(1) f p
  d(1) f p q(1)
  d(1) f p q(1) t
  d(1) f p t
  d(2) e f p q(1) t u
  d(2) e f p q(1) u
  d(2) e f p t u
  d(2) e f p u
  d(2) f p
  d(2) f p q(1)
  d(2) f p q(1) t
  d(2) f p t
  e f q(1) t u
  e f q(1) u
  e f t u
  e f u
  f
  f q(1)
  f q(1) t
  f t
solve 10: SAT
  d(1) e f p q(1) t u
  d(1) e f p q(1) u
  d(1) e f p t u
  d(1) e f p u
  d(1) f p
  d(1) f p q(1)
  d(1) f p q(1) t
  d(1) f p t
  d(2) e f p q(1) t u
  d(2) e f p q(1) u
  d(2) e f p t u
  d(2) e f p u
  d(2) f p
  d(2) f p q(1)
  d(2) f p q(1) t
  d(2) f p t
  e f q(1) t u
  e f q(1) u
  e f t u
  e f u
  f
  f q(1)
  f q(1) t
  f t
