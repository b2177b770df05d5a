color(1,b) color(1,g) color(2,b) color(2,g) color(2,r) color(3,b) color(3,g) color(3,r) color(4,b) color(4,g) color(4,r) first(b) first(g)
SATISFIABLE
