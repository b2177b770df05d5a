0 -c n=7 -c m=f(1)
