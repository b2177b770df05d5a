//! Where the variables of a statement occur, by name, and which parts of it have variables
//! of their own: what tells a global variable of the statement from a local one of an
//! aggregate element, conditional literal or theory element.

use crate::diag::Span;
use crate::syntax::ast::{self, LiteralKind};
use std::collections::HashMap;

/// Where each variable occurs in a statement, by name.
pub(super) fn variable_occurrences(statement: &ast::Statement) -> HashMap<String, Vec<Span>> {
    let mut out: HashMap<String, Vec<Span>> = HashMap::new();
    let mut visit = |term: &ast::Term| term_variables(term, &mut out);
    let body = |body: &[ast::BodyElement], visit: &mut dyn FnMut(&ast::Term)| {
        for element in body {
            match element {
                ast::BodyElement::Literal(l) => literal_terms(l, visit),
                ast::BodyElement::Conditional(c) => conditional_terms(c, visit),
                ast::BodyElement::Aggregate { aggregate, .. } => {
                    aggregate_terms(aggregate, visit, |e, visit| {
                        e.terms.iter().for_each(&mut *visit);
                        e.condition.iter().for_each(|l| literal_terms(l, visit));
                    })
                }
                ast::BodyElement::Theory { atom, .. } => theory_terms(atom, visit),
            }
        }
    };
    use ast::StatementKind as K;
    match &statement.kind {
        K::Rule(rule) => {
            match &rule.head {
                Some(ast::Head::Literal(l)) => literal_terms(l, &mut visit),
                Some(ast::Head::Disjunction(elements)) => elements
                    .iter()
                    .for_each(|c| conditional_terms(c, &mut visit)),
                Some(ast::Head::Aggregate(aggregate)) => {
                    aggregate_terms(aggregate, &mut visit, |e, visit| {
                        e.terms.iter().for_each(&mut *visit);
                        literal_terms(&e.literal, visit);
                        e.condition.iter().for_each(|l| literal_terms(l, visit));
                    })
                }
                Some(ast::Head::Theory(atom)) => theory_terms(atom, &mut visit),
                None => {}
            }
            body(&rule.body, &mut visit);
        }
        K::WeakConstraint(weak) => {
            body(&weak.body, &mut visit);
            visit(&weak.weight);
            weak.priority.iter().chain(&weak.terms).for_each(&mut visit);
        }
        K::Optimize(optimize) => {
            for e in &optimize.elements {
                visit(&e.weight);
                e.priority.iter().chain(&e.terms).for_each(&mut visit);
                e.condition
                    .iter()
                    .for_each(|l| literal_terms(l, &mut visit));
            }
        }
        K::ShowTerm { term, body: b } => {
            visit(term);
            body(b, &mut visit);
        }
        K::ProjectAtom { atom, body: b } => {
            atom.terms().for_each(&mut visit);
            body(b, &mut visit);
        }
        K::External(external) => {
            external.atom.terms().for_each(&mut visit);
            external.value.iter().for_each(&mut visit);
            body(&external.body, &mut visit);
        }
        K::Heuristic(h) => {
            h.atom.terms().for_each(&mut visit);
            [&h.weight, &h.modifier].into_iter().for_each(&mut visit);
            h.priority.iter().for_each(&mut visit);
            body(&h.body, &mut visit);
        }
        K::Edge { pairs, body: b } => {
            pairs.iter().for_each(|(u, v)| {
                visit(u);
                visit(v);
            });
            body(b, &mut visit);
        }
        _ => {}
    }
    for (name, span) in theory_variables(statement) {
        out.entry(name).or_default().push(span);
    }
    out
}

/// The parts of a statement with variables of their own: body aggregate elements and
/// conditional literals, theory atom elements, and head elements with a condition.
pub(super) fn local_spans(statement: &ast::Statement) -> Vec<Span> {
    let mut out = Vec::new();
    let (head, body) = match &statement.kind {
        ast::StatementKind::Rule(rule) => (rule.head.as_ref(), &rule.body[..]),
        ast::StatementKind::WeakConstraint(weak) => (None, &weak.body[..]),
        ast::StatementKind::ShowTerm { body, .. }
        | ast::StatementKind::ProjectAtom { body, .. }
        | ast::StatementKind::Edge { body, .. } => (None, &body[..]),
        ast::StatementKind::External(external) => (None, &external.body[..]),
        ast::StatementKind::Heuristic(heuristic) => (None, &heuristic.body[..]),
        _ => return out,
    };
    for element in body {
        match element {
            ast::BodyElement::Literal(_) => {}
            ast::BodyElement::Conditional(c) => out.push(c.span),
            ast::BodyElement::Aggregate { aggregate, .. } => match &aggregate.elements {
                ast::AggregateElements::Set(set) => out.extend(set.iter().map(|e| e.span)),
                ast::AggregateElements::Function(_, list) => {
                    out.extend(list.iter().map(|e| e.span))
                }
            },
            ast::BodyElement::Theory { atom, .. } => {
                out.extend(atom.elements.iter().map(|e| e.span))
            }
        }
    }
    match head {
        Some(ast::Head::Disjunction(elements)) => out.extend(
            (elements.iter())
                .filter(|e| !e.condition.is_empty())
                .map(|e| e.span),
        ),
        Some(ast::Head::Aggregate(aggregate)) => match &aggregate.elements {
            ast::AggregateElements::Set(set) => out.extend(
                (set.iter())
                    .filter(|e| !e.condition.is_empty())
                    .map(|e| e.span),
            ),
            ast::AggregateElements::Function(_, list) => out.extend(
                (list.iter())
                    .filter(|e| !e.condition.is_empty())
                    .map(|e| e.span),
            ),
        },
        Some(ast::Head::Theory(atom)) => out.extend(atom.elements.iter().map(|e| e.span)),
        _ => {}
    }
    out
}

/// The ordinary terms of a theory atom: its name's arguments and its elements' conditions
/// (its theory terms are visited by [`theory_variables`]).
fn theory_terms(atom: &ast::TheoryAtom, visit: &mut dyn FnMut(&ast::Term)) {
    atom.name.terms().for_each(&mut *visit);
    for element in &atom.elements {
        element
            .condition
            .iter()
            .for_each(|l| literal_terms(l, visit));
    }
}

/// The variables of the theory terms of a statement's theory atoms (element tuples and
/// guards), with where they were written.
fn theory_variables(statement: &ast::Statement) -> Vec<(String, Span)> {
    let mut out = Vec::new();
    let mut add = |name: &str, span: Span| out.push((name.to_string(), span));
    for atom in statement.theory_atoms() {
        for element in &atom.elements {
            element
                .tuple
                .iter()
                .for_each(|t| t.for_each_variable(&mut add));
        }
        if let Some((_, guard)) = &atom.guard {
            guard.for_each_variable(&mut add);
        }
    }
    out
}

fn term_variables(term: &ast::Term, out: &mut HashMap<String, Vec<Span>>) {
    use ast::TermKind as T;
    match &term.kind {
        T::Variable(name) => out.entry(name.clone()).or_default().push(term.span),
        T::Function { pool, .. } => pool.iter().flatten().for_each(|t| term_variables(t, out)),
        T::Tuple(ts) | T::Pool(ts) => ts.iter().for_each(|t| term_variables(t, out)),
        T::Unary(_, t) => term_variables(t, out),
        T::Binary(_, l, r) | T::Interval(l, r) => {
            term_variables(l, out);
            term_variables(r, out);
        }
        T::Integer(_) | T::String(_) | T::Anonymous | T::Infimum | T::Supremum => {}
    }
}

fn literal_terms(literal: &ast::Literal, visit: &mut dyn FnMut(&ast::Term)) {
    match &literal.kind {
        LiteralKind::Boolean(_) => {}
        LiteralKind::Atom(atom) => atom.terms().for_each(visit),
        LiteralKind::Comparison(c) => {
            visit(&c.left);
            c.rest.iter().for_each(|(_, t)| visit(t));
        }
    }
}

fn conditional_terms(conditional: &ast::ConditionalLiteral, visit: &mut dyn FnMut(&ast::Term)) {
    literal_terms(&conditional.literal, visit);
    (conditional.condition.iter()).for_each(|l| literal_terms(l, visit));
}

fn aggregate_terms<E>(
    aggregate: &ast::Aggregate<E>,
    visit: &mut dyn FnMut(&ast::Term),
    element: impl Fn(&E, &mut dyn FnMut(&ast::Term)),
) {
    for guard in aggregate.left.iter().chain(&aggregate.right) {
        visit(&guard.term);
    }
    match &aggregate.elements {
        ast::AggregateElements::Set(set) => set.iter().for_each(|c| conditional_terms(c, visit)),
        ast::AggregateElements::Function(_, elements) => {
            elements.iter().for_each(|e| element(e, visit))
        }
    }
}
