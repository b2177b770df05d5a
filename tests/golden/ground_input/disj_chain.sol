in(1) in(3) out(2) p(1) p(2) p(3)
in(1) out(2) out(3) p(1) p(2) p(3)
in(2) in(3) out(1) p(1) p(2) p(3)
in(2) out(1) out(3) p(1) p(2) p(3)
in(3) out(1) out(2) p(1) p(2) p(3)
out(1) out(2) out(3) p(1) p(2) p(3)
SATISFIABLE
