e(1,2) e(2,3) e(3,4) e(4,2) tc(1,2) tc(1,3) tc(1,4) tc(2,2) tc(2,3) tc(2,4) tc(3,2) tc(3,3) tc(3,4) tc(4,2) tc(4,3) tc(4,4)
SATISFIABLE
