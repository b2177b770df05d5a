a(1) a(2) c d(1) d(2)
a(1) a(2) c d(1) d(2) p
a(1) a(2) c d(1) d(2) p q r
a(1) a(2) c d(1) d(2) r
b c d(1) d(2)
b c d(1) d(2) p
b c d(1) d(2) p q r
b c d(1) d(2) r
d(1) d(2)
d(1) d(2) p
d(1) d(2) p q r
d(1) d(2) r
SATISFIABLE
