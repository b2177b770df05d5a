(1,2) f(1) f(2) p p q r r s t u
(1,2) f(1) f(2) p p q r r t u
(1,2) f(1) f(2) p p q s t u
(1,2) f(1) f(2) p p q t
SATISFIABLE
