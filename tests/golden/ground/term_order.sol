count("s",6) count(#inf,0) count(#sup,13) count((1,),7) count((1,2),11) count(-1,1) count(-a,5) count(-f(1),12) count(1,2) count(a,3) count(b,4) count(f(1),8) count(f(a),9) count(g(1),10)
SATISFIABLE
