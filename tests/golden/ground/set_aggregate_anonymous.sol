at(1,a) at(3,b) at(3,c) dim(1) dim(2) dim(3) one_free
SATISFIABLE
