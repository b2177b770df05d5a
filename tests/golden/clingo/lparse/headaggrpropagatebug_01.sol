a(c) a(p) b(c,d) b(c,e) b(c,f) b(c,g) b(p,d) b(p,e) b(p,f) b(p,g)
a(c) a(p) b(c,d) b(c,e) b(c,g) b(p,d) b(p,e) b(p,g) e(3)
b(c,d) b(c,e) b(p,d) b(p,e) e(2) e(3)
SATISFIABLE
