a aux b c p s_b1 s_b2 s_c2
SATISFIABLE
