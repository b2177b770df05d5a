0 -c imax=2
