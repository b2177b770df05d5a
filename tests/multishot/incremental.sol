solve 1: UNSAT
solve 2: UNSAT
solve 3: UNSAT
solve 4: SAT
  move(1) move(2) move(3)
solve 5: UNSAT
  core: -move(2)
