ab(sam) bird(sam) bird(tweety) flies(tweety) penguin(sam)
SATISFIABLE
