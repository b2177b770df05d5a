solution(1,2) solution(2,4) solution(3,1) solution(4,3)
solution(1,3) solution(2,1) solution(3,4) solution(4,2)
SATISFIABLE
