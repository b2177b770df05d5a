a b d(1) d(2) d(3) g
a b d(1) d(2) d(3) g s
a d(1) d(2) d(3) g
a d(1) d(2) d(3) g s
b d(1) d(2) d(3) g
b d(1) d(2) d(3) g s
d(1) d(2) d(3) g
d(1) d(2) d(3) g s
OPTIMUM: 0
OPTIMUM FOUND
