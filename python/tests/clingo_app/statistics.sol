Step: 1

Step: 2
p(dict(("test",65),("x",list(99,9,3,4,5,6)),("y",dict(("a",42),("b",list(0,2,3)),("c",99)))))
SAT
