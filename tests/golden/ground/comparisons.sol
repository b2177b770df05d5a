chain(2) chain(3) eq(1,1) eq(2,2) eq(3,3) eq(4,4) lt(1,2) lt(1,3) lt(1,4) lt(2,3) lt(2,4) lt(3,4) n(1) n(2) n(3) n(4) ne(1) ne(3) ne(4)
SATISFIABLE
