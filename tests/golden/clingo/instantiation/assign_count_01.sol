p(1) p(2) p(3) p(4) p(5) p(6) p(7) s(1,8) s(2,8) s(3,8)
SATISFIABLE
