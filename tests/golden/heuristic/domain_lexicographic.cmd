1 --heuristic=Domain,92
