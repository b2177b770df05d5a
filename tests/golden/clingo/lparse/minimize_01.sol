a b ok (cost 2)
OPTIMUM FOUND
