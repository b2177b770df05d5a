a(2) a(3) a(4) m(2)
a(2) a(3) m(2)
a(2) a(4) m(2)
a(2) m(2)
a(3) a(4) m(3)
a(3) m(3)
a(4) m(4)
SATISFIABLE
