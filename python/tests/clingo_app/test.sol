Step: 1
a
Step: 2
UNSAT
on_finish
Step: 3
UNSAT
on_finish
Step: 4
UNSAT
on_finish
Step: 5
UNSAT
on_finish
Step: 6
SAT
a c(1) c(2) c(3) c(4) c(5) q(1) q(2) q(3) q(4) q(5) r(1,f(1,2)) r(2,f(1,2)) r(3,f(1,2)) r(4,f(1,2)) r(5,f(1,2)) test(f(1,2)) volatile(0) volatile(1) volatile(2) volatile(3) volatile(4)
hasA(true) hasVolatile(false) model(a,c(1),c(2),c(3),c(4),c(5),q(1),q(2),q(3),q(4),q(5),r(1,f(1,2)),r(2,f(1,2)),r(3,f(1,2)),r(4,f(1,2)),r(5,f(1,2)),test(f(1,2)),volatile(0),volatile(1),volatile(2),volatile(3),volatile(4))
on_finish
Step: 7
SAT
a c(1) c(2) c(3) c(4) c(5) c(6) q(1) q(2) q(3) q(4) q(5) q(6) r(1,f(1,2)) r(2,f(1,2)) r(3,f(1,2)) r(4,f(1,2)) r(5,f(1,2)) r(6,f(1,2)) test(f(1,2)) volatile(0) volatile(1) volatile(2) volatile(3) volatile(4) volatile(5)
hasA(true) hasVolatile(false) model(a,c(1),c(2),c(3),c(4),c(5),c(6),q(1),q(2),q(3),q(4),q(5),q(6),r(1,f(1,2)),r(2,f(1,2)),r(3,f(1,2)),r(4,f(1,2)),r(5,f(1,2)),r(6,f(1,2)),test(f(1,2)),volatile(0),volatile(1),volatile(2),volatile(3),volatile(4),volatile(5))
on_finish
Step: 8
SAT
a c(1) c(2) c(3) c(4) c(5) c(6) c(7) q(1) q(2) q(3) q(4) q(5) q(6) q(7) r(1,f(1,2)) r(2,f(1,2)) r(3,f(1,2)) r(4,f(1,2)) r(5,f(1,2)) r(6,f(1,2)) r(7,f(1,2)) test(f(1,2)) volatile(0) volatile(1) volatile(2) volatile(3) volatile(4) volatile(5) volatile(6)
hasA(true) hasVolatile(false) model(a,c(1),c(2),c(3),c(4),c(5),c(6),c(7),q(1),q(2),q(3),q(4),q(5),q(6),q(7),r(1,f(1,2)),r(2,f(1,2)),r(3,f(1,2)),r(4,f(1,2)),r(5,f(1,2)),r(6,f(1,2)),r(7,f(1,2)),test(f(1,2)),volatile(0),volatile(1),volatile(2),volatile(3),volatile(4),volatile(5),volatile(6))
on_finish
Step: 9
SAT
a c(1) c(2) c(3) c(4) c(5) c(6) c(7) c(8) q(1) q(2) q(3) q(4) q(5) q(6) q(7) q(8) r(1,f(1,2)) r(2,f(1,2)) r(3,f(1,2)) r(4,f(1,2)) r(5,f(1,2)) r(6,f(1,2)) r(7,f(1,2)) r(8,f(1,2)) test(f(1,2)) volatile(0) volatile(1) volatile(2) volatile(3) volatile(4) volatile(5) volatile(6) volatile(7)
hasA(true) hasVolatile(false) model(a,c(1),c(2),c(3),c(4),c(5),c(6),c(7),c(8),q(1),q(2),q(3),q(4),q(5),q(6),q(7),q(8),r(1,f(1,2)),r(2,f(1,2)),r(3,f(1,2)),r(4,f(1,2)),r(5,f(1,2)),r(6,f(1,2)),r(7,f(1,2)),r(8,f(1,2)),test(f(1,2)),volatile(0),volatile(1),volatile(2),volatile(3),volatile(4),volatile(5),volatile(6),volatile(7))
on_finish
Step: 10
SAT
a c(1) c(2) c(3) c(4) c(5) c(6) c(7) c(8) c(9) q(1) q(2) q(3) q(4) q(5) q(6) q(7) q(8) q(9) r(1,f(1,2)) r(2,f(1,2)) r(3,f(1,2)) r(4,f(1,2)) r(5,f(1,2)) r(6,f(1,2)) r(7,f(1,2)) r(8,f(1,2)) r(9,f(1,2)) test(f(1,2)) volatile(0) volatile(1) volatile(2) volatile(3) volatile(4) volatile(5) volatile(6) volatile(7) volatile(8)
hasA(true) hasVolatile(false) model(a,c(1),c(2),c(3),c(4),c(5),c(6),c(7),c(8),c(9),q(1),q(2),q(3),q(4),q(5),q(6),q(7),q(8),q(9),r(1,f(1,2)),r(2,f(1,2)),r(3,f(1,2)),r(4,f(1,2)),r(5,f(1,2)),r(6,f(1,2)),r(7,f(1,2)),r(8,f(1,2)),r(9,f(1,2)),test(f(1,2)),volatile(0),volatile(1),volatile(2),volatile(3),volatile(4),volatile(5),volatile(6),volatile(7),volatile(8))
on_finish
Step: 11
SAT
a c(1) c(10) c(2) c(3) c(4) c(5) c(6) c(7) c(8) c(9) q(1) q(10) q(2) q(3) q(4) q(5) q(6) q(7) q(8) q(9) r(1,f(1,2)) r(10,f(1,2)) r(2,f(1,2)) r(3,f(1,2)) r(4,f(1,2)) r(5,f(1,2)) r(6,f(1,2)) r(7,f(1,2)) r(8,f(1,2)) r(9,f(1,2)) test(f(1,2)) volatile(0) volatile(1) volatile(2) volatile(3) volatile(4) volatile(5) volatile(6) volatile(7) volatile(8) volatile(9)
hasA(true) hasVolatile(true) model(a,c(1),c(10),c(2),c(3),c(4),c(5),c(6),c(7),c(8),c(9),q(1),q(10),q(2),q(3),q(4),q(5),q(6),q(7),q(8),q(9),r(1,f(1,2)),r(10,f(1,2)),r(2,f(1,2)),r(3,f(1,2)),r(4,f(1,2)),r(5,f(1,2)),r(6,f(1,2)),r(7,f(1,2)),r(8,f(1,2)),r(9,f(1,2)),test(f(1,2)),volatile(0),volatile(1),volatile(2),volatile(3),volatile(4),volatile(5),volatile(6),volatile(7),volatile(8),volatile(9))
on_finish
SAT
