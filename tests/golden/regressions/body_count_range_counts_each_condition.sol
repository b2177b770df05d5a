d(1) d(2) d(3)
d(1) d(2) d(3) r(1)
d(1) d(2) d(3) r(1) r(2)
d(1) d(2) d(3) r(1) r(2) r(3)
d(1) d(2) d(3) r(1) r(3)
d(1) d(2) d(3) r(2)
d(1) d(2) d(3) r(2) r(3)
d(1) d(2) d(3) r(3)
OPTIMUM: 0
OPTIMUM FOUND
