d(1) d(2) d(3)
d(1) d(2) d(3) u(1)
d(1) d(2) d(3) u(1) u(2) u(3) v w
d(1) d(2) d(3) u(1) u(2) u(3) w
d(1) d(2) d(3) u(1) u(2) v w
d(1) d(2) d(3) u(1) u(2) w
d(1) d(2) d(3) u(1) u(3)
d(1) d(2) d(3) u(1) u(3) v
d(1) d(2) d(3) u(1) v
d(1) d(2) d(3) u(2) u(3) v w
d(1) d(2) d(3) u(2) u(3) w
d(1) d(2) d(3) u(2) v w
d(1) d(2) d(3) u(2) w
d(1) d(2) d(3) u(3)
d(1) d(2) d(3) u(3) v
d(1) d(2) d(3) v
SATISFIABLE
