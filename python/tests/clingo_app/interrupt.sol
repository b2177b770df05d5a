Step: 1
p
Step: 2
Step: 3
p
Step: 4
UNKNOWN
