click(1,1,1) click(2,3,2) click(3,2,1)
OPTIMUM: 4
OPTIMUM FOUND
