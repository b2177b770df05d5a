0 --heuristic=domain
