-p(1) -p(2) -p(3) d(1) d(2) d(3) s
-p(1) -p(2) d(1) d(2) d(3) p(3) s
-p(1) -p(3) d(1) d(2) d(3) p(2) s
-p(1) d(1) d(2) d(3) p(2) p(3) s
SATISFIABLE
