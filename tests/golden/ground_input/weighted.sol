OPTIMUM FOUND
Optimization: 3
