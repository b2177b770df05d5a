k n(1) n(2) n(3) q s(1) s(2) s(3) t u v
k n(1) n(2) n(3) q s(1) s(2) s(3) t u v w
k n(1) n(2) n(3) q s(1) s(2) s(3) t u w
k n(1) n(2) n(3) q s(1) s(2) t u v
k n(1) n(2) n(3) q s(1) s(2) t u v w
k n(1) n(2) n(3) q s(1) s(2) t u w
k n(1) n(2) n(3) q s(1) s(3) t u v
k n(1) n(2) n(3) q s(1) s(3) t u v w
k n(1) n(2) n(3) q s(1) s(3) t u w
k n(1) n(2) n(3) q s(1) t u v
k n(1) n(2) n(3) q s(1) t u v w
k n(1) n(2) n(3) q s(1) t u w
k n(1) n(2) n(3) q s(2) s(3) t u v
k n(1) n(2) n(3) q s(2) s(3) t u v w
k n(1) n(2) n(3) q s(2) s(3) t u w
k n(1) n(2) n(3) q s(2) t u v
k n(1) n(2) n(3) q s(2) t u v w
k n(1) n(2) n(3) q s(2) t u w
k n(1) n(2) n(3) q s(3) t u v
k n(1) n(2) n(3) q s(3) t u v w
k n(1) n(2) n(3) q s(3) t u w
k n(1) n(2) n(3) q t u v
k n(1) n(2) n(3) q t u v w
k n(1) n(2) n(3) q t u w
n(1) n(2) n(3) q s(1) s(2) s(3) u v
n(1) n(2) n(3) q s(1) s(2) s(3) u v w
n(1) n(2) n(3) q s(1) s(2) s(3) u w
n(1) n(2) n(3) q s(1) s(2) u v
n(1) n(2) n(3) q s(1) s(2) u v w
n(1) n(2) n(3) q s(1) s(2) u w
n(1) n(2) n(3) q s(1) s(3) u v
n(1) n(2) n(3) q s(1) s(3) u v w
n(1) n(2) n(3) q s(1) s(3) u w
n(1) n(2) n(3) q s(1) u v
n(1) n(2) n(3) q s(1) u v w
n(1) n(2) n(3) q s(1) u w
n(1) n(2) n(3) q s(2) s(3) u v
n(1) n(2) n(3) q s(2) s(3) u v w
n(1) n(2) n(3) q s(2) s(3) u w
n(1) n(2) n(3) q s(2) u v
n(1) n(2) n(3) q s(2) u v w
n(1) n(2) n(3) q s(2) u w
n(1) n(2) n(3) q s(3) u v
n(1) n(2) n(3) q s(3) u v w
n(1) n(2) n(3) q s(3) u w
n(1) n(2) n(3) q u v
n(1) n(2) n(3) q u v w
n(1) n(2) n(3) q u w
SATISFIABLE
