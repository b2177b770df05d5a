//! Theory definitions (`#theory`): which theory atoms may be written where, and how the
//! operators of their terms bind. A theory term is read as a row of operators and terms
//! (`ast::TheoryTerm`); [`TermDefinition::parse`] gives it its structure by the priorities
//! and associativities of the operators its definition declares, as gringo's
//! `TheoryParser` does (a shunting-yard: a binary operator first reduces the operators on
//! the stack that bind at least as tightly, or equally tightly if it is left-associative).

use crate::diag::{Diagnostic, Span};
use crate::syntax::ast::{
    self, TheoryAtomKind, TheoryOperatorKind, TheoryPrimary, TheoryTerm as RawTerm,
};
use std::collections::HashMap;

/// The theory definitions of a program, in the order they were written.
#[derive(Debug, Default)]
pub(crate) struct Theories {
    theories: Vec<Theory>,
}

#[derive(Debug)]
struct Theory {
    name: String,
    span: Span,
    terms: Vec<TermDefinition>,
    atoms: Vec<AtomDefinition>,
}

/// A theory's term definition: its operators, by text and whether they are unary.
#[derive(Debug)]
pub(crate) struct TermDefinition {
    name: String,
    span: Span,
    operators: HashMap<(String, bool), (u32, TheoryOperatorKind, Span)>,
}

#[derive(Debug)]
struct AtomDefinition {
    name: String,
    arity: u32,
    span: Span,
    elements: String,
    guard: Option<(Vec<String>, String)>,
    kind: TheoryAtomKind,
}

/// Where a theory atom is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Position {
    /// In a body.
    Body,
    /// In a head; whether the rule has a body.
    Head(bool),
}

/// What a theory atom's definition says of it.
pub(crate) struct Resolved<'a> {
    /// Whether it is a directive (it has no program atom).
    pub directive: bool,
    /// The definition of its elements' terms.
    pub elements: &'a TermDefinition,
    /// The definition of its guard's term, if it has a guard.
    pub guard: Option<&'a TermDefinition>,
}

/// A theory term with its operators resolved; the primaries are those written.
pub(crate) enum Parsed<'a> {
    /// A term without operators at its top.
    Primary(&'a TheoryPrimary),
    /// A prefix operator applied to a term.
    Unary(String, Box<Parsed<'a>>),
    /// An infix operator applied to two terms.
    Binary(String, Box<Parsed<'a>>, Box<Parsed<'a>>),
}

impl Theories {
    /// Adds a theory definition written at `span`, with gringo's errors for what it
    /// defines twice.
    pub fn add(&mut self, definition: &ast::TheoryDefinition, span: Span) -> Vec<Diagnostic> {
        let mut errors = Vec::new();
        if let Some(first) = self.theories.iter().find(|t| t.name == definition.name) {
            errors.push(
                Diagnostic::error(
                    span,
                    format!("redefinition of theory:\n  {}", definition.name),
                )
                .with_note(first.span, "theory first defined here"),
            );
            return errors;
        }
        let mut theory = Theory {
            name: definition.name.clone(),
            span,
            terms: Vec::new(),
            atoms: Vec::new(),
        };
        for term in &definition.terms {
            add_term(&mut theory, term, &mut errors);
        }
        for atom in &definition.atoms {
            let same = |a: &&AtomDefinition| a.name == atom.name && a.arity == atom.arity;
            if let Some(first) = theory.atoms.iter().find(same) {
                errors.push(
                    Diagnostic::error(
                        atom.span,
                        format!(
                            "redefinition of theory atom:\n  {}/{}",
                            atom.name, atom.arity
                        ),
                    )
                    .with_note(first.span, "atom first defined here"),
                );
                continue;
            }
            theory.atoms.push(AtomDefinition {
                name: atom.name.clone(),
                arity: atom.arity,
                span: atom.span,
                elements: atom.elements.clone(),
                guard: atom.guard.clone(),
                kind: atom.kind,
            });
        }
        self.theories.push(theory);
        errors
    }

    /// The definition of `atom` written at `position`, or gringo's errors (at the atom).
    pub fn resolve(
        &self,
        atom: &ast::TheoryAtom,
        position: Position,
    ) -> Result<Resolved<'_>, Vec<Diagnostic>> {
        let arity = atom.name.pool.first().map_or(0, Vec::len) as u32;
        let signature = format!("{}/{arity}", atom.name.name);
        let error = |message: &str, what: &str| {
            Err(vec![Diagnostic::error(
                atom.span,
                format!("{message}:\n  {what}"),
            )])
        };
        for theory in &self.theories {
            let Some(definition) =
                (theory.atoms.iter()).find(|a| a.name == atom.name.name && a.arity == arity)
            else {
                continue;
            };
            // gringo's wording: a body atom in a head is "a head atom used in body".
            match (position, definition.kind) {
                (Position::Body, TheoryAtomKind::Head) => {
                    return error("theory body atom used in head", &signature);
                }
                (Position::Body, TheoryAtomKind::Directive) => {
                    return error("theory directive used in body", &signature);
                }
                (Position::Head(_), TheoryAtomKind::Body) => {
                    return error("theory head atom used in body", &signature);
                }
                (Position::Head(true), TheoryAtomKind::Directive) => {
                    return error("theory directive used with body", &signature);
                }
                _ => {}
            }
            let term = |name: &str| theory.terms.iter().find(|t| t.name == name);
            let mut errors = Vec::new();
            let elements = term(&definition.elements);
            if elements.is_none() {
                errors.push(Diagnostic::error(
                    atom.span,
                    format!("missing definition for term:\n  {}", definition.elements),
                ));
            }
            let mut guard = None;
            if let Some((operator, _)) = &atom.guard {
                match &definition.guard {
                    None => errors.push(Diagnostic::error(
                        atom.span,
                        format!("unexpected guard:\n  {signature}"),
                    )),
                    Some((operators, name)) => match term(name) {
                        Some(_) if !operators.contains(operator) => errors.push(
                            Diagnostic::error(
                                atom.span,
                                format!("unexpected operator:\n  {operator}"),
                            )
                            .with_note(
                                atom.span,
                                format!("expected one of:\n  {}", operators.join(",")),
                            ),
                        ),
                        Some(definition) => guard = Some(definition),
                        None => errors.push(Diagnostic::error(
                            atom.span,
                            format!("missing definition for term:\n  {name}"),
                        )),
                    },
                }
            }
            return match elements {
                Some(elements) if errors.is_empty() => Ok(Resolved {
                    directive: definition.kind == TheoryAtomKind::Directive,
                    elements,
                    guard,
                }),
                _ => Err(errors),
            };
        }
        error("no definition found for theory atom", &signature)
    }
}

/// Adds a term definition to `theory`, with gringo's errors for what it defines twice.
fn add_term(theory: &mut Theory, term: &ast::TheoryTermDefinition, errors: &mut Vec<Diagnostic>) {
    if let Some(first) = theory.terms.iter().find(|t| t.name == term.name) {
        errors.push(
            Diagnostic::error(
                term.span,
                format!("redefinition of theory term:\n  {}", term.name),
            )
            // (sic: gringo's wording)
            .with_note(first.span, "term first defined term"),
        );
        return;
    }
    let mut operators = HashMap::new();
    for op in &term.operators {
        let key = (op.operator.clone(), op.kind == TheoryOperatorKind::Unary);
        if let Some(&(_, _, first)) = operators.get(&key) {
            errors.push(
                Diagnostic::error(
                    op.span,
                    format!("redefinition of theory operator:\n  {}", op.operator),
                )
                .with_note(first, "operator first defined here"),
            );
            continue;
        }
        operators.insert(key, (op.priority, op.kind, op.span));
    }
    theory.terms.push(TermDefinition {
        name: term.name.clone(),
        span: term.span,
        operators,
    });
}

impl TermDefinition {
    fn priority(&self, operator: &str, unary: bool) -> u32 {
        (self.operators.get(&(operator.to_string(), unary))).map_or(0, |&(p, ..)| p)
    }

    /// Gives `term` its structure by this definition's operators; an operator it does not
    /// define is an error at `span` (the theory atom's), as in gringo.
    pub fn parse<'t>(
        &self,
        term: &'t RawTerm,
        span: Span,
        errors: &mut Vec<Diagnostic>,
    ) -> Parsed<'t> {
        enum Item<'t> {
            Operator(String, bool),
            Term(Parsed<'t>),
        }
        fn reduce<'t>(stack: &mut Vec<Item<'t>>) {
            let Some(Item::Term(right)) = stack.pop() else {
                unreachable!("a term on top")
            };
            let Some(Item::Operator(operator, unary)) = stack.pop() else {
                unreachable!("an operator below")
            };
            let term = if unary {
                Parsed::Unary(operator, Box::new(right))
            } else {
                let Some(Item::Term(left)) = stack.pop() else {
                    unreachable!("a term below a binary operator")
                };
                Parsed::Binary(operator, Box::new(left), Box::new(right))
            };
            stack.push(Item::Term(term));
        }
        let mut stack: Vec<Item<'t>> = Vec::new();
        let mut unary = true;
        for (operators, primary) in &term.parts {
            for operator in operators {
                if !self.operators.contains_key(&(operator.clone(), unary)) {
                    errors.push(Diagnostic::error(
                        span,
                        format!("missing definition for operator:\n  {operator}"),
                    ));
                }
                while !unary && stack.len() >= 2 {
                    let (current, left) = match self.operators.get(&(operator.clone(), false)) {
                        Some(&(p, kind, _)) => (p, kind == TheoryOperatorKind::BinaryLeft),
                        None => (0, true),
                    };
                    let Item::Operator(previous, previous_unary) = &stack[stack.len() - 2] else {
                        unreachable!("an operator below the top term")
                    };
                    let previous = self.priority(previous, *previous_unary);
                    if previous > current || (previous == current && left) {
                        reduce(&mut stack);
                    } else {
                        break;
                    }
                }
                stack.push(Item::Operator(operator.clone(), unary));
                unary = true;
            }
            stack.push(Item::Term(Parsed::Primary(primary)));
            unary = false;
        }
        while stack.len() > 1 {
            reduce(&mut stack);
        }
        match stack.pop() {
            Some(Item::Term(term)) => term,
            _ => unreachable!("a theory term has a primary"),
        }
    }
}

/// A theory atom as gringo writes it in messages: `&a{(X): q(X)}<=(Y)`, each term in
/// parentheses. (gringo writes the terms with their operators resolved, `((X)+(1))`; this
/// writes the operators as they stand between the terms, `((X)+(1))` for `X+1` alike but
/// without the inner grouping of longer rows.)
pub(crate) fn gringo_text(atom: &ast::TheoryAtom) -> String {
    let mut out = format!("&{}{{", atom.name);
    for (i, element) in atom.elements.iter().enumerate() {
        if i > 0 {
            out.push_str("; ");
        }
        let terms: Vec<String> = element.tuple.iter().map(raw_text).collect();
        out.push_str(&terms.join(","));
        if !element.condition.is_empty() {
            let condition: Vec<String> = element.condition.iter().map(|l| l.to_string()).collect();
            out.push_str(": ");
            out.push_str(&condition.join(","));
        }
    }
    out.push('}');
    if let Some((operator, term)) = &atom.guard {
        out.push_str(operator);
        out.push_str(&raw_text(term));
    }
    out
}

fn raw_text(term: &RawTerm) -> String {
    if let [(operators, primary)] = &term.parts[..]
        && operators.is_empty()
    {
        return primary_text(primary);
    }
    let mut out = String::from("(");
    for (operators, primary) in &term.parts {
        for operator in operators {
            out.push_str(operator);
        }
        out.push_str(&primary_text(primary));
    }
    out.push(')');
    out
}

fn primary_text(primary: &TheoryPrimary) -> String {
    let list = |terms: &[RawTerm]| terms.iter().map(raw_text).collect::<Vec<_>>().join(",");
    match primary {
        TheoryPrimary::Function(name, args) => format!("{name}({})", list(args)),
        TheoryPrimary::Tuple(terms) if terms.len() == 1 => format!("({},)", list(terms)),
        TheoryPrimary::Tuple(terms) => format!("({})", list(terms)),
        TheoryPrimary::Set(terms) => format!("{{{}}}", list(terms)),
        TheoryPrimary::List(terms) => format!("[{}]", list(terms)),
        TheoryPrimary::Parenthesized(term) => raw_text(term),
        leaf => format!("({leaf})"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diag::FileId;

    fn show(parsed: &Parsed<'_>) -> String {
        match parsed {
            Parsed::Primary(p) => p.to_string(),
            Parsed::Unary(op, t) => format!("({op}{})", show(t)),
            Parsed::Binary(op, a, b) => format!("({}{op}{})", show(a), show(b)),
        }
    }

    #[test]
    fn operators_bind_by_priority_and_associativity() {
        let text = "#theory t { term { + : 1, binary, left; * : 2, binary, left; \
                    ** : 3, binary, right; - : 4, unary }; &a/0 : term, any }.\n\
                    :- &a{ 1 + 2 * 3 + - 4 ** 5 ** 6 }.";
        let program = crate::syntax::parse(text, FileId(0)).expect("parses");
        let ast::StatementKind::Theory(definition) = &program.statements[0].kind else {
            panic!("a theory")
        };
        let mut theories = Theories::default();
        let span = program.statements[0].span;
        assert!(theories.add(definition, span).is_empty());
        let atom = program.statements[1].theory_atoms()[0];
        let Ok(resolved) = theories.resolve(atom, Position::Body) else {
            panic!("defined")
        };
        let mut errors = Vec::new();
        let parsed = resolved
            .elements
            .parse(&atom.elements[0].tuple[0], span, &mut errors);
        assert!(errors.is_empty());
        assert_eq!(show(&parsed), "((1+(2*3))+((-4)**(5**6)))");
    }
}
