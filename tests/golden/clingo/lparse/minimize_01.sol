 (cost -1)
p (cost 0)
OPTIMUM FOUND
