p(0) p(1) p(2) p(3) x y z
p(0) p(1) p(2) p(3) x y z
p(0) p(1) p(2) p(3) x y z
p(0) p(1) p(2) p(3) x y z
p(0) p(1) p(2) p(3) x y z
p(0) p(1) p(2) p(3) x y z
p(0) p(1) p(2) p(3) x y z
p(0) p(1) p(2) p(3) x y z
p(0) p(1) p(2) p(3) x y z
p(0) p(1) p(2) p(3) x y z
p(0) p(1) p(2) p(3) x y z
p(0) p(1) p(2) p(3) x y z
p(0) p(1) p(2) p(3) x y z
p(0) p(1) p(2) p(3) x y z
p(0) p(1) p(2) p(3) x y z
p(0) p(1) p(2) p(3) y z
p(0) p(1) p(2) x y z
p(0) p(1) p(2) x y z
p(0) p(1) p(2) x y z
p(0) p(1) p(2) x y z
p(0) p(1) p(2) x y z
p(0) p(1) p(2) x y z
p(0) p(1) p(2) x y z
p(0) p(1) p(2) x y z
p(0) p(1) p(2) x y z
p(0) p(1) p(2) x y z
p(0) p(1) p(2) x y z
p(0) p(1) p(2) x y z
p(0) p(1) p(2) x y z
p(0) p(1) p(2) x y z
p(0) p(1) p(2) y z
p(0) p(1) p(2) y z
p(0) p(1) p(3) x y z
p(0) p(1) p(3) x y z
p(0) p(1) p(3) x y z
p(0) p(1) p(3) x y z
p(0) p(1) p(3) x y z
p(0) p(1) p(3) x y z
p(0) p(1) p(3) x y z
p(0) p(1) p(3) x y z
p(0) p(1) p(3) x y z
p(0) p(1) p(3) x y z
p(0) p(1) p(3) x y z
p(0) p(1) p(3) x y z
p(0) p(1) p(3) x y z
p(0) p(1) p(3) x y z
p(0) p(1) p(3) y z
p(0) p(1) p(3) y z
p(0) p(1) x y z
p(0) p(1) x y z
p(0) p(1) x y z
p(0) p(1) x y z
p(0) p(1) x y z
p(0) p(1) x y z
p(0) p(1) x y z
p(0) p(1) x y z
p(0) p(1) x y z
p(0) p(1) x y z
p(0) p(1) x y z
p(0) p(1) x y z
p(0) p(1) y z
p(0) p(1) y z
p(0) p(1) y z
p(0) p(1) y z
p(0) p(2) p(3) x y z
p(0) p(2) p(3) x y z
p(0) p(2) p(3) x y z
p(0) p(2) p(3) x y z
p(0) p(2) p(3) x y z
p(0) p(2) p(3) x y z
p(0) p(2) p(3) x y z
p(0) p(2) p(3) x y z
p(0) p(2) p(3) x y z
p(0) p(2) p(3) x y z
p(0) p(2) p(3) x y z
p(0) p(2) p(3) x y z
p(0) p(2) p(3) x y z
p(0) p(2) p(3) x y z
p(0) p(2) p(3) y z
p(0) p(2) p(3) y z
p(0) p(2) x y z
p(0) p(2) x y z
p(0) p(2) x y z
p(0) p(2) x y z
p(0) p(2) x y z
p(0) p(2) x y z
p(0) p(2) x y z
p(0) p(2) x y z
p(0) p(2) x y z
p(0) p(2) x y z
p(0) p(2) x y z
p(0) p(2) x y z
p(0) p(2) y z
p(0) p(2) y z
p(0) p(2) y z
p(0) p(2) y z
p(0) p(3) x y z
p(0) p(3) x y z
p(0) p(3) x y z
p(0) p(3) x y z
p(0) p(3) x y z
p(0) p(3) x y z
p(0) p(3) x y z
p(0) p(3) x y z
p(0) p(3) x y z
p(0) p(3) x y z
p(0) p(3) x y z
p(0) p(3) x y z
p(0) p(3) y z
p(0) p(3) y z
p(0) p(3) y z
p(0) p(3) y z
p(0) x y z
p(0) x y z
p(0) x y z
p(0) x y z
p(0) x y z
p(0) x y z
p(0) x y z
p(0) x y z
p(0) y z
p(0) y z
p(0) y z
p(0) y z
p(0) y z
p(0) y z
p(0) y z
p(0) y z
p(1) p(2) p(3) x y z
p(1) p(2) p(3) x y z
p(1) p(2) p(3) x y z
p(1) p(2) p(3) x y z
p(1) p(2) p(3) x y z
p(1) p(2) p(3) x y z
p(1) p(2) p(3) x y z
p(1) p(2) p(3) x y z
p(1) p(2) p(3) x y z
p(1) p(2) p(3) x y z
p(1) p(2) p(3) x y z
p(1) p(2) p(3) x y z
p(1) p(2) p(3) x y z
p(1) p(2) p(3) x y z
p(1) p(2) p(3) y z
p(1) p(2) p(3) y z
p(1) p(2) x y z
p(1) p(2) x y z
p(1) p(2) x y z
p(1) p(2) x y z
p(1) p(2) x y z
p(1) p(2) x y z
p(1) p(2) x y z
p(1) p(2) x y z
p(1) p(2) x y z
p(1) p(2) x y z
p(1) p(2) x y z
p(1) p(2) x y z
p(1) p(2) y z
p(1) p(2) y z
p(1) p(2) y z
p(1) p(2) y z
p(1) p(3) x y z
p(1) p(3) x y z
p(1) p(3) x y z
p(1) p(3) x y z
p(1) p(3) x y z
p(1) p(3) x y z
p(1) p(3) x y z
p(1) p(3) x y z
p(1) p(3) x y z
p(1) p(3) x y z
p(1) p(3) x y z
p(1) p(3) x y z
p(1) p(3) y z
p(1) p(3) y z
p(1) p(3) y z
p(1) p(3) y z
p(1) x y z
p(1) x y z
p(1) x y z
p(1) x y z
p(1) x y z
p(1) x y z
p(1) x y z
p(1) x y z
p(1) y z
p(1) y z
p(1) y z
p(1) y z
p(1) y z
p(1) y z
p(1) y z
p(1) y z
p(2) p(3) x y z
p(2) p(3) x y z
p(2) p(3) x y z
p(2) p(3) x y z
p(2) p(3) x y z
p(2) p(3) x y z
p(2) p(3) x y z
p(2) p(3) x y z
p(2) p(3) x y z
p(2) p(3) x y z
p(2) p(3) x y z
p(2) p(3) x y z
p(2) p(3) y z
p(2) p(3) y z
p(2) p(3) y z
p(2) p(3) y z
p(2) x y z
p(2) x y z
p(2) x y z
p(2) x y z
p(2) x y z
p(2) x y z
p(2) x y z
p(2) x y z
p(2) y z
p(2) y z
p(2) y z
p(2) y z
p(2) y z
p(2) y z
p(2) y z
p(2) y z
p(3) x y z
p(3) x y z
p(3) x y z
p(3) x y z
p(3) x y z
p(3) x y z
p(3) x y z
p(3) x y z
p(3) y z
p(3) y z
p(3) y z
p(3) y z
p(3) y z
p(3) y z
p(3) y z
p(3) y z
z
z
z
z
z
z
z
z
z
z
z
z
z
z
z
z
SATISFIABLE
