c(1,r) c(2,b) c(3,g) c(4,b) col(b) col(g) col(r) edge(1,2) edge(1,3) edge(2,3) edge(3,4) edge(4,1) node(1) node(2) node(3) node(4)
c(1,r) c(2,g) c(3,b) c(4,g) col(b) col(g) col(r) edge(1,2) edge(1,3) edge(2,3) edge(3,4) edge(4,1) node(1) node(2) node(3) node(4)
SATISFIABLE
