solve 1: UNSAT
  core: v
solve 2: UNSAT
  core: v
solve 3: UNSAT
  core: 
solve 4: UNSAT
  core: 
solve 5: UNSAT
  core: v
solve 6: SAT
  a c v w
  c v w
