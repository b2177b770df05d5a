item(a) item(b) item(c) item(d) take(c) take(d) val(a,3) val(b,-2) val(c,4) val(d,-1)
OPTIMUM: -3 -1 -3
OPTIMUM FOUND
