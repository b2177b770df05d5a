0 -c imax=4
