0 --opt-mode=optN --heuristic=Domain --dom-mod=factor,show
