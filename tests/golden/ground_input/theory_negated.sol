

a
a
a
a c
a c p(1)
a c p(1) p(2)
a c p(2)
a p(1)
a p(1)
a p(1)
a p(1) p(2)
a p(1) p(2)
a p(1) p(2)
a p(2)
a p(2)
a p(2)
b
b c
b c p(1)
b c p(1) p(2)
b c p(2)
b p(1)
b p(1) p(2)
b p(2)
p(1)
p(1)
p(1) p(2)
p(1) p(2)
p(2)
p(2)
SATISFIABLE
