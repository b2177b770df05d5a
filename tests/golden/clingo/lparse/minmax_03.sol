a b c w z
a b w z
a c w z
a w z
b c x y z
b x y z
c w y
w y
SATISFIABLE
