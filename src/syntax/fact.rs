//! A fast path for the bulk of large inputs: ground facts `p(c1,...,cn).` whose arguments are
//! constants, numbers or strings, read with the token lexer instead of the pest grammar.
//!
//! pest spends most of its time on rule bookkeeping, which for instance files of 10^5 facts
//! costs more than grounding them. This reader accepts only that one shape and builds exactly
//! the tree the grammar builds (spans included); on anything else it declines and the grammar
//! parses the statement. A property test in `parser.rs` checks the two agree.

use super::ast::*;
use super::parser::{parse_number, unescape_string};
use super::token::{TokenKind, next_token};
use crate::diag::{FileId, Span};

/// The fact starting at or after `pos`, and the position after its `.`, if the statement there
/// is a simple ground fact.
pub(crate) fn simple_fact(text: &str, pos: usize, file: FileId) -> Option<(Statement, usize)> {
    let name = next_token(text, pos);
    if name.kind != TokenKind::Token("<IDENTIFIER>") {
        return None;
    }
    let span = |start: usize, end: usize| Span::new(file, start, end);
    let mut arguments = Vec::new();
    let mut next = next_token(text, name.end);
    let atom_end = if next.kind == TokenKind::Token("(") {
        loop {
            let argument = next_token(text, next.end);
            let kind = match argument.kind {
                TokenKind::Token(")") if arguments.is_empty() => {
                    next = argument;
                    break next.end;
                }
                TokenKind::Token("<NUMBER>") => {
                    let value = parse_number(&text[argument.start..argument.end])?;
                    TermKind::Integer(i32::try_from(value).ok()?.into())
                }
                TokenKind::Token("<IDENTIFIER>") => TermKind::Function {
                    name: text[argument.start..argument.end].to_string(),
                    pool: vec![Vec::new()],
                    external: false,
                },
                TokenKind::Token("<STRING>") => {
                    TermKind::String(unescape_string(&text[argument.start..argument.end]))
                }
                _ => return None,
            };
            arguments.push(Term::new(span(argument.start, argument.end), kind));
            next = next_token(text, argument.end);
            match next.kind {
                TokenKind::Token(",") => {}
                TokenKind::Token(")") => break next.end,
                _ => return None,
            }
        }
    } else {
        name.end
    };
    let dot = if atom_end == name.end {
        next
    } else {
        next_token(text, atom_end)
    };
    if dot.kind != TokenKind::Dot {
        return None;
    }
    let atom = Atom {
        span: span(name.start, atom_end),
        negative: false,
        name: text[name.start..name.end].to_string(),
        pool: vec![arguments],
    };
    let head = Literal {
        span: atom.span,
        naf: Naf::Positive,
        kind: LiteralKind::Atom(atom),
    };
    let statement = Statement {
        span: span(name.start, dot.end),
        kind: StatementKind::Rule(Rule {
            head: Some(Head::Literal(head)),
            body: Vec::new(),
        }),
    };
    Some((statement, dot.end))
}
