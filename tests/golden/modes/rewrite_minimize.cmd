0 --rewrite-minimize
