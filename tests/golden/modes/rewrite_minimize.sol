
_criteria(0,-2,(x,)) _criteria(0,-3,()) _criteria(0,-k,()) _criteria(0,1,()) _criteria(0,1,(a,)) _criteria(0,2,(a,)) _criteria(1,1,()) _criteria(1,2,()) _criteria(1,5,(f(1),)) _criteria(2,2,(b,)) _criteria(2,3,(a,x)) _criteria(7,7,7) a
_criteria(0,-2,(x,)) _criteria(0,-3,()) _criteria(0,1,(a,)) _criteria(0,2,(a,)) _criteria(1,5,(f(1),)) _criteria(2,2,(b,)) _criteria(2,3,(a,x)) a
_criteria(0,-2,(x,)) _criteria(0,-k,()) _criteria(0,1,()) _criteria(0,1,(a,)) _criteria(1,1,()) _criteria(1,2,()) _criteria(2,3,(a,x)) a
_criteria(0,-2,(x,)) _criteria(0,1,(a,)) _criteria(2,3,(a,x)) a
_criteria(0,-3,()) _criteria(0,-k,()) _criteria(1,1,()) _criteria(1,2,()) _criteria(1,5,(f(1),)) _criteria(2,2,(b,))
_criteria(0,-3,()) _criteria(1,5,(f(1),)) _criteria(2,2,(b,))
_criteria(0,-k,()) _criteria(1,1,()) _criteria(1,2,())
SATISFIABLE
