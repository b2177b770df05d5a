//! The front end: clingo's input language parsed into a syntax tree.
