1 --heuristic=Vsids
