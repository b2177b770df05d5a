//! Script calls (`@f(t,...)`) when the grounder has script functions to call (see
//! `ground::script`): gringo replaces every call by a fresh variable `V` bound by the
//! literal `V = @f(t,...)`, because a function returns any number of values. A call in a
//! rule's head, a body literal, or a bound of an aggregate gets its literal in the rule's
//! body; a call in an element of an aggregate or in a conditional literal gets it in that
//! element's (literal's) condition. Head disjunctions are unfolded by
//! [`super::undefined::simplify_head`], with or without script functions.

use super::ir::{Atom, BodyElement, Head, Literal, Rule, Term};
use super::undefined::unfold_calls;

/// Unfolds the script calls of `rule` outside head disjunctions (see the module
/// documentation).
pub fn unfold(rule: &mut Rule) {
    let vars = &mut rule.vars;
    let mut calls = Vec::new();
    let head_terms: Vec<&mut Term> = match &mut rule.head {
        Head::False | Head::Disjunction(..) => Vec::new(),
        Head::Atom(atom) | Head::Project(atom) => atom_terms(atom),
        Head::Aggregate(aggregate) => {
            for element in &mut aggregate.elements {
                let mut local = Vec::new();
                let atom = element.atom.as_mut().map(atom_terms).unwrap_or_default();
                for term in element.tuple.iter_mut().chain(atom) {
                    unfold_calls(term, vars, &mut local);
                }
                unfold_condition(&mut element.condition, vars);
                element.condition.extend(local);
            }
            aggregate.bounds.iter_mut().map(|b| &mut b.term).collect()
        }
        Head::Show(term) => vec![term],
        Head::Minimize(weight, priority, terms, _) => [weight, priority]
            .into_iter()
            .chain(terms.iter_mut())
            .collect(),
        Head::External(atom, value) => {
            let mut terms = atom_terms(atom);
            terms.push(value);
            terms
        }
        Head::Heuristic(atom, a, b, c) => {
            let mut terms = atom_terms(atom);
            terms.extend([a, b, c]);
            terms
        }
        Head::Edge(a, b) => vec![a, b],
        Head::Theory(atom) => atom_terms(atom),
        Head::TheoryElement { key, .. } => key.iter_mut().collect(),
    };
    for term in head_terms {
        unfold_calls(term, vars, &mut calls);
    }
    for element in &mut rule.body {
        match element {
            BodyElement::Literal(literal) => unfold_literal(literal, vars, &mut calls),
            BodyElement::Conditional(conditional) => {
                let mut local = Vec::new();
                unfold_literal(&mut conditional.literal, vars, &mut local);
                unfold_condition(&mut conditional.condition, vars);
                conditional.condition.extend(local);
            }
            BodyElement::Aggregate(_, aggregate) => {
                for element in &mut aggregate.elements {
                    let mut local = Vec::new();
                    for term in &mut element.tuple {
                        unfold_calls(term, vars, &mut local);
                    }
                    unfold_condition(&mut element.condition, vars);
                    element.condition.extend(local);
                }
                for bound in &mut aggregate.bounds {
                    unfold_calls(&mut bound.term, vars, &mut calls);
                }
            }
        }
    }
    rule.body
        .extend(calls.into_iter().map(BodyElement::Literal));
}

/// The arguments of an atom.
fn atom_terms(atom: &mut Atom) -> Vec<&mut Term> {
    atom.args.iter_mut().collect()
}

/// Unfolds the calls of a condition's literals into the condition.
fn unfold_condition(condition: &mut Vec<Literal>, vars: &mut Vec<String>) {
    let mut local = Vec::new();
    for literal in condition.iter_mut() {
        unfold_literal(literal, vars, &mut local);
    }
    condition.extend(local);
}

/// Unfolds the calls of a literal's terms, adding their literals to `calls`.
fn unfold_literal(literal: &mut Literal, vars: &mut Vec<String>, calls: &mut Vec<Literal>) {
    match literal {
        Literal::Atom(_, atom) => {
            for term in &mut atom.args {
                unfold_calls(term, vars, calls);
            }
        }
        Literal::Compare(_, left, _, right) | Literal::Range(_, left, right) => {
            unfold_calls(left, vars, calls);
            unfold_calls(right, vars, calls);
        }
    }
}
