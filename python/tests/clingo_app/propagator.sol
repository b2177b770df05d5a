Step: 1
pat(0,a) pat(1,b) pat(2,a) pat(3,c) pat(4,a)
pat(0,a) pat(1,b) pat(2,d) pat(3,c) pat(4,a)
pat(0,a) pat(1,e) pat(2,d) pat(3,c) pat(4,a)
OPTIMUM FOUND
