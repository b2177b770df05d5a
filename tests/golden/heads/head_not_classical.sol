-p -r q
-p q s
-r
s
SATISFIABLE
