-p(1) -p(2) -p(3) d(1) d(2) d(3) p q t2
-p(1) -p(2) -p(3) d(1) d(2) d(3) t2
OPTIMUM: 0
OPTIMUM FOUND
