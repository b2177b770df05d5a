d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x))
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) q(1)
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) q(1) q(2)
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) q(1) q(2) r(1)
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) q(1) q(2) r(1) r(2)
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) q(1) q(2) r(1) r(2) s
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) q(1) q(2) r(1) r(2) s t
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) q(1) q(2) r(1) r(2) t
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) q(1) q(2) r(1) s
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) q(1) q(2) r(1) s t
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) q(1) q(2) r(1) t
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) q(1) q(2) r(2)
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) q(1) q(2) r(2) s
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) q(1) q(2) r(2) s t
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) q(1) q(2) r(2) t
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) q(1) q(2) s
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) q(1) q(2) s t
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) q(1) q(2) t
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) q(1) r(1)
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) q(1) r(1) r(2)
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) q(1) r(1) r(2) s
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) q(1) r(1) r(2) s t
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) q(1) r(1) r(2) t
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) q(1) r(1) s
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) q(1) r(1) s t
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) q(1) r(1) t
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) q(1) r(2)
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) q(1) r(2) s
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) q(1) r(2) s t
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) q(1) r(2) t
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) q(1) s
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) q(1) s t
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) q(1) t
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) q(2)
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) q(2) r(1)
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) q(2) r(1) r(2)
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) q(2) r(1) r(2) s
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) q(2) r(1) r(2) s t
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) q(2) r(1) r(2) t
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) q(2) r(1) s
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) q(2) r(1) s t
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) q(2) r(1) t
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) q(2) r(2)
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) q(2) r(2) s
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) q(2) r(2) s t
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) q(2) r(2) t
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) q(2) s
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) q(2) s t
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) q(2) t
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) r(1)
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) r(1) r(2)
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) r(1) r(2) s
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) r(1) r(2) s t
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) r(1) r(2) t
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) r(1) s
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) r(1) s t
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) r(1) t
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) r(2)
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) r(2) s
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) r(2) s t
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) r(2) t
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) s
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) s t
d(1) d(2) e("s") e((1,2)) e(-1) e(-f(x)) e(c) e(f(x)) t
SATISFIABLE
