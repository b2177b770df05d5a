a(1) a(2) c d(1) d(2) e g k(1) k(2) t(1) t(2)
a(1) a(2) c d(1) d(2) e g k(1) k(2) u(1) u(2)
a(1) a(2) c d(1) d(2) e g m t(1) t(2)
a(1) a(2) c d(1) d(2) e g m u(1) u(2)
a(1) a(2) c d(1) d(2) g
a(2) a(3) c d(1) d(2) e g k(1) k(2) t(1) t(2)
a(2) a(3) c d(1) d(2) e g k(1) k(2) u(1) u(2)
a(2) a(3) c d(1) d(2) e g m t(1) t(2)
a(2) a(3) c d(1) d(2) e g m u(1) u(2)
a(2) a(3) c d(1) d(2) g
b c d(1) d(2) e g k(1) k(2) t(1) t(2)
b c d(1) d(2) e g k(1) k(2) u(1) u(2)
b c d(1) d(2) e g m t(1) t(2)
b c d(1) d(2) e g m u(1) u(2)
b c d(1) d(2) g
d(1) d(2) e g k(1) k(2) t(1) t(2)
d(1) d(2) e g k(1) k(2) u(1) u(2)
d(1) d(2) e g m t(1) t(2)
d(1) d(2) e g m u(1) u(2)
d(1) d(2) g
SATISFIABLE
