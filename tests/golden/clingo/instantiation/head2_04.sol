p(a,b) p(a,c) p(b,e) p(c,d) p(c,e) p(d,a) p(e,b) r(a) r(b) r(e)
p(a,b) p(a,c) p(b,e) p(c,d) p(c,e) p(d,a) p(e,b) r(a) r(c) r(d)
SATISFIABLE
