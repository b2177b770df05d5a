Step: 1
cover(a) cover(b) cover(c) cover(e)
cover(a) cover(b) cover(c) cover(e) cover(x)
cover(a) cover(b) cover(e) cover(x)
cover(b) cover(c) cover(e) cover(x)
SAT
