solution(1,2) solution(2,4) solution(3,1) solution(4,3)
SATISFIABLE
