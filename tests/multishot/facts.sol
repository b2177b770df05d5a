solve 1: SAT
  n(1) p(1)
solve 2: SAT
  n(1) n(2) p(1) q(2)
solve 3: SAT
  n(1) n(2) n(3) p(1) q(2) q(3) s(2) s(3)
solve 4: SAT
  n(1) n(2) n(3) p(1) q(2) q(3) r(1) s(2) s(3)
solve 5: SAT
  n(1) n(2) n(3) p(1) q(2) q(3) r(1) s(2) s(3)
