cover(1) cover(2) cover(4) cover(6) cover(7)
OPTIMUM: 9 2
OPTIMUM FOUND
