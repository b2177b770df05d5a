solve 1: SAT
  
  a b c
solve 2: SAT
  a b c x y
  x y
solve 3: SAT
  a b c m(1) n(1) x y
  a b c x y
  m(1) o(1) p(1) x y
  o(1) p(1) x y
solve 4: SAT
  a b c m(1) m(2) n(1) n(2) x y
  a b c m(1) n(1) x y
  a b c m(2) n(2) x y
  a b c x y
  m(1) m(2) o(1) o(2) p(1) p(2) x y
  m(1) o(1) o(2) p(1) p(2) x y
  m(2) o(1) o(2) p(1) p(2) x y
  o(1) o(2) p(1) p(2) x y
solve 5: SAT
  m(1) m(2) o(1) o(2) p(1) p(2) x y
  m(1) o(1) o(2) p(1) p(2) x y
  m(2) o(1) o(2) p(1) p(2) x y
  o(1) o(2) p(1) p(2) x y
solve 6: SAT
  a b c m(1) m(2) n(1) n(2) x y
  a b c m(1) n(1) x y
  a b c m(2) n(2) x y
  a b c x y
  m(1) m(2) o(1) o(2) p(1) p(2) x y
  m(1) o(1) o(2) p(1) p(2) x y
  m(2) o(1) o(2) p(1) p(2) x y
  o(1) o(2) p(1) p(2) x y
solve 7: SAT
  a b c
  a b c m(1) m(2) n(1) n(2) x y
  a b c m(1) n(1) x y
  a b c m(2) n(2)
  m(1) m(2) o(1) o(2) p(1) p(2) x y
  m(1) o(1) o(2) p(1) p(2) x y
  m(2) o(1) o(2)
  o(1) o(2)
solve 8: SAT
  a b c
  a b c m(1) m(2) n(1) n(2) q r x y
  a b c m(1) n(1) q r x y
  a b c m(2) n(2)
  m(1) m(2) o(1) o(2) p(1) p(2) x y
  m(1) o(1) o(2) p(1) p(2) x y
  m(2) o(1) o(2)
  o(1) o(2)
solve 9: SAT
  a b c m(1) m(2) n(1) n(2) q r x y
  a b c m(1) n(1) q r x y
