OPTIMUM FOUND
Optimization: 1
