solve 1: SAT
  c(1) c(2) d(1) d(2) d(3)
  c(1) d(1) d(2) d(3)
  c(2) d(1) d(2) d(3)
  d(1) d(2) d(3)
solve 2: SAT
  c(1) c(2) d(1) d(2) d(3) e(1) e(2) g(2) h(1)
  c(1) c(2) d(1) d(2) d(3) e(1) e(2) g(2) h(2)
  c(1) d(1) d(2) d(3) e(1) g(2) h(1)
  c(2) d(1) d(2) d(3) e(2) g(2) h(2)
