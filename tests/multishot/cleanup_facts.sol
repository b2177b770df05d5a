solve 1: SAT
  ok(1) ok(3)
solve 2: UNSAT
  core: 
solve 3: SAT
  ok(1) ok(3)
solve 4: SAT
  ok(1) ok(2) ok(3)
