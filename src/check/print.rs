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
                out.write_str(binary_operator(*op))?;
                self.write_term(out, r)?;
                out.write_char(')')
            }
        }
    }

    /// clingo's info about an undefined operation `term`: `operation undefined:` with the
    /// term, or for a call of a script function (rasp runs no scripts) that the function
    /// is not found.
    pub fn undefined_operation(&self, term: &Term) -> String {
        match term {
            Term::External(name, _, _) => format!(
                "operation undefined:\n  function '{}' not found",
                self.symbols.text(*name)
            ),
            _ => format!(
                "operation undefined:\n  {}",
                self.simplified_term_string(term)
            ),
        }
    }

    /// A term as gringo prints it after simplifying it (in its infos about undefined
    /// operations): sums, differences and products of one variable and integers as a linear
    /// term `(m*X+n)` (`(X+-1)` for `X-1`), integer arithmetic on integers folded.
    pub fn simplified_term_string(&self, term: &Term) -> String {
        self.render(self.simplify(term))
    }

    fn simplify(&self, term: &Term) -> Simplified {
        match term {
            Term::Symbol(crate::symbol::Symbol::Int(n)) => Simplified::Int(*n),
            Term::Variable(v) => Simplified::Linear(*v, 1, 0),
            Term::Function(name, args) => {
                let args: Vec<String> = args
                    .iter()
                    .map(|a| match self.simplify(a) {
                        // Outside arithmetic a variable stays itself.
                        Simplified::Linear(v, 1, 0) => self.vars[v.0 as usize].clone(),
                        other => self.render(other),
                    })
                    .collect();
                let name = self.symbols.text(*name);
                let mut out = name.to_string();
                if !args.is_empty() || name.is_empty() {
                    out.push('(');
                    out.push_str(&args.join(","));
                    if name.is_empty() && args.len() == 1 {
                        out.push(',');
                    }
                    out.push(')');
                }
                Simplified::Text(out)
            }
            Term::Unary(UnaryOp::Minus, operand, _) => match self.simplify(operand) {
                Simplified::Int(n) => Simplified::Int(n.wrapping_neg()),
                Simplified::Linear(v, m, n) => {
                    Simplified::Linear(v, m.wrapping_neg(), n.wrapping_neg())
                }
                other => Simplified::Text(format!("(-{})", self.render(other))),
            },
            Term::Binary(op, left, right, _) => {
                let (l, r) = (self.simplify(left), self.simplify(right));
                use Simplified::{Int, Linear};
                let zero_product = *op == BinaryOp::Mul && (l == Int(0) || r == Int(0));
                let folded = match (op, l.clone(), r.clone()) {
                    _ if zero_product => None,
                    (BinaryOp::Add, Int(a), Int(b)) => Some(Int(a.wrapping_add(b))),
                    (BinaryOp::Sub, Int(a), Int(b)) => Some(Int(a.wrapping_sub(b))),
                    (BinaryOp::Mul, Int(a), Int(b)) => Some(Int(a.wrapping_mul(b))),
                    (BinaryOp::Add, Int(c), Linear(v, m, n))
                    | (BinaryOp::Add, Linear(v, m, n), Int(c)) => {
                        Some(Linear(v, m, n.wrapping_add(c)))
                    }
                    (BinaryOp::Sub, Int(c), Linear(v, m, n)) => {
                        Some(Linear(v, m.wrapping_neg(), c.wrapping_sub(n)))
                    }
                    (BinaryOp::Sub, Linear(v, m, n), Int(c)) => {
                        Some(Linear(v, m, n.wrapping_sub(c)))
                    }
                    (BinaryOp::Mul, Int(c), Linear(v, m, n))
                    | (BinaryOp::Mul, Linear(v, m, n), Int(c)) => {
                        Some(Linear(v, m.wrapping_mul(c), n.wrapping_mul(c)))
                    }
                    _ => None,
                };
                folded.unwrap_or_else(|| {
                    Simplified::Text(format!(
                        "({}{}{})",
                        self.render(l),
                        binary_operator(*op),
                        self.render(r)
                    ))
                })
            }
            other => Simplified::Text(self.term_string(other)),
        }
    }

    fn render(&self, simplified: Simplified) -> String {
        match simplified {
            Simplified::Int(n) => n.to_string(),
            Simplified::Linear(v, 1, 0) => self.vars[v.0 as usize].clone(),
            Simplified::Linear(v, 1, n) => format!("({}+{n})", self.vars[v.0 as usize]),
            Simplified::Linear(v, m, 0) => format!("({m}*{})", self.vars[v.0 as usize]),
            Simplified::Linear(v, m, n) => format!("({m}*{}+{n})", self.vars[v.0 as usize]),
            Simplified::Text(text) => text,
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
            // As gringo prints atoms after simplifying them (`q((X+-1))`).
            let args: Vec<String> = atom
                .args
                .iter()
                .map(|a| self.simplified_term_string(a))
                .collect();
            out.push('(');
            out.push_str(&args.join(","));
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

/// How gringo prints a binary operator.
fn binary_operator(op: BinaryOp) -> &'static str {
    match op {
        BinaryOp::Xor => "^",
        BinaryOp::Or => "?",
        BinaryOp::And => "&",
        BinaryOp::Add => "+",
        BinaryOp::Sub => "-",
        BinaryOp::Mul => "*",
        BinaryOp::Div => "/",
        BinaryOp::Mod => "\\",
        BinaryOp::Pow => "**",
    }
}

/// A term as far as gringo simplifies it before printing (see
/// [`Printer::simplified_term_string`]).
#[derive(Clone, PartialEq, Eq)]
enum Simplified {
    /// An integer.
    Int(i32),
    /// `m*X+n`.
    Linear(VarId, i32, i32),
    /// Anything else, printed.
    Text(String),
}
