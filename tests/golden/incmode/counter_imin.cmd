0 -c imin=5
