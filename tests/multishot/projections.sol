solve 1: UNSAT
solve 2: UNSAT
solve 3: SAT
  move(1,1) move(2,2) p(1,a)
  move(1,1) move(2,2) r
  move(1,2) move(2,1) p(1,a)
  move(1,2) move(2,1) r
solve 4: SAT
  move(1,1) move(2,2) p(1,a) p(1,b) t
  move(1,1) move(2,2) p(1,a) t
  move(1,1) move(2,2) p(1,b) r t
  move(1,1) move(2,2) r s
  move(1,2) move(2,1) p(1,a) p(1,b) t
  move(1,2) move(2,1) p(1,a) t
  move(1,2) move(2,1) p(1,b) r t
  move(1,2) move(2,1) r s
solve 5: SAT
  move(1,1) move(2,1) move(3,1) p(1,a) p(1,b) t
  move(1,1) move(2,1) move(3,1) p(1,a) t
  move(1,1) move(2,1) move(3,1) p(1,b) r t
  move(1,1) move(2,1) move(3,1) r s
  move(1,1) move(2,2) p(1,a) p(1,b) t
  move(1,1) move(2,2) p(1,a) t
  move(1,1) move(2,2) p(1,b) r t
  move(1,1) move(2,2) r s
  move(1,1) move(3,2) p(1,a) p(1,b) t
  move(1,1) move(3,2) p(1,a) t
  move(1,1) move(3,2) p(1,b) r t
  move(1,1) move(3,2) r s
  move(1,2) move(2,1) p(1,a) p(1,b) t
  move(1,2) move(2,1) p(1,a) t
  move(1,2) move(2,1) p(1,b) r t
  move(1,2) move(2,1) r s
  move(1,2) move(3,1) p(1,a) p(1,b) t
  move(1,2) move(3,1) p(1,a) t
  move(1,2) move(3,1) p(1,b) r t
  move(1,2) move(3,1) r s
  move(2,1) move(3,2) p(1,a) p(1,b) t
  move(2,1) move(3,2) p(1,a) t
  move(2,1) move(3,2) p(1,b) r t
  move(2,1) move(3,2) r s
  move(2,2) move(3,1) p(1,a) p(1,b) t
  move(2,2) move(3,1) p(1,a) t
  move(2,2) move(3,1) p(1,b) r t
  move(2,2) move(3,1) r s
