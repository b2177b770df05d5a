click(2,1,1) click(2,2,1) click(2,3,1) click(2,4,1) click(3,1,1) click(3,2,1) click(3,3,1) click(3,4,1) click(4,1,1) click(4,2,1) click(4,3,1) click(4,4,1)
OPTIMUM: 12
OPTIMUM FOUND
