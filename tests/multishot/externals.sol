solve 1: SAT
  c
  c d
solve 2: SAT
  a c d x
  a c x
solve 3: SAT
  a b c
  a b c d
  a c d x
  a c x
solve 4: SAT
  a b c
  a b c d
solve 5: UNSAT
  core: y
solve 6: UNSAT
  core: e
solve 7: SAT
  a b c d f z
  a c d f x z
  b c f z
  c f z
solve 8: SAT
  a b c d
  a c d x
  b c
  c
solve 9: SAT
  a b c d
  a c d x
  b c
  c
solve 10: SAT
  a b c d
  a c d x
  b c
  c
