p(()) p((1,2)) p((a,)) q(1) r(a)
SATISFIABLE
