Step: 1


SAT
