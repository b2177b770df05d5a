a (cost 2)
a b (cost 3)
b (cost 1)
OPTIMUM FOUND
