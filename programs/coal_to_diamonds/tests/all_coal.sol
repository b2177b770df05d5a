click(1,1,1) click(1,2,1) click(1,3,1) click(2,1,1) click(2,2,1) click(2,3,1) click(3,1,3) click(3,2,3) click(3,3,3)
click(1,1,1) click(1,2,1) click(1,3,1) click(2,1,3) click(2,2,3) click(2,3,3) click(3,1,1) click(3,2,1) click(3,3,1)
click(1,1,1) click(1,2,1) click(1,3,3) click(2,1,1) click(2,2,1) click(2,3,3) click(3,1,1) click(3,2,1) click(3,3,3)
click(1,1,1) click(1,2,3) click(1,3,1) click(2,1,1) click(2,2,3) click(2,3,1) click(3,1,1) click(3,2,3) click(3,3,1)
click(1,1,3) click(1,2,1) click(1,3,1) click(2,1,3) click(2,2,1) click(2,3,1) click(3,1,3) click(3,2,1) click(3,3,1)
click(1,1,3) click(1,2,3) click(1,3,3) click(2,1,1) click(2,2,1) click(2,3,1) click(3,1,1) click(3,2,1) click(3,3,1)
OPTIMUM: 15
OPTIMUM FOUND
