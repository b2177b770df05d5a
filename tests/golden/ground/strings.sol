p("a\"b") p("hello") q("a\"b")
SATISFIABLE
