solution(1,2) solution(2,5) solution(3,8) solution(4,3) solution(5,1) solution(6,7) solution(7,4) solution(8,6)
SATISFIABLE
