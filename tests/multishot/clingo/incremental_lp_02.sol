solve 1: SAT
  base
solve 2: SAT
  base step(1)
solve 3: SAT
  base step(1) step(2)
solve 4: SAT
  base last step(1) step(2)
