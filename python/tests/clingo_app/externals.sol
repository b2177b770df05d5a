Step: 1
a
Step: 2

Step: 3

a
Step: 4

SAT
