a b
a b e(1,2) e(2,1) p(1) p(2)
a b e(1,2) e(2,1) p(1) p(2) x
a b e(1,2) p(1)
a b e(1,2) p(1) x
a b e(2,1)
a b e(2,1) x
a b x
e(1,2) e(2,1) p(1) p(2) x
e(1,2) p(1) x
e(2,1) x
x
SATISFIABLE
