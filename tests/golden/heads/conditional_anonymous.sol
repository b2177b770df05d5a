-p(1) a b p(2,3) q(1) r
-p(1) a b q(1) r
-p(1) b c p(1,1) p(2,3) q(1) r
-p(1) b c p(1,1) q(1) r
a p(2,3) q(1) r
a q(1) r
c p(1,1) p(2,3) q(1) r
c p(1,1) q(1) r
SATISFIABLE
