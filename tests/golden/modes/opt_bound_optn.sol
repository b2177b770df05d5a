in(3) in(4) x(1) x(2) x(3) x(4)
OPTIMUM: -7
OPTIMUM FOUND
