OPTIMUM FOUND
Optimization: 5
