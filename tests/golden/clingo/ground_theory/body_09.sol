a b dom(1,1) dom(1,2) dom(1,3) dom(2,1) dom(2,2) dom(2,3)
a dom(1,1) dom(1,2) dom(1,3) dom(2,1) dom(2,2) dom(2,3)
b dom(1,1) dom(1,2) dom(1,3) dom(2,1) dom(2,2) dom(2,3)
dom(1,1) dom(1,2) dom(1,3) dom(2,1) dom(2,2) dom(2,3)
SATISFIABLE
