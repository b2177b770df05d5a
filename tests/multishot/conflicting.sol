solve 1: UNSAT
solve 2: UNSAT
solve 3: UNSAT
  core: 
