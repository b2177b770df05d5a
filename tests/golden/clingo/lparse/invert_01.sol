a(-b) a(a) b(-a) b(b) c(-b) c(a) p(-1) p(2) q(-3) q(0)
SATISFIABLE
