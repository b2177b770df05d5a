h(a(e(1),2),0) h(a(e(1),3),1) h(y(c(up),1),0) h(y(c(up),1),1) h(y(z(1),3),0) h(y(z(1),3),1)
SATISFIABLE
