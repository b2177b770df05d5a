cover(1) cover(2) cover(4) cover(5) cover(7) (cost 12 3)
cover(1) cover(2) cover(4) cover(6) cover(7) (cost 9 2)
cover(1) cover(2) cover(4) cover(6) cover(7) cover(8) (cost 12 2)
cover(1) cover(3) cover(4) cover(6) cover(7) (cost 12 3)
cover(2) cover(4) cover(5) cover(7) cover(8) (cost 12 2)
OPTIMUM FOUND
