//! clingo's `info: global variable in tuple of aggregate element`: a variable in the tuple of
//! a `#count`/`#sum`/`#min`/`#max` element (in a body, or a head aggregate written with
//! tuples) that also occurs outside every element of the statement, so that all instances
//! of the element share its value (`#count{X : d(Y)} = 1, d(X)` counts one tuple, not one
//! per `X`). gringo's variables of a statement have *levels*: those of its head literal,
//! plain body literals, aggregate bounds and directive terms are global (level 0); each
//! element of an aggregate, a conditional literal or a disjunction opens a level of its
//! own. Aggregates written as sets (`{ p(X) : q(X) }`, choice rules) have no tuples of
//! their own and get no such info.

use crate::diag::{Diagnostic, Span, Warning};
use crate::syntax::ast::{
    AggregateElements, Atom, BodyElement, Head, Literal, LiteralKind, Statement, StatementKind,
    Term, TermKind,
};
use std::collections::HashSet;

/// The infos of `statement`, in the order of its aggregates; per aggregate, one per variable
/// name (sorted by name), at its first occurrence in a tuple.
pub(super) fn global_tuple_variables(statement: &Statement) -> Vec<Diagnostic> {
    let mut globals = HashSet::new();
    let mut tuples: Vec<Vec<&Term>> = Vec::new();
    let global_terms: Vec<&Term> = match &statement.kind {
        StatementKind::Rule(rule) => {
            match &rule.head {
                Some(Head::Literal(literal)) => literal_vars(literal, &mut globals),
                Some(Head::Aggregate(aggregate)) => {
                    for guard in aggregate.left.iter().chain(&aggregate.right) {
                        term_vars(&guard.term, &mut |name, _| {
                            globals.insert(name);
                        });
                    }
                    if let AggregateElements::Function(_, elements) = &aggregate.elements {
                        tuples.push(elements.iter().flat_map(|e| &e.terms).collect());
                    }
                }
                Some(Head::Disjunction(_) | Head::Theory(_)) | None => {}
            }
            body_vars(&rule.body, &mut globals, &mut tuples);
            Vec::new()
        }
        StatementKind::WeakConstraint(weak) => {
            body_vars(&weak.body, &mut globals, &mut tuples);
            let terms = std::iter::once(&weak.weight).chain(&weak.priority);
            terms.chain(&weak.terms).collect()
        }
        StatementKind::ShowTerm { term, body } => {
            body_vars(body, &mut globals, &mut tuples);
            vec![term]
        }
        StatementKind::ProjectAtom { atom, body } => {
            body_vars(body, &mut globals, &mut tuples);
            atom_terms(atom).collect()
        }
        StatementKind::External(external) => {
            body_vars(&external.body, &mut globals, &mut tuples);
            atom_terms(&external.atom).chain(&external.value).collect()
        }
        StatementKind::Heuristic(heuristic) => {
            body_vars(&heuristic.body, &mut globals, &mut tuples);
            let terms = [&heuristic.weight, &heuristic.modifier].into_iter();
            (atom_terms(&heuristic.atom).chain(terms))
                .chain(&heuristic.priority)
                .collect()
        }
        StatementKind::Edge { pairs, body } => {
            body_vars(body, &mut globals, &mut tuples);
            pairs.iter().flat_map(|(u, v)| [u, v]).collect()
        }
        _ => Vec::new(),
    };
    for term in global_terms {
        term_vars(term, &mut |name, _| {
            globals.insert(name);
        });
    }
    let mut infos = Vec::new();
    for tuple in tuples {
        let mut found: Vec<(&str, Span)> = Vec::new();
        for term in tuple {
            term_vars(term, &mut |name, span| {
                if globals.contains(name) && !found.iter().any(|&(n, _)| n == name) {
                    found.push((name, span));
                }
            });
        }
        found.sort_by_key(|&(name, _)| name);
        infos.extend(found.into_iter().map(|(name, span)| {
            Diagnostic::info(
                Warning::GlobalVariable,
                span,
                format!("global variable in tuple of aggregate element:\n  {name}"),
            )
        }));
    }
    infos
}

/// Collects the global variables of `body` and the tuples of its aggregates with tuples.
fn body_vars<'a>(
    body: &'a [BodyElement],
    globals: &mut HashSet<&'a str>,
    tuples: &mut Vec<Vec<&'a Term>>,
) {
    for element in body {
        match element {
            BodyElement::Literal(literal) => literal_vars(literal, globals),
            BodyElement::Conditional(_) | BodyElement::Theory { .. } => {}
            BodyElement::Aggregate { aggregate, .. } => {
                for guard in aggregate.left.iter().chain(&aggregate.right) {
                    term_vars(&guard.term, &mut |name, _| {
                        globals.insert(name);
                    });
                }
                if let AggregateElements::Function(_, elements) = &aggregate.elements {
                    tuples.push(elements.iter().flat_map(|e| &e.terms).collect());
                }
            }
        }
    }
}

/// Adds the variables of a plain literal to `globals`.
fn literal_vars<'a>(literal: &'a Literal, globals: &mut HashSet<&'a str>) {
    let mut add = |name, _| {
        globals.insert(name);
    };
    match &literal.kind {
        LiteralKind::Boolean(_) => {}
        LiteralKind::Atom(atom) => atom_terms(atom).for_each(|t| term_vars(t, &mut add)),
        LiteralKind::Comparison(comparison) => {
            term_vars(&comparison.left, &mut add);
            comparison
                .rest
                .iter()
                .for_each(|(_, t)| term_vars(t, &mut add));
        }
    }
}

/// The argument terms of an atom (all its pool's alternatives).
fn atom_terms(atom: &Atom) -> impl Iterator<Item = &Term> {
    atom.terms()
}

/// Calls `f` with the name and place of each named variable occurrence in `term`, left to
/// right.
fn term_vars<'a>(term: &'a Term, f: &mut impl FnMut(&'a str, Span)) {
    match &term.kind {
        TermKind::Variable(name) => f(name, term.span),
        TermKind::Integer(_)
        | TermKind::String(_)
        | TermKind::Anonymous
        | TermKind::Infimum
        | TermKind::Supremum => {}
        TermKind::Function { pool, .. } => pool.iter().flatten().for_each(|t| term_vars(t, f)),
        TermKind::Tuple(terms) | TermKind::Pool(terms) => {
            terms.iter().for_each(|t| term_vars(t, f))
        }
        TermKind::Unary(_, t) => term_vars(t, f),
        TermKind::Binary(_, l, r) | TermKind::Interval(l, r) => {
            term_vars(l, f);
            term_vars(r, f);
        }
    }
}
