//! A fast path for the bulk of large inputs: ground facts `p(c1,...,cn).` whose arguments are
//! constants, numbers or strings, read with the token lexer instead of the pest grammar and
//! stored compactly in a [`Facts`] block.
//!
//! pest spends most of its time on rule bookkeeping, which for instance files of 10^5 facts
//! costs more than grounding them; and a syntax tree per fact costs some 600 bytes, which
//! for such files is most of the memory rasp needs. This reader accepts only that one shape
//! and records the facts in the flat block, from which [`Facts::statement`] rebuilds exactly
//! the tree the grammar builds (spans included); on anything else it declines and the
//! grammar parses the statement. A property test in `parser.rs` checks the two agree.

use super::ast::*;
use super::parser::{parse_number, unescape_string};
use super::token::{TokenKind, next_token};
use crate::diag::{FileId, Span};
use std::collections::HashMap;

/// Reads simple facts into the block of the current run of them.
pub(crate) struct FactReader<'a> {
    text: &'a str,
    /// The current run (empty between runs).
    block: Facts,
    /// Name indexes of the current block by source text (identifiers as written, strings
    /// with their quotes, so the two never collide).
    interned: HashMap<&'a str, u32>,
}

impl<'a> FactReader<'a> {
    /// A reader of facts in `text`, the contents of `file`.
    pub fn new(text: &'a str, file: FileId) -> FactReader<'a> {
        FactReader {
            text,
            block: Facts {
                file,
                ..Facts::default()
            },
            interned: HashMap::new(),
        }
    }

    /// Reads the fact starting at or after `pos` into the current block and returns the
    /// position after its `.`, if the statement there is a simple ground fact; otherwise
    /// leaves the block as it was.
    pub fn read(&mut self, pos: usize) -> Option<usize> {
        let arguments = self.block.arguments.len();
        let end = self.fact(pos);
        if end.is_none() {
            self.block.arguments.truncate(arguments);
        }
        end
    }

    /// The statement of the facts read since the last call, if any.
    pub fn take(&mut self) -> Option<Statement> {
        if self.block.facts.is_empty() {
            return None;
        }
        self.interned.clear();
        let file = self.block.file;
        let block = std::mem::replace(
            &mut self.block,
            Facts {
                file,
                ..Facts::default()
            },
        );
        let (first, last) = (block.facts[0], block.facts[block.facts.len() - 1]);
        Some(Statement {
            span: Span::new(file, first.start as usize, last.end as usize),
            kind: StatementKind::Facts(block),
        })
    }

    /// The index of a name given by its source text `raw` and its value.
    fn intern(&mut self, raw: &'a str, value: impl FnOnce() -> String) -> u32 {
        let names = &mut self.block.names;
        *self.interned.entry(raw).or_insert_with(|| {
            names.push(value());
            (names.len() - 1) as u32
        })
    }

    fn fact(&mut self, pos: usize) -> Option<usize> {
        let text = self.text;
        let name = next_token(text, pos);
        if name.kind != TokenKind::Token("<IDENTIFIER>") {
            return None;
        }
        let mut count = 0;
        let mut next = next_token(text, name.end);
        let atom_end = if next.kind == TokenKind::Token("(") {
            loop {
                let argument = next_token(text, next.end);
                let raw = &text[argument.start..argument.end];
                let value = match argument.kind {
                    TokenKind::Token(")") if count == 0 => {
                        next = argument;
                        break next.end;
                    }
                    TokenKind::Token("<NUMBER>") => {
                        Constant::Integer(i32::try_from(parse_number(raw)?).ok()?)
                    }
                    TokenKind::Token("<IDENTIFIER>") => {
                        Constant::Identifier(self.intern(raw, || raw.to_string()))
                    }
                    TokenKind::Token("<STRING>") => {
                        Constant::String(self.intern(raw, || unescape_string(raw)))
                    }
                    _ => return None,
                };
                self.block.arguments.push(FactArgument {
                    value,
                    start: argument.start as u32,
                    end: argument.end as u32,
                });
                count += 1;
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
        let raw = &text[name.start..name.end];
        let name_index = self.intern(raw, || raw.to_string());
        self.block.facts.push(Fact {
            name: name_index,
            start: name.start as u32,
            atom_end: atom_end as u32,
            end: dot.end as u32,
            arguments_end: self.block.arguments.len() as u32,
        });
        Some(dot.end)
    }
}
