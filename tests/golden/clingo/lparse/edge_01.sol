edge(a,b) edge(b,c) edge(b,d) edge(c,a) edge(c,d) edge(d,a) node(a) node(b) node(c) node(d) path(a,b) path(b,c) path(c,d) path(d,a) start(a)
SATISFIABLE
