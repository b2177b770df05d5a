Step: 1
inf(#inf) sup(#sup)
SAT
