use(1,2) use(2,3) use(3,1) use(3,4)
use(1,2) use(2,3) use(3,1) use(3,4) use(5,4)
use(1,2) use(2,3) use(3,4)
use(1,2) use(2,3) use(3,4) use(5,4)
SATISFIABLE
