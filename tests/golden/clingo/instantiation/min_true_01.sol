c p(1) p(2) tmin(1) tmin(10) tmin(11) tmin(12) tmin(13) tmin(14) tmin(15) tmin(16) tmin(17) tmin(18) tmin(19) tmin(2) tmin(20) tmin(21) tmin(22) tmin(23) tmin(24) tmin(3) tmin(4) tmin(5) tmin(6) tmin(7) tmin(8) tmin(9)
c p(1) r(2) tmin(1) tmin(10) tmin(11) tmin(12) tmin(13) tmin(14) tmin(15) tmin(16) tmin(17) tmin(18) tmin(19) tmin(2) tmin(20) tmin(21) tmin(22) tmin(23) tmin(24) tmin(3) tmin(4) tmin(5) tmin(6) tmin(7) tmin(8) tmin(9)
c p(2) r(1) tmin(1) tmin(10) tmin(11) tmin(12) tmin(13) tmin(14) tmin(15) tmin(16) tmin(17) tmin(18) tmin(19) tmin(2) tmin(20) tmin(21) tmin(22) tmin(23) tmin(24) tmin(3) tmin(4) tmin(5) tmin(6) tmin(7) tmin(8) tmin(9)
c r(1) r(2) tmin(1) tmin(10) tmin(11) tmin(12) tmin(13) tmin(14) tmin(15) tmin(16) tmin(17) tmin(18) tmin(19) tmin(2) tmin(20) tmin(21) tmin(22) tmin(23) tmin(24) tmin(3) tmin(4) tmin(5) tmin(6) tmin(7) tmin(8) tmin(9)
SATISFIABLE
