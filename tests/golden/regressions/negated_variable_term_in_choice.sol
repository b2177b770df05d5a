p(f(1)) p(g) q(-f(1)) q(-g)
p(f(1)) p(g) q(-f(1)) s
p(f(1)) p(g) q(-g) r
p(f(1)) p(g) r s
SATISFIABLE
