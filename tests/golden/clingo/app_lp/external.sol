a(free) a(true) p(false) p(free) p(release) p(true) p(undefined)
a(true) p(false) p(free) p(release) p(true) p(undefined)
SATISFIABLE
