solve 1: SAT
  d(1) d(2) d(3) p(1) p(2) p(3)
solve 2: SAT
  d(1) d(2) d(3) p(1) p(2) p(3) q(2) s(1)
solve 3: SAT
  d(1) d(2) d(3) p(1) p(2) p(3) q(2) q(3) q(4) r(1,2) r(1,3) r(2,3) s(1) s(2) s(3)
solve 4: SAT
  d(1) d(2) d(3) e(2) p(1) p(2) p(3) q(2) q(3) q(4) r(1,2) r(1,3) r(2,3) s(1) s(2) s(3) u(2)
solve 5: UNSAT
  core: -u(2)
solve 6: UNSAT
  core: u(1)
solve 7: SAT
  d(1) d(2) d(3) e(2) e(3) p(1) p(2) p(3) q(2) q(3) q(4) r(1,2) r(1,3) r(2,3) s(1) s(2) s(3) u(2) u(3)
  d(1) d(2) d(3) e(2) p(1) p(2) p(3) q(2) q(3) q(4) r(1,2) r(1,3) r(2,3) s(1) s(2) s(3) u(2)
solve 8: SAT
  d(1) d(2) d(3) e(2) p(1) p(2) p(3) q(2) q(3) q(4) r(1,2) r(1,3) r(2,3) s(1) s(2) s(3) u(2)
