d(1) d(2) d(3) t(1) t(2) t(3)
OPTIMUM: 0
OPTIMUM FOUND
