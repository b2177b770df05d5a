1 --heuristic=Domain
