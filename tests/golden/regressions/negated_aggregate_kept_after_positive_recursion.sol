d(1) d(2) d(3) e(1) e(2) e(3) p(0)
OPTIMUM: 0
OPTIMUM FOUND
