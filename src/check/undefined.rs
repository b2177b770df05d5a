//! Operations that are undefined whatever values their variables take (`X/0`, `a+X`,
//! `f(X)*2`, `0**-1`): gringo finds them while simplifying the program, before grounding,
//! reports each once (`info: operation undefined`, in the order of the source) and drops
//! what contains it. The grounder drops the same instances, because evaluating such a term
//! always fails; it reports only operations that are undefined for some values
//! ([`crate::ground`] leaves out those found here).

use super::ir::{BodyElement, Conditional, DisjunctOrigin, Head, Literal, Rule, Term};
use super::rewrite::false_literal;
use crate::diag::Span;
use crate::symbol::Symbol;
use crate::syntax::ast::{BinaryOp, Naf, Relation, UnaryOp};

/// What simplifying a term tells about its value.
#[derive(Clone, Copy)]
enum Value {
    /// The integer `n`.
    Int(i32),
    /// Not an integer whatever the variables' values (a constant, string, function, tuple).
    NotNumeric,
    /// Depends on the variables' values.
    Unknown,
}

/// The innermost operation of `term` that is undefined whatever the variables' values, with
/// where it was written.
pub fn undefined_operation(term: &Term) -> Option<(Span, &Term)> {
    simplify(term, false).err()
}

/// `term`'s value as far as it is known without the variables; the undefined operation if
/// there is one. `arithmetic`: whether the term is an operand of an operation.
fn simplify(term: &Term, arithmetic: bool) -> Result<Value, (Span, &Term)> {
    match term {
        Term::Symbol(Symbol::Int(n)) => Ok(Value::Int(*n)),
        Term::Symbol(_) => Ok(Value::NotNumeric),
        Term::Variable(_) => Ok(Value::Unknown),
        Term::Function(_, args) => {
            for arg in args {
                simplify(arg, false)?;
            }
            Ok(Value::NotNumeric)
        }
        Term::External(_, args, _) => {
            for arg in args {
                simplify(arg, false)?;
            }
            Ok(Value::Unknown)
        }
        Term::Unary(op, operand, span) => {
            // Outside arithmetic, `-c`, `-f(X)` and `-(X,1)` are classically negated
            // functions (and tuples).
            let sign_of_function = *op == UnaryOp::Minus && !arithmetic;
            let value = simplify(operand, !sign_of_function)?;
            match value {
                Value::NotNumeric if sign_of_function => {
                    let function = match operand.as_ref() {
                        Term::Symbol(s) => matches!(s, Symbol::Fun(_)),
                        _ => true,
                    };
                    if function {
                        Ok(Value::NotNumeric)
                    } else {
                        Err((*span, term))
                    }
                }
                Value::NotNumeric => Err((*span, term)),
                _ => Ok(Value::Unknown),
            }
        }
        Term::Binary(op, left, right, span) => {
            let l = simplify(left, true)?;
            let r = simplify(right, true)?;
            let undefined = match (l, r) {
                (Value::NotNumeric, _) | (_, Value::NotNumeric) => true,
                (_, Value::Int(0)) => matches!(op, BinaryOp::Div | BinaryOp::Mod),
                (Value::Int(0), Value::Int(e)) => *op == BinaryOp::Pow && e < 0,
                _ => false,
            };
            if undefined {
                Err((*span, term))
            } else {
                Ok(Value::Unknown)
            }
        }
    }
}

/// Calls `f` on every term of a literal.
fn literal_terms<'a>(literal: &'a Literal, f: &mut impl FnMut(&'a Term)) {
    match literal {
        Literal::Atom(_, atom) => atom.args.iter().for_each(f),
        Literal::Compare(_, l, _, r) | Literal::Range(_, l, r) => {
            f(l);
            f(r);
        }
    }
}

/// Whether a literal contains an operation that is always undefined.
pub fn literal_undefined(literal: &Literal) -> bool {
    let mut found = false;
    literal_terms(literal, &mut |t| found |= undefined_operation(t).is_some());
    found
}

/// Calls `f` on every term of a rule, in the order gringo simplifies them (head, then body),
/// with the disjunct it belongs to if it is a disjunct's own (its literal's or its
/// intervals'): gringo simplifies each pool alternative of a disjunct's literal on its own,
/// but the condition its element's disjuncts share once.
fn rule_terms<'a>(rule: &'a Rule, f: &mut impl FnMut(&'a Term, Option<usize>)) {
    if let Head::Disjunction(elements, origins) = &rule.head {
        for (i, (e, origin)) in elements.iter().zip(origins).enumerate() {
            literal_terms(&e.literal, &mut |t| f(t, Some(i)));
            for (j, l) in e.condition.iter().enumerate() {
                let own = origin.local.contains(&j).then_some(i);
                literal_terms(l, &mut |t| f(t, own));
            }
        }
    }
    let f = &mut |t: &'a Term| f(t, None);
    match &rule.head {
        Head::False | Head::Disjunction(..) => {}
        Head::Atom(atom) | Head::Project(atom) => atom.args.iter().for_each(&mut *f),
        Head::Aggregate(aggregate) => {
            for element in &aggregate.elements {
                element.tuple.iter().for_each(&mut *f);
                if let Some(atom) = &element.atom {
                    atom.args.iter().for_each(&mut *f);
                }
                element.condition.iter().for_each(|l| literal_terms(l, f));
            }
            aggregate.bounds.iter().for_each(|b| f(&b.term));
        }
        Head::Show(term) => f(term),
        Head::Minimize(weight, priority, terms, _) => {
            f(weight);
            f(priority);
            terms.iter().for_each(&mut *f);
        }
        Head::External(atom, value) => {
            atom.args.iter().for_each(&mut *f);
            f(value);
        }
        Head::Heuristic(atom, a, b, c) => {
            atom.args.iter().for_each(&mut *f);
            [a, b, c].into_iter().for_each(&mut *f);
        }
        Head::Edge(a, b) => [a, b].into_iter().for_each(&mut *f),
        Head::Theory(atom) => atom.args.iter().for_each(&mut *f),
        Head::TheoryElement { key, .. } => key.iter().for_each(&mut *f),
    }
    for element in &rule.body {
        match element {
            BodyElement::Literal(l) => literal_terms(l, f),
            BodyElement::Conditional(c) => {
                literal_terms(&c.literal, f);
                c.condition.iter().for_each(|l| literal_terms(l, f));
            }
            BodyElement::Aggregate(_, aggregate) => {
                for element in &aggregate.elements {
                    element.tuple.iter().for_each(&mut *f);
                    element.condition.iter().for_each(|l| literal_terms(l, f));
                }
                aggregate.bounds.iter().for_each(|b| f(&b.term));
            }
        }
    }
}

/// The operations of a rule that are always undefined (innermost ones), each once (once per
/// disjunct for a disjunct's own).
pub fn rule_undefined_operations(rule: &Rule) -> Vec<(Span, &Term)> {
    let mut found: Vec<(Span, &Term, Option<usize>)> = Vec::new();
    rule_terms(rule, &mut |t, disjunct| {
        if let Some((span, op)) = undefined_operation(t)
            && !(found.iter()).any(|(s, _, d)| s.same_place(span) && *d == disjunct)
        {
            found.push((span, op, disjunct));
        }
    });
    found.into_iter().map(|(span, op, _)| (span, op)).collect()
}

/// Whether gringo drops the whole rule for its always undefined operations (rather than an
/// element of a disjunction, aggregate, condition or choice): one in its head atom, a head
/// aggregate's bound, a `#show`, minimize,
/// `#external`, `#project`, `#heuristic` or `#edge` term, a body literal or a body aggregate's
/// bound.
pub fn rule_dropped(rule: &Rule) -> bool {
    let undefined = |t: &Term| undefined_operation(t).is_some();
    let head = match &rule.head {
        Head::False => false,
        Head::Aggregate(aggregate) => aggregate.bounds.iter().any(|b| undefined(&b.term)),
        // gringo keeps the rule and simplifies its elements (see `simplify_head`).
        Head::Disjunction(..) => false,
        Head::Atom(atom) | Head::Project(atom) => atom.args.iter().any(undefined),
        Head::Show(term) => undefined(term),
        Head::Minimize(weight, priority, terms, _) => {
            undefined(weight) || undefined(priority) || terms.iter().any(undefined)
        }
        Head::External(atom, value) => atom.args.iter().any(undefined) || undefined(value),
        Head::Heuristic(atom, a, b, c) => {
            atom.args.iter().any(undefined) || [a, b, c].into_iter().any(undefined)
        }
        Head::Edge(a, b) => undefined(a) || undefined(b),
        Head::Theory(atom) => atom.args.iter().any(undefined),
        Head::TheoryElement { key, .. } => key.iter().any(undefined),
    };
    head || rule.body.iter().any(|element| match element {
        BodyElement::Literal(l) => literal_undefined(l),
        BodyElement::Aggregate(_, a) => a.bounds.iter().any(|b| undefined(&b.term)),
        BodyElement::Conditional(_) => false,
    })
}

/// The disjuncts of each element of a disjunction (by [`DisjunctOrigin::element`]), in order.
fn disjunction_elements(origins: &[DisjunctOrigin]) -> Vec<Vec<usize>> {
    let mut elements: Vec<Vec<usize>> = Vec::new();
    for (i, origin) in origins.iter().enumerate() {
        match elements
            .iter_mut()
            .find(|m| origins[m[0]].element == origin.element)
        {
            Some(members) => members.push(i),
            None => elements.push(vec![i]),
        }
    }
    elements
}

/// The condition of a disjunct's element (without the ranges of its literal's intervals).
fn written_condition(d: &Conditional, origin: &DisjunctOrigin) -> Vec<Literal> {
    (d.condition.iter().enumerate())
        .filter(|(i, _)| !origin.local.contains(i))
        .map(|(_, l)| l.clone())
        .collect()
}

/// Whether a disjunct's literal (with the ranges of its intervals: its local condition)
/// has an operation that is always undefined.
fn disjunct_undefined(d: &Conditional) -> bool {
    literal_undefined(&d.literal) || d.condition.iter().any(literal_undefined)
}

/// Simplifies the head elements with operations that are always undefined, as gringo does
/// before grounding (the rule itself is not [`rule_dropped`]):
/// * a disjunction element whose condition has one is removed (an empty disjunction is
///   false); in an element without a condition, a disjunct whose literal has one is `#true`
///   in its element's conjunction, so it is left out of it, and an element of such
///   disjuncts only is `#true`: the rule gets the body literal `#false` (gringo shifts the
///   element's `#true` into the body as `#false`: the rule stays, its atoms occur in a
///   head, but it has no instance); the disjuncts of an element with a condition stay, for
///   the grounder (see `ground::disjunction`);
/// * a choice or head aggregate element with one in its tuple, atom or condition is
///   removed (its atom does not occur in that head).
pub fn simplify_head(rule: &mut Rule) {
    let undefined = |t: &Term| undefined_operation(t).is_some();
    if let Head::Disjunction(..) = rule.head {
        unfold_script_calls(rule);
    }
    match &mut rule.head {
        Head::Disjunction(disjuncts, origins) => {
            let mut keep = vec![true; disjuncts.len()];
            // Whether an element became `#true`.
            let mut holds = false;
            for members in disjunction_elements(origins) {
                let condition = written_condition(&disjuncts[members[0]], &origins[members[0]]);
                let gone: Vec<bool> = (members.iter())
                    .map(|&i| disjunct_undefined(&disjuncts[i]))
                    .collect();
                if condition.iter().any(literal_undefined) {
                    members.iter().for_each(|&i| keep[i] = false);
                } else if !condition.is_empty() {
                    // The grounder finds the undefined atoms of an element with a condition
                    // (gringo's `#true : condition`), instance by instance: in a rule of its
                    // own recursive component gringo defines the other elements' atoms even
                    // where the condition certainly holds.
                } else if gone.iter().any(|g| *g) {
                    members.iter().zip(&gone).for_each(|(&i, g)| keep[i] = !g);
                    holds |= gone.iter().all(|g| *g);
                }
            }
            if keep.iter().all(|k| *k) {
                return;
            }
            let mut flags = keep.iter();
            disjuncts.retain(|_| *flags.next().expect("a flag per disjunct"));
            let mut flags = keep.iter();
            origins.retain(|_| *flags.next().expect("a flag per disjunct"));
            // Number the remaining elements from 0 again.
            let mut numbers: Vec<usize> = Vec::new();
            for origin in origins.iter_mut() {
                let number = match numbers.iter().position(|&n| n == origin.element) {
                    Some(n) => n,
                    None => {
                        numbers.push(origin.element);
                        numbers.len() - 1
                    }
                };
                origin.element = number;
            }
            // What is left may be no disjunction at all (as gringo reads it: an empty
            // disjunction is false, a lone atom a normal head).
            match (disjuncts.as_slice(), origins.as_slice()) {
                ([], _) => rule.head = Head::False,
                // Not where an element became `#true`: gringo's disjunction stays one, with
                // `#false` in its body (`h(1/0) ; s :- d(X).`).
                // Nor where it is what is left of a pool (`q(X/0;X)`): gringo's element is
                // the conjunction `#true, q(X)`, its disjunction delayed, no fact.
                ([d], [origin])
                    if !holds
                        && d.condition.is_empty()
                        && origin.local.is_empty()
                        && !origin.pooled
                        && let Literal::Atom(Naf::Positive, atom) = &d.literal =>
                {
                    rule.head = Head::Atom(atom.clone())
                }
                _ => {}
            }
            if holds {
                rule.body.push(BodyElement::Literal(false_literal()));
            }
        }
        Head::Aggregate(aggregate) => aggregate.elements.retain(|e| {
            !(e.tuple.iter().any(undefined)
                || e.atom
                    .as_ref()
                    .is_some_and(|a| a.args.iter().any(undefined))
                || e.condition.iter().any(literal_undefined))
        }),
        _ => {}
    }
}

/// Unfolds the script calls (`@f(X)`) of a disjunction's literals as gringo does, like
/// intervals: `p(@f(X))` is `p(V)` for the values of `V = @f(X)`, its own (local)
/// condition; in an element without condition that is its literal alone, the rule's body
/// (where it comes last): `q(X) ; p(@f(X)) :- d(X)` is `q(X) ; p(V) :- d(X), V = @f(X)`.
fn unfold_script_calls(rule: &mut Rule) {
    let Head::Disjunction(disjuncts, origins) = &mut rule.head else {
        return;
    };
    for (i, d) in disjuncts.iter_mut().enumerate() {
        let Literal::Atom(_, atom) = &mut d.literal else {
            continue;
        };
        let mut calls = Vec::new();
        for arg in &mut atom.args {
            unfold_calls(arg, &mut rule.vars, &mut calls);
        }
        if calls.is_empty() {
            continue;
        }
        if d.condition.is_empty() && super::ir::stands_alone(origins, i) {
            rule.body
                .extend(calls.into_iter().map(BodyElement::Literal));
        } else {
            let local = &mut origins[i].local;
            if local.start == local.end {
                *local = d.condition.len()..d.condition.len();
            }
            local.end += calls.len();
            d.condition.extend(calls);
        }
    }
}

/// Replaces the script calls in `term` (outermost ones) by fresh variables (added to `vars`),
/// adding `V = @f(...)` for each to `calls`.
pub(super) fn unfold_calls(term: &mut Term, vars: &mut Vec<String>, calls: &mut Vec<Literal>) {
    match term {
        Term::External(..) => {
            let var = Term::Variable(super::ir::VarId(vars.len() as u32));
            vars.push(format!("#Script{}", vars.len()));
            let call = std::mem::replace(term, var.clone());
            calls.push(Literal::Compare(Naf::Positive, var, Relation::Eq, call));
        }
        Term::Symbol(_) | Term::Variable(_) => {}
        Term::Function(_, args) => args.iter_mut().for_each(|a| unfold_calls(a, vars, calls)),
        Term::Unary(_, operand, _) => unfold_calls(operand, vars, calls),
        Term::Binary(_, left, right, _) => {
            unfold_calls(left, vars, calls);
            unfold_calls(right, vars, calls);
        }
    }
}

/// Removes the body's conditional literals and aggregate elements whose condition (or
/// tuple) has an operation that is always undefined, as gringo removes them while
/// simplifying, before its safety check: such a condition never holds, so the conditional
/// literal holds and the element counts nothing.
///
/// A conditional literal whose literal has one is `#false : condition`, as gringo leaves it
/// (the literal no longer depends on its predicate: `-p :- p(Z/0) : d(Z).` is grounded
/// before the rules for `p`, and derives nothing where `d` holds).
pub fn drop_undefined_body_elements(rule: &mut Rule) {
    let undefined = |t: &Term| undefined_operation(t).is_some();
    rule.body.retain(|element| {
        !matches!(element, BodyElement::Conditional(c) if c.condition.iter().any(literal_undefined))
    });
    for element in &mut rule.body {
        if let BodyElement::Conditional(c) = element
            && literal_undefined(&c.literal)
        {
            c.literal = false_literal();
        }
    }
    for element in &mut rule.body {
        if let BodyElement::Aggregate(_, aggregate) = element {
            aggregate.elements.retain(|e| {
                !(e.tuple.iter().any(undefined) || e.condition.iter().any(literal_undefined))
            });
        }
    }
}
