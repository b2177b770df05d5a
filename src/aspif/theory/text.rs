//! Theory atoms as gringo's `--text` prints them.

use super::is_operator_char;
use super::{TheoryAtom, TheoryData, TheoryElementId, TheoryFunction, TheoryTerm, TheoryTermId};
use crate::aspif::GroundLit;

impl TheoryData {
    /// Term `id` as gringo prints it in `--text` output: negative numbers in parentheses
    /// (`(-1)`), operators (a name starting with an operator character, or `not`) applied
    /// to one or two arguments in parentheses (`(1+2)`, `(-x)`), functions as `f(a,b)`,
    /// tuples, sets and lists with their brackets (`(a,)`, `{a,b}`, `[a]`).
    pub fn term_text(&self, id: TheoryTermId) -> String {
        let mut out = String::new();
        self.write_term(&mut out, id);
        out
    }

    fn write_term(&self, out: &mut String, id: TheoryTermId) {
        match self.term(id) {
            None => out.push('?'),
            Some(TheoryTerm::Number(n)) if *n < 0 => out.push_str(&format!("({n})")),
            Some(TheoryTerm::Number(n)) => out.push_str(&n.to_string()),
            Some(TheoryTerm::Symbol(s)) => out.push_str(s),
            Some(TheoryTerm::Compound { function, args }) => {
                let (open, close) = match function {
                    TheoryFunction::Set => ('{', '}'),
                    TheoryFunction::List => ('[', ']'),
                    TheoryFunction::Tuple | TheoryFunction::Term(_) => ('(', ')'),
                };
                let op = match function {
                    TheoryFunction::Term(name) if args.len() <= 2 => self.operator(*name, args),
                    _ => None,
                };
                if let (TheoryFunction::Term(name), None) = (function, op) {
                    self.write_term(out, *name);
                }
                out.push(open);
                if let Some(op) = op.filter(|_| args.len() <= 1) {
                    out.push_str(op);
                }
                for (i, arg) in args.iter().enumerate() {
                    if i > 0 {
                        out.push_str(op.unwrap_or(","));
                    }
                    self.write_term(out, *arg);
                }
                if *function == TheoryFunction::Tuple && args.len() == 1 {
                    out.push(',');
                }
                out.push(close);
            }
        }
    }

    /// The operator that the function `name` of a compound term with `args` is printed as,
    /// as gringo decides it: a symbol whose first character is an operator character, or
    /// `not` (`not x`, `x not y`).
    fn operator(&self, name: TheoryTermId, args: &[TheoryTermId]) -> Option<&str> {
        match self.term(name) {
            Some(TheoryTerm::Symbol(s)) if s.starts_with(is_operator_char) => Some(s),
            Some(TheoryTerm::Symbol(s)) if s == "not" => Some(match args.len() {
                1 => "not ",
                _ => " not ",
            }),
            _ => None,
        }
    }

    /// Element `id` as gringo prints it: its terms separated by commas, then `: ` and the
    /// condition's literals (written by `lit`) separated by commas if it has any (an
    /// element with neither is `: `).
    pub fn element_text(&self, id: TheoryElementId, lit: &dyn Fn(GroundLit) -> String) -> String {
        let Some(element) = self.element(id) else {
            return "?".into();
        };
        let mut out = String::new();
        for (i, term) in element.terms.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            self.write_term(&mut out, *term);
        }
        if !element.condition.is_empty() || element.terms.is_empty() {
            out.push_str(": ");
        }
        let condition: Vec<String> = element.condition.iter().map(|&l| lit(l)).collect();
        out.push_str(&condition.join(","));
        out
    }

    /// `atom` as gringo prints it in `--text` output: `&name{elements}` with the elements
    /// separated by `; `, then the guard as `op(term)`: `&sum{1: p(1); 2: p(2)}>=(2)`.
    pub fn atom_text(&self, atom: &TheoryAtom, lit: &dyn Fn(GroundLit) -> String) -> String {
        let mut out = String::from("&");
        self.write_term(&mut out, atom.name);
        out.push('{');
        for (i, element) in atom.elements.iter().enumerate() {
            if i > 0 {
                out.push_str("; ");
            }
            out.push_str(&self.element_text(*element, lit));
        }
        out.push('}');
        if let Some((op, rhs)) = atom.guard {
            self.write_term(&mut out, op);
            out.push('(');
            self.write_term(&mut out, rhs);
            out.push(')');
        }
        out
    }
}
