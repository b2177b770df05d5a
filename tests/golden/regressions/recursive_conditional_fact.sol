e(1,2) e(2,3) g(z) ok(1) ok(2) ok(3) r(1,2) r(1,3) r(2,3)
SATISFIABLE
