c(1) c(3) n(1) n(2) n(3) n(4) p(1) p(4) q(2) q(3) s v(3) v(4) w
c(1) n(1) n(2) n(3) n(4) p(1) p(4) q(2) q(3) s v(3) v(4) w
c(3) c(4) n(1) n(2) n(3) n(4) p(1) p(4) q(2) q(3) s v(3) v(4) w
c(3) n(1) n(2) n(3) n(4) p(1) p(4) q(2) q(3) s v(3) v(4) w
c(4) n(1) n(2) n(3) n(4) p(1) p(4) q(2) q(3) s v(3) v(4) w
n(1) n(2) n(3) n(4) p(1) p(4) q(2) q(3) s v(3) v(4) w
SATISFIABLE
