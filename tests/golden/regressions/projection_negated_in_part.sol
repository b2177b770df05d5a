d(1) d(2) d(3) r(2,0) r(2,1) r(3,0) r(3,1) r(3,2) r(4,0) r(4,1) r(4,2) r(4,3) t(1) t(2) t(3)
OPTIMUM: 0
OPTIMUM FOUND
