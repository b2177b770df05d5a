1 --heuristic=Domain --dom-mod=true,show
