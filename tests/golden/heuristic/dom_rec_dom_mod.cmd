0 --heuristic=Domain -e domRec --dom-mod=false,show
