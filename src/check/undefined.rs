//! Operations that are undefined whatever values their variables take (`X/0`, `a+X`,
//! `f(X)*2`, `0**-1`): gringo finds them while simplifying the program, before grounding,
//! reports each once (`info: operation undefined`, in the order of the source) and drops
//! what contains it. The grounder drops the same instances, because evaluating such a term
//! always fails; it reports only operations that are undefined for some values
//! ([`crate::ground`] leaves out those found here).

use super::ir::{BodyElement, Head, Literal, Rule, Term};
use crate::diag::Span;
use crate::symbol::Symbol;
use crate::syntax::ast::{BinaryOp, UnaryOp};

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
            // Outside arithmetic, `-c` and `-f(X)` are classically negated functions.
            let sign_of_function = *op == UnaryOp::Minus && !arithmetic;
            let value = simplify(operand, !sign_of_function)?;
            match value {
                Value::NotNumeric if sign_of_function => {
                    let function = match operand.as_ref() {
                        Term::Symbol(s) => matches!(s, Symbol::Fun(_)),
                        Term::Function(name, _) => *name != crate::symbol::Name::EMPTY,
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

/// Calls `f` on every term of a rule, in the order gringo simplifies them (head, then body).
fn rule_terms<'a>(rule: &'a Rule, f: &mut impl FnMut(&'a Term)) {
    let conditional = |literal: &'a Literal, condition: &'a [Literal], f: &mut _| {
        literal_terms(literal, f);
        condition.iter().for_each(|l| literal_terms(l, f));
    };
    match &rule.head {
        Head::False => {}
        Head::Atom(atom) | Head::Project(atom) => atom.args.iter().for_each(&mut *f),
        Head::Disjunction(elements, ..) => elements
            .iter()
            .for_each(|e| conditional(&e.literal, &e.condition, f)),
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
    }
    for element in &rule.body {
        match element {
            BodyElement::Literal(l) => literal_terms(l, f),
            BodyElement::Conditional(c) => conditional(&c.literal, &c.condition, f),
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

/// The operations of a rule that are always undefined (innermost ones), each once.
pub fn rule_undefined_operations(rule: &Rule) -> Vec<(Span, &Term)> {
    let mut found: Vec<(Span, &Term)> = Vec::new();
    rule_terms(rule, &mut |t| {
        if let Some((span, op)) = undefined_operation(t)
            && !found.iter().any(|(s, _)| same_place(*s, span))
        {
            found.push((span, op));
        }
    });
    found
}

/// Whether gringo drops the whole rule for its always undefined operations (rather than an
/// element of an aggregate, condition or choice): one in its head atom, a `#show`, minimize,
/// `#external`, `#project`, `#heuristic` or `#edge` term, a body literal or a body aggregate's
/// bound.
pub fn rule_dropped(rule: &Rule) -> bool {
    let undefined = |t: &Term| undefined_operation(t).is_some();
    let head = match &rule.head {
        Head::False | Head::Aggregate(_) => false,
        // A disjunct without condition that is its element alone (no pool alternatives, no
        // interval of its own): gringo removes the rule while simplifying.
        Head::Disjunction(disjuncts, origins) => (disjuncts.iter().enumerate()).any(|(i, d)| {
            d.condition.is_empty()
                && super::ir::stands_alone(origins, i)
                && literal_undefined(&d.literal)
        }),
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
    };
    head || rule.body.iter().any(|element| match element {
        BodyElement::Literal(l) => literal_undefined(l),
        BodyElement::Aggregate(_, a) => a.bounds.iter().any(|b| undefined(&b.term)),
        BodyElement::Conditional(_) => false,
    })
}

/// Removes the body's conditional literals and aggregate elements whose condition (or
/// tuple) has an operation that is always undefined, as gringo removes them while
/// simplifying, before its safety check: such a condition never holds, so the conditional
/// literal holds and the element counts nothing.
pub fn drop_undefined_body_elements(rule: &mut Rule) {
    let undefined = |t: &Term| undefined_operation(t).is_some();
    rule.body.retain(|element| {
        !matches!(element, BodyElement::Conditional(c) if c.condition.iter().any(literal_undefined))
    });
    for element in &mut rule.body {
        if let BodyElement::Aggregate(_, aggregate) = element {
            aggregate.elements.retain(|e| {
                !(e.tuple.iter().any(undefined) || e.condition.iter().any(literal_undefined))
            });
        }
    }
}

/// Whether two spans are the same place (`Span`'s equality ignores positions).
pub fn same_place(a: Span, b: Span) -> bool {
    (a.file, a.start, a.end) == (b.file, b.start, b.end)
}
