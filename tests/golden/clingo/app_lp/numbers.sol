b(42) d(42) h(42) l(1) o(42)
SATISFIABLE
