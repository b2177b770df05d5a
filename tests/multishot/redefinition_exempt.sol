solve 1: SAT
  h
  h k
solve 2: SAT
  a h
  a h k
  h
  h k
solve 3: SAT
  a h k m
  a h m
  h
  h k
solve 4: SAT
  a h k m
  a h m
  h
  h k
solve 5: SAT
  a h k m n
  a h m n
  h
  h k
  h k n
  h n
error: redefinition of atom <'n',7>
solve 6: SAT
  a h k m n
  a h m n
  h
  h k
  h k n
  h n
