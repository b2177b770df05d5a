kval(1) kval(2) kval(3) p(1,2) p(2,3) p(3,1) patternlength(3) solution(1,3) solution(2,4) solution(3,2) subt(1,2,3) subt(2,4,4) subt(3,5,2) t(1,5) t(2,3) t(3,1) t(4,4) t(5,2)
SATISFIABLE
