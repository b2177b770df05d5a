p(5) p(6) q(2) r(-4) r(-5) s(-6) s(-7)
SATISFIABLE
