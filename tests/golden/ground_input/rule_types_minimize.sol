OPTIMUM FOUND
Optimization: 0 0
