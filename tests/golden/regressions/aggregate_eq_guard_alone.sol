
h(1) r
h(1) r s
s
OPTIMUM: 0
OPTIMUM FOUND
