d(1) d(2) d(3) e(1) f(1) f(2) g(1) g(2) h(1)
d(1) d(2) d(3) e(1) f(2) g(1) g(2) h(1) s(1) s(2) s(3) t(1) t(2) t(3)
d(1) d(2) d(3) e(1) g(1) g(2) h(1) s(1) s(2) s(3) t(1) t(2) t(3)
SATISFIABLE
