



e(4) some_even
e(4) some_even
e(4) some_even
e(4) some_even
e(4) some_even
e(4) some_even
e(4) some_even
e(4) some_even
some_even
some_even
some_even
some_even
SATISFIABLE
