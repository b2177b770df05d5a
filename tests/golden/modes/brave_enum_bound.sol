a b d (cost 1)
OPTIMUM FOUND
