edge(2,3) edge(2,5) edge(3,1) edge(3,4) edge(3,6) edge(7,8) edge(8,9) input(1) input(3) input(4) input(6) input(7) input(8) observed(5) observed(9)
SATISFIABLE
