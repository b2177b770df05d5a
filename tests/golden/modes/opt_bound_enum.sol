in(1) in(4) x(1) x(2) x(3) x(4) (cost -5)
in(2) in(3) x(1) x(2) x(3) x(4) (cost -5)
in(2) in(4) x(1) x(2) x(3) x(4) (cost -6)
in(3) in(4) x(1) x(2) x(3) x(4) (cost -7)
OPTIMUM FOUND
