solve 1: SAT
  base
solve 2: SAT
  base p(1) q(1) r(1)
solve 3: SAT
  base p(1) p(2) q(1) q(2) r(1) r(2)
solve 4: SAT
  base last p(1) p(2) q(1) q(2) r(1) r(2)
