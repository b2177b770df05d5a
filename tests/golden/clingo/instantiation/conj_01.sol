p(1) p(2) p(3) p(4) p(5) p(6) p(7) s(1,2) s(2,3) s(3,4) s(4,5) s(5,6) s(6,7)
SATISFIABLE
