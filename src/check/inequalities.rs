//! Bounds of variables from linear inequalities, as gringo's inequality solver computes them.
//!
//! A variable that only comparisons constrain, as `X` in `p(X) :- 1 <= X, X <= 3.` or
//! `q(X) : 2*X <= 5, X >= 0`, is safe for gringo when the comparisons bound it from both
//! sides by constants: gringo derives the bounds by propagating the inequalities (each
//! `c1*X1 + ... + cn*Xn >= b` bounds one variable once the others are bounded) and adds a
//! range literal `X = low..high`. This module does the same: gringo adds such a range for
//! every variable the inequalities bound more tightly than its own interval or assignment
//! (`X = 1..3`, `X = 5`) does. Where nothing else binds the variable, the range binds it
//! (the comparisons stay and filter its values); elsewhere it filters, which matters only
//! where arithmetic wraps around (in `0 <= X <= 2147483647, S = 2147483647*X, S <= 5` the
//! bounds give `0 <= X <= 1` and `0 <= S`, so `X = 1` and the wrapped `S = -2` fail them).
//! Conditions (of conditional literals and aggregate elements) are scopes of their own that
//! start from the bounds of the rule body, and add ranges where they improve on them.

use super::ir::{BodyElement, Head, Literal, Rule, Term, VarId};
use super::safety::var_set;
use crate::symbol::Symbol;
use crate::syntax::ast::{BinaryOp, Naf, Relation, UnaryOp};
use std::collections::HashMap;

/// `sum of coefficient * variable >= bound` (coefficients and bound within 32 bits, so that
/// sums of products with bounds fit in 128 bits).
struct Inequality {
    terms: Vec<(VarId, i64)>,
    bound: i64,
}

/// Lower and upper bounds per variable.
type Bounds = HashMap<VarId, (Option<i64>, Option<i64>)>;

/// Propagation rounds before giving up (bounds tighten slowly in cycles like `X < Y, Y < X`;
/// gringo's result there is an empty range, and so is not needing one at all).
const MAX_ROUNDS: usize = 64;

/// Adds range literals for the variables of `rule` that linear inequalities bound.
pub fn add_ranges(rule: &mut Rule) {
    let plain: Vec<Literal> = rule
        .body
        .iter()
        .filter_map(|e| match e {
            BodyElement::Literal(l) => Some(l.clone()),
            _ => None,
        })
        .collect();
    let bounds = solve(&plain, &Bounds::new());
    rule.body.extend(
        ranges(&plain, &Bounds::new(), &bounds)
            .into_iter()
            .map(BodyElement::Literal),
    );
    // Each condition with the literals that are not its own: a disjunct's local ranges (of
    // its literal's intervals) are its conjunction's, not its element's condition's, and an
    // empty one makes the conjunction empty (true), not the element absent.
    let mut conditions: Vec<(&mut Vec<Literal>, std::ops::Range<usize>)> = Vec::new();
    for element in &mut rule.body {
        match element {
            BodyElement::Literal(_) => {}
            BodyElement::Conditional(c) => conditions.push((&mut c.condition, 0..0)),
            BodyElement::Aggregate(_, a) => {
                conditions.extend(a.elements.iter_mut().map(|e| (&mut e.condition, 0..0)))
            }
        }
    }
    match &mut rule.head {
        Head::Disjunction(elements, origins) => conditions.extend(
            (elements.iter_mut().zip(origins.iter()))
                .map(|(e, origin)| (&mut e.condition, origin.local.clone())),
        ),
        Head::Aggregate(a) => {
            conditions.extend(a.elements.iter_mut().map(|e| (&mut e.condition, 0..0)))
        }
        _ => {}
    }
    for (condition, local) in conditions {
        let written: Vec<Literal> = (condition.iter().enumerate())
            .filter(|(i, _)| !local.contains(i))
            .map(|(_, l)| l.clone())
            .collect();
        let inner = solve(&written, &bounds);
        let ranges = ranges(&written, &bounds, &inner);
        condition.extend(ranges);
    }
}

/// Range literals for the variables of `literals` that `bounds` bounds on both sides more
/// tightly than `outer` (the enclosing scope's bounds) and their own intervals and
/// assignments in `literals` do, as gringo adds them: the narrowest first.
fn ranges(literals: &[Literal], outer: &Bounds, bounds: &Bounds) -> Vec<Literal> {
    // gringo's fixed bounds: a side of an interval or an assignment that is a number. An
    // interval with one such side (`I = 0..Z`) fixes that side only, and a variable fixed on
    // one side gets no range (gringo's `isImproving` needs both).
    let mut fixed = outer.clone();
    let int = |t: &Term| match t {
        Term::Symbol(Symbol::Int(n)) => Some(i64::from(*n)),
        _ => None,
    };
    for literal in literals {
        let (v, low, high) = match literal {
            Literal::Range(v, low, high) => (*v, int(low), int(high)),
            Literal::Compare(
                Naf::Positive,
                Term::Variable(v),
                Relation::Eq,
                Term::Symbol(Symbol::Int(n)),
            ) => (*v, Some(i64::from(*n)), Some(i64::from(*n))),
            _ => continue,
        };
        if low.is_none() && high.is_none() {
            continue;
        }
        let entry = fixed.entry(v).or_insert((None, None));
        if let Some(low) = low {
            entry.0 = entry.0.max(Some(low));
        }
        if let Some(high) = high {
            entry.1 = Some(entry.1.map_or(high, |h| h.min(high)));
        }
    }
    let vars = var_set(|f| literals.iter().for_each(|l| l.for_each_var(&mut |v| f(v))));
    let mut ranges: Vec<(i64, VarId, i64, i64)> = vars
        .into_iter()
        .filter_map(|v| {
            let Some(&(Some(low), Some(high))) = bounds.get(&v) else {
                return None;
            };
            let improving = match fixed.get(&v) {
                None => true,
                Some(&(Some(l), Some(h))) => l < low || high < h,
                Some(_) => false,
            };
            improving.then_some((high - low, v, low, high))
        })
        .collect();
    ranges.sort_by_key(|&(width, v, ..)| (width, v.0));
    ranges
        .into_iter()
        .map(|(_, v, low, high)| Literal::Range(v, integer(low), integer(high)))
        .collect()
}

fn integer(n: i64) -> Term {
    Term::Symbol(Symbol::Int(n as i32))
}

/// The bounds that the comparisons and ranges among `literals` imply, from `outer`.
fn solve(literals: &[Literal], outer: &Bounds) -> Bounds {
    let inequalities: Vec<Inequality> = literals.iter().flat_map(inequalities).collect();
    let mut bounds = outer.clone();
    for _ in 0..MAX_ROUNDS {
        let mut changed = false;
        for inequality in &inequalities {
            match propagate(inequality, &mut bounds) {
                Some(c) => changed |= c,
                None => {
                    // Infeasible: every variable involved gets an empty range.
                    for inequality in &inequalities {
                        for &(v, _) in &inequality.terms {
                            bounds.insert(v, (Some(1), Some(0)));
                        }
                    }
                    return bounds;
                }
            }
        }
        if !changed {
            break;
        }
    }
    bounds
}

/// Tightens the bounds by one inequality; whether anything changed, `None` if it cannot hold.
fn propagate(inequality: &Inequality, bounds: &mut Bounds) -> Option<bool> {
    // The largest value of `c * v` under the bounds, if bounded.
    let largest = |bounds: &Bounds, v: VarId, c: i64| {
        let (low, high) = bounds.get(&v).copied().unwrap_or((None, None));
        if c > 0 { high } else { low }.map(|b| i128::from(c) * i128::from(b))
    };
    let mut slack = i128::from(inequality.bound);
    let mut unbounded = Vec::new();
    for &(v, c) in &inequality.terms {
        match largest(bounds, v, c) {
            Some(m) => slack -= m,
            None => unbounded.push(v),
        }
    }
    if unbounded.is_empty() && slack > 0 {
        return None;
    }
    if unbounded.len() > 1 {
        return Some(false);
    }
    let mut changed = false;
    for &(v, c) in &inequality.terms {
        // c * v >= (what the others leave at most).
        let need = match unbounded.first() {
            Some(&u) if u == v => slack,
            Some(_) => continue,
            None => slack + largest(bounds, v, c).expect("bounded"),
        };
        let entry = bounds.entry(v).or_insert((None, None));
        let clamp = |n: i128| n.clamp(i32::MIN.into(), i32::MAX.into()) as i64;
        let c = i128::from(c);
        if c > 0 {
            let low = clamp(need.div_euclid(c) + i128::from(need.rem_euclid(c) != 0));
            if entry.0.is_none_or(|old| low > old) {
                entry.0 = Some(low);
                changed = true;
            }
        } else {
            // c * v >= need with c < 0: v <= need / c, rounded down.
            let high = clamp((-need).div_euclid(-c));
            if entry.1.is_none_or(|old| high < old) {
                entry.1 = Some(high);
                changed = true;
            }
        }
    }
    Some(changed)
}

/// The linear inequalities a literal states (none if it is not linear).
fn inequalities(literal: &Literal) -> Vec<Inequality> {
    let difference = |a: &Term, b: &Term, offset: i64| {
        let (mut terms, constant) = linear(a)?;
        let (other, other_constant) = linear(b)?;
        terms.extend(other.into_iter().map(|(v, c)| (v, -c)));
        Some(normalize(terms, offset - (constant - other_constant)))
    };
    let pairs: Vec<(&Term, &Term, i64)> = match literal {
        Literal::Compare(Naf::Positive, left, relation, right) => match relation {
            Relation::Ge => vec![(left, right, 0)],
            Relation::Gt => vec![(left, right, 1)],
            Relation::Le => vec![(right, left, 0)],
            Relation::Lt => vec![(right, left, 1)],
            Relation::Eq => vec![(left, right, 0), (right, left, 0)],
            Relation::Ne => vec![],
        },
        Literal::Range(var, low, high) => {
            let var = Term::Variable(*var);
            return [difference(&var, low, 0), difference(high, &var, 0)]
                .into_iter()
                .flatten()
                .collect();
        }
        _ => vec![],
    };
    pairs
        .into_iter()
        .filter_map(|(a, b, offset)| difference(a, b, offset))
        .collect()
}

/// Merges the terms of one variable and drops zero coefficients.
fn normalize(terms: Vec<(VarId, i64)>, bound: i64) -> Inequality {
    let mut merged: Vec<(VarId, i64)> = Vec::new();
    for (v, c) in terms {
        match merged.iter_mut().find(|(w, _)| *w == v) {
            Some((_, d)) => *d += c,
            None => merged.push((v, c)),
        }
    }
    merged.retain(|&(_, c)| c != 0);
    Inequality {
        terms: merged,
        bound,
    }
}

/// A term as `sum of coefficient * variable + constant`, if it is linear with integer
/// coefficients (kept within 32 bits, so that products of bounds fit in 64).
fn linear(term: &Term) -> Option<(Vec<(VarId, i64)>, i64)> {
    let small = |n: i64| {
        (i32::MIN as i64..=i32::MAX as i64)
            .contains(&n)
            .then_some(n)
    };
    match term {
        Term::Symbol(Symbol::Int(n)) => Some((Vec::new(), i64::from(*n))),
        Term::Variable(v) => Some((vec![(*v, 1)], 0)),
        Term::Unary(UnaryOp::Minus, t, _) => {
            let (terms, constant) = linear(t)?;
            Some((terms.into_iter().map(|(v, c)| (v, -c)).collect(), -constant))
        }
        Term::Binary(op @ (BinaryOp::Add | BinaryOp::Sub), a, b, _) => {
            let (mut terms, constant) = linear(a)?;
            let (other, other_constant) = linear(b)?;
            let sign = if *op == BinaryOp::Add { 1 } else { -1 };
            terms.extend(other.into_iter().map(|(v, c)| (v, sign * c)));
            Some((terms, small(constant + sign * other_constant)?))
        }
        Term::Binary(BinaryOp::Mul, a, b, _) => {
            let (ta, ca) = linear(a)?;
            let (tb, cb) = linear(b)?;
            let (terms, constant, factor) = match (ta.is_empty(), tb.is_empty()) {
                (true, _) => (tb, cb, ca),
                (_, true) => (ta, ca, cb),
                _ => return None,
            };
            let terms = terms
                .into_iter()
                .map(|(v, c)| small(c * factor).map(|c| (v, c)))
                .collect::<Option<Vec<_>>>()?;
            Some((terms, small(constant * factor)?))
        }
        _ => None,
    }
}
