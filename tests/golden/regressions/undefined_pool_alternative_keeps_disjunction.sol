c(1) c(2) d(1) d(2) d(3) q(1) q(2) q(3)
OPTIMUM: 0
OPTIMUM FOUND
