0 --heuristic=Domain --enum-mode=domRec
