a c d ok (cost 4 1)
OPTIMUM FOUND
