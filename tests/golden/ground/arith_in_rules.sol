half(1,0) half(2,1) half(3,1) half(4,2) half(5,2) n(1) n(2) n(3) n(4) n(5) odd(1) odd(3) odd(5) sq(1,1) sq(2,4) sq(3,9) sq(4,16) sq(5,25)
SATISFIABLE
