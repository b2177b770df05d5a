a(20) a(50) a(60) output(20)
a(20) a(50) output(20)
a(50) a(60) output(50)
a(50) output(50)
SATISFIABLE
