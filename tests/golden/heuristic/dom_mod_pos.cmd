1 --heuristic=Domain --dom-mod=pos
