0 -c imax=0
