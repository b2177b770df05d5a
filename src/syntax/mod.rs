//! The front end: clingo's input language parsed into a syntax tree.
//!
//! [`parse`] reads one source text into an [`ast::Program`] or returns every syntax error it
//! found, worded and placed as gringo places them. The grammar is `grammar/asp.pest`; the
//! tree prints itself back as canonical source (`Display`).

pub mod ast;
mod fact;
mod parser;
mod print;
mod token;

pub use parser::{parse, parse_partial, parse_with_scripts};
pub(crate) use print::quote;
pub use token::comments;
pub(crate) use token::{TokenKind, identifiers, next_token, variables_outside_braces};
