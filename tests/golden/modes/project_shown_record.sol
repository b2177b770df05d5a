
e(4) some_even
some_even
SATISFIABLE
