1 --heuristic=domain
