//! Variable safety, by clingo's rules.
//!
//! A variable is bound by a positive atom it occurs in (as a pattern), by `V = t` once the
//! other side is bound (and `V` is a pattern), by a range `V = l..u` once `l` and `u` are
//! bound, and by an aggregate assignment `V = #agg{...}` (and, through the range literals
//! that `inequalities.rs` adds, by linear comparisons that bound it by constants from both
//! sides, as gringo's inequality solver does). A rule is safe if every variable
//! is bound by its body; the variables that occur only inside one conditional literal or
//! aggregate element (its local variables) must be bound by that element's condition.
//!
//! The same binding order ([`bound_after`]) drives the grounder's join planning.

use super::ir::{BodyElement, Head, Literal, Rule, VarId};
use crate::syntax::ast::{Naf, Relation};
use std::collections::HashSet;

/// The variables newly bound by `literal` when `bound` are bound, or `None` if the literal
/// cannot be evaluated yet (it needs variables that are not bound).
pub fn binds(literal: &Literal, bound: &HashSet<VarId>) -> Option<Vec<VarId>> {
    let is_bound = |v: VarId| bound.contains(&v);
    let all_bound = |l: &Literal| {
        let mut ok = true;
        l.for_each_var(&mut |v| ok &= is_bound(v));
        ok
    };
    match literal {
        Literal::Atom(Naf::Positive, atom) => {
            let mut vars = Vec::new();
            for arg in &atom.args {
                for v in arg.pattern_vars(&is_bound) {
                    if !vars.contains(&v) {
                        vars.push(v);
                    }
                }
            }
            Some(vars)
        }
        Literal::Compare(Naf::Positive, left, Relation::Eq, right) => {
            let unbound = |t: &super::ir::Term| t.pattern_vars(&is_bound);
            let (l, r) = (unbound(left), unbound(right));
            if l.is_empty() && r.is_empty() {
                Some(Vec::new())
            } else if r.is_empty() && left.is_pattern() {
                Some(l)
            } else if l.is_empty() && right.is_pattern() {
                Some(r)
            } else {
                None
            }
        }
        Literal::Range(var, low, high) => {
            let mut ok = true;
            low.for_each_var(&mut |v| ok &= is_bound(v));
            high.for_each_var(&mut |v| ok &= is_bound(v));
            ok.then(|| {
                if is_bound(*var) {
                    Vec::new()
                } else {
                    vec![*var]
                }
            })
        }
        _ => all_bound(literal).then(Vec::new),
    }
}

/// The variables bound after evaluating `literals` (in any order that works) from `bound`.
pub fn bound_after<'a>(
    literals: impl IntoIterator<Item = &'a Literal>,
    bound: &HashSet<VarId>,
) -> HashSet<VarId> {
    let mut bound = bound.clone();
    let mut pending: Vec<&Literal> = literals.into_iter().collect();
    loop {
        let before = pending.len();
        pending.retain(|literal| match binds(literal, &bound) {
            Some(vars) => {
                bound.extend(vars);
                false
            }
            None => true,
        });
        if pending.len() == before {
            return bound;
        }
    }
}

/// The set of variables that `visit` reports.
pub fn var_set(visit: impl FnOnce(&mut dyn FnMut(VarId))) -> HashSet<VarId> {
    let mut set = HashSet::new();
    visit(&mut |v| {
        set.insert(v);
    });
    set
}

/// The variables of a rule that are not safe, in order of first occurrence.
pub fn unsafe_variables(rule: &Rule) -> Vec<VarId> {
    // For each variable: whether it occurs, and whether it occurs in a part that is not a
    // conditional literal or an aggregate element (a "plain" part).
    let mut occurs: Vec<bool> = vec![false; rule.vars.len()];
    let mut in_plain: Vec<bool> = vec![false; rule.vars.len()];
    let mut count = |element: bool, vars: HashSet<VarId>| {
        for &v in &vars {
            occurs[v.0 as usize] = true;
            in_plain[v.0 as usize] |= !element;
        }
        vars
    };
    let mut body_literals: Vec<&Literal> = Vec::new();
    let mut elements: Vec<(Vec<&Literal>, HashSet<VarId>)> = Vec::new();
    let mut assignments: Vec<&super::ir::Aggregate> = Vec::new();
    for element in &rule.body {
        match element {
            BodyElement::Literal(literal) => {
                count(false, var_set(|f| literal.for_each_var(&mut |v| f(v))));
                body_literals.push(literal);
            }
            BodyElement::Conditional(conditional) => {
                let vars = count(true, var_set(|f| conditional.for_each_var(&mut |v| f(v))));
                elements.push((conditional.condition.iter().collect(), vars));
            }
            BodyElement::Aggregate(naf, aggregate) => {
                for element in &aggregate.elements {
                    let vars = count(
                        true,
                        var_set(|f| {
                            element
                                .tuple
                                .iter()
                                .for_each(|t| t.for_each_var(&mut |v| f(v)));
                            element
                                .condition
                                .iter()
                                .for_each(|l| l.for_each_var(&mut |v| f(v)));
                        }),
                    );
                    elements.push((element.condition.iter().collect(), vars));
                }
                count(
                    false,
                    var_set(|f| {
                        aggregate
                            .bounds
                            .iter()
                            .for_each(|b| b.term.for_each_var(&mut |v| f(v)))
                    }),
                );
                if *naf == Naf::Positive {
                    assignments.push(aggregate);
                }
            }
        }
    }
    match &rule.head {
        Head::Disjunction(conditionals, ..) => {
            for conditional in conditionals {
                let vars = count(true, var_set(|f| conditional.for_each_var(&mut |v| f(v))));
                elements.push((conditional.condition.iter().collect(), vars));
            }
        }
        Head::Aggregate(aggregate) => {
            for element in &aggregate.elements {
                let vars = count(
                    true,
                    var_set(|f| {
                        element
                            .tuple
                            .iter()
                            .for_each(|t| t.for_each_var(&mut |v| f(v)));
                        if let Some(atom) = &element.atom {
                            atom.args.iter().for_each(|t| t.for_each_var(&mut |v| f(v)));
                        }
                        element
                            .condition
                            .iter()
                            .for_each(|l| l.for_each_var(&mut |v| f(v)));
                    }),
                );
                elements.push((element.condition.iter().collect(), vars));
            }
            count(
                false,
                var_set(|f| {
                    aggregate
                        .bounds
                        .iter()
                        .for_each(|b| b.term.for_each_var(&mut |v| f(v)))
                }),
            );
        }
        head => {
            count(false, var_set(|f| head.for_each_var(&mut |v| f(v))));
        }
    }
    // A variable is local to the elements it occurs in if it occurs nowhere else (the same
    // name in two elements is two local variables, as in gringo).
    let is_local = |v: VarId| occurs[v.0 as usize] && !in_plain[v.0 as usize];

    // Bind the global variables: body literals and aggregate assignments, to a fixpoint.
    let mut bound = HashSet::new();
    loop {
        bound = bound_after(body_literals.iter().copied(), &bound);
        let before = bound.len();
        for aggregate in &assignments {
            let globals_bound = aggregate_globals(aggregate, &is_local)
                .iter()
                .all(|v| bound.contains(v));
            if globals_bound {
                // Only an `=` bound's own variables are bound (`X < #count{} = 1` leaves
                // `X` unsafe).
                for b in &aggregate.bounds {
                    if b.relation == Relation::Eq && b.term.is_pattern() {
                        b.term.for_each_var(&mut |v| {
                            bound.insert(v);
                        });
                    }
                }
            }
        }
        if bound.len() == before {
            break;
        }
    }
    let mut unsafe_vars: HashSet<VarId> = HashSet::new();
    for v in 0..rule.vars.len() as u32 {
        let v = VarId(v);
        if occurs[v.0 as usize] && !is_local(v) && !bound.contains(&v) {
            unsafe_vars.insert(v);
        }
    }
    // Local variables must be bound by their element's condition.
    for (condition, vars) in &elements {
        let inner = bound_after(condition.iter().copied(), &bound);
        for &v in vars {
            if is_local(v) && !inner.contains(&v) {
                unsafe_vars.insert(v);
            }
        }
    }
    let mut out: Vec<VarId> = unsafe_vars.into_iter().collect();
    out.sort();
    out
}

/// The variables of an aggregate that also occur outside it.
fn aggregate_globals(
    aggregate: &super::ir::Aggregate,
    is_local: &impl Fn(VarId) -> bool,
) -> Vec<VarId> {
    let mut out = Vec::new();
    for element in &aggregate.elements {
        element.tuple.iter().for_each(|t| {
            t.for_each_var(&mut |v| {
                if !is_local(v) && !out.contains(&v) {
                    out.push(v)
                }
            })
        });
        element.condition.iter().for_each(|l| {
            l.for_each_var(&mut |v| {
                if !is_local(v) && !out.contains(&v) {
                    out.push(v)
                }
            })
        });
    }
    out
}
