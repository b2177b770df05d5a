0 -c imax=3
