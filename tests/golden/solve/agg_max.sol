a(1) a(2) m(2)
a(1) a(3) m(3)
a(2) a(3) m(3)
SATISFIABLE
