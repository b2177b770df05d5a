company(c1) company(c2) company(c3) company(c4) controls(c1,c2) controls(c1,c3) controls(c1,c4) controls(c3,c4) owns(c1,c2,60) owns(c1,c3,20) owns(c2,c3,35) owns(c3,c4,51)
SATISFIABLE
