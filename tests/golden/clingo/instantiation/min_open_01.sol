c mmin(1) mmin(11) mmin(12,2) mmin(4) mmin(6) mmin(9) p(1) r(2)
c mmin(1) mmin(11) mmin(4) mmin(6) mmin(9) p(1) p(2)
c mmin(12,1) mmin(12,2) mmin(2) mmin(3) mmin(4) mmin(7) mmin(8) mmin(9) r(1) r(2)
c mmin(12,1) mmin(2) mmin(3) mmin(4) mmin(7) mmin(8) mmin(9) p(2) r(1)
SATISFIABLE
