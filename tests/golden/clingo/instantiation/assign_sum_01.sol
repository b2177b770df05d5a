p(1) p(2) p(3) p(4) p(5) p(6) p(7) s(1,29) s(2,30) s(3,31)
SATISFIABLE
