a b x(foo)
a x(foo)
b x(bar)
x(#inf)
SATISFIABLE
