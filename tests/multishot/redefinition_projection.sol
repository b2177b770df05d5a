solve 1: SAT
  a(1)
  a(1) a(2)
  a(2)
  j
error: redefinition of atom <'a(1)',1>
solve 2: SAT
  a(1)
  a(1) a(2)
  a(2)
  j
