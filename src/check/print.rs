//! Printing the normalized program, for messages and tests.
//!
//! Terms print as clingo prints them in messages: operations fully parenthesized
//! (`(X+1)`, `(-Y)`), variables by name.

use super::ir::*;
use crate::symbol::SymbolTable;
use crate::syntax::ast::{BinaryOp, Naf, UnaryOp};
use std::fmt::{self, Write};

/// The context needed to print: names of symbols, predicates and variables.
pub struct Printer<'a> {
    /// The symbols.
    pub symbols: &'a SymbolTable,
    /// The program (for predicate names).
    pub program: &'a Program,
    /// The variable names of the rule being printed.
    pub vars: &'a [String],
}

impl Printer<'_> {
    /// A term.
    pub fn term(&self, out: &mut String, term: &Term) {
        let _ = self.write_term(out, term);
    }

    /// A term as a string.
    pub fn term_string(&self, term: &Term) -> String {
        let mut out = String::new();
        self.term(&mut out, term);
        out
    }

    fn write_term(&self, out: &mut String, term: &Term) -> fmt::Result {
        match term {
            Term::Symbol(s) => self.symbols.write(out, *s),
            Term::Variable(v) => out.write_str(&self.vars[v.0 as usize]),
            Term::Function(name, args) => {
                let name = self.symbols.text(*name);
                out.write_str(name)?;
                if args.is_empty() && !name.is_empty() {
                    return Ok(());
                }
                out.write_char('(')?;
                self.write_terms(out, args)?;
                if name.is_empty() && args.len() == 1 {
                    out.write_char(',')?;
                }
                out.write_char(')')
            }
            Term::External(name, args, _) => {
                write!(out, "@{}(", self.symbols.text(*name))?;
                self.write_terms(out, args)?;
                out.write_char(')')
            }
            Term::Unary(UnaryOp::Abs, t, _) => {
                out.write_char('|')?;
                self.write_term(out, t)?;
                out.write_char('|')
            }
            Term::Unary(op, t, _) => {
                out.write_str(if *op == UnaryOp::Minus { "(-" } else { "(~" })?;
                self.write_term(out, t)?;
                out.write_char(')')
            }
            Term::Binary(op, l, r, _) => {
                out.write_char('(')?;
                self.write_term(out, l)?;
                out.write_str(match op {
                    BinaryOp::Xor => "^",
                    BinaryOp::Or => "?",
                    BinaryOp::And => "&",
                    BinaryOp::Add => "+",
                    BinaryOp::Sub => "-",
                    BinaryOp::Mul => "*",
                    BinaryOp::Div => "/",
                    BinaryOp::Mod => "\\",
                    BinaryOp::Pow => "**",
                })?;
                self.write_term(out, r)?;
                out.write_char(')')
            }
        }
    }

    fn write_terms(&self, out: &mut String, terms: &[Term]) -> fmt::Result {
        for (i, t) in terms.iter().enumerate() {
            if i > 0 {
                out.write_char(',')?;
            }
            self.write_term(out, t)?;
        }
        Ok(())
    }

    /// An atom as clingo prints it in messages (`p(X,1)`, `-q`).
    pub fn atom(&self, atom: &Atom) -> String {
        let predicate = &self.program.predicates[atom.predicate.0 as usize];
        let mut out = String::new();
        if predicate.negative {
            out.push('-');
        }
        out.push_str(self.symbols.text(predicate.name));
        if !atom.args.is_empty() {
            out.push('(');
            let _ = self.write_terms(&mut out, &atom.args);
            out.push(')');
        }
        out
    }

    /// A literal.
    pub fn literal(&self, literal: &Literal) -> String {
        let naf = |naf: &Naf| match naf {
            Naf::Positive => "",
            Naf::Not => "not ",
            Naf::NotNot => "not not ",
        };
        match literal {
            Literal::Atom(n, atom) => format!("{}{}", naf(n), self.atom(atom)),
            Literal::Compare(n, l, r, t) => {
                format!(
                    "{}{}{}{}",
                    naf(n),
                    self.term_string(l),
                    r,
                    self.term_string(t)
                )
            }
            Literal::Range(v, l, h) => format!(
                "{}={}..{}",
                self.vars[v.0 as usize],
                self.term_string(l),
                self.term_string(h)
            ),
        }
    }
}
