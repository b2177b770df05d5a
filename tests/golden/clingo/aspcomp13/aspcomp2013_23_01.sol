clique(1) clique(2) clique(5) edge(1,2) edge(1,5) edge(2,3) edge(2,5) edge(3,4) edge(4,5) edge(4,6) node(1) node(2) node(3) node(4) node(5) node(6) nonClique(3) nonClique(4) nonClique(6) uedge(1,2) uedge(1,5) uedge(2,3) uedge(2,5) uedge(3,4) uedge(4,5) uedge(4,6) (cost 3)
OPTIMUM FOUND
