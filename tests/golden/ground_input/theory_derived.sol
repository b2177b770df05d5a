p q r s
p q r s u
p s
p s u
q r s
q r s u
s
s u
SATISFIABLE
