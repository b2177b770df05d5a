a c d ok (cost 4)
b c d ok (cost 4)
OPTIMUM FOUND
