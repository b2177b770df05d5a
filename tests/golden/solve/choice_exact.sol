in(1) in(2) p(1) p(2) p(3) p(4)
in(1) in(3) p(1) p(2) p(3) p(4)
in(1) in(4) p(1) p(2) p(3) p(4)
in(2) in(3) p(1) p(2) p(3) p(4)
in(2) in(4) p(1) p(2) p(3) p(4)
in(3) in(4) p(1) p(2) p(3) p(4)
SATISFIABLE
