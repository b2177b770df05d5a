0 --heuristic=Domain -e domRec
