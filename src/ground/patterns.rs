//! Which body atoms some rule head can match, as gringo's dependency analysis sees it: gringo
//! links a body occurrence to the statements whose head atoms unify with it (not to every
//! statement of its predicate), so `r(1,2)` in a body does not depend on a rule for
//! `r(X,X)`, and its predicate need not be complete before that body is grounded.
//!
//! The unification here errs towards "may match": arithmetic stands for any integer, a
//! script call and a classically negated function term for anything, and a ground function
//! symbol for any function term of its kind. A predicate with facts matches every body atom.

use crate::check::ir::{self, Head, Literal, PredId, VarId};
use crate::syntax::ast::UnaryOp;
use std::collections::{HashMap, HashSet};

/// The head atom patterns of a program, per predicate.
pub(super) struct HeadPatterns<'a> {
    heads: HashMap<PredId, Vec<&'a ir::Atom>>,
    with_facts: HashSet<PredId>,
}

impl<'a> HeadPatterns<'a> {
    pub(super) fn new(program: &'a ir::Program) -> HeadPatterns<'a> {
        let mut heads: HashMap<PredId, Vec<&ir::Atom>> = HashMap::new();
        let mut add = |atom: &'a ir::Atom| heads.entry(atom.predicate).or_default().push(atom);
        for rule in &program.rules {
            let add = &mut add;
            match &rule.head {
                Head::Atom(atom) | Head::External(atom, _) => add(atom),
                Head::Disjunction(elements, _) => {
                    for element in elements {
                        if let Literal::Atom(_, atom) = &element.literal {
                            add(atom);
                        }
                    }
                }
                Head::Aggregate(aggregate) => aggregate
                    .elements
                    .iter()
                    .filter_map(|e| e.atom.as_ref())
                    .for_each(add),
                _ => {}
            }
        }
        let with_facts = program.facts.iter().map(|(p, _)| p).collect();
        HeadPatterns { heads, with_facts }
    }

    /// Whether some head atom (or fact) may match the body atom `atom`.
    pub(super) fn matchable(&self, atom: &ir::Atom) -> bool {
        if self.with_facts.contains(&atom.predicate) {
            return true;
        }
        self.heads.get(&atom.predicate).is_some_and(|heads| {
            heads.iter().any(|head| {
                let mut unifier = Unifier::default();
                (atom.args.iter().zip(&head.args))
                    .all(|(b, h)| unifier.unify(Side::Body, b, Side::Head, h))
            })
        })
    }
}

/// Which atom a variable belongs to (the two are renamed apart).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Side {
    Body,
    Head,
}

/// Variable bindings made while unifying two atoms.
#[derive(Default)]
struct Unifier<'t> {
    bound: HashMap<(Side, VarId), (Side, &'t ir::Term)>,
    /// Steps taken: a variable bound to a term with itself inside could recurse forever
    /// (there is no occurs check); past a bound the atoms are taken as matching.
    steps: u32,
}

impl<'t> Unifier<'t> {
    fn unify(&mut self, sa: Side, a: &'t ir::Term, sb: Side, b: &'t ir::Term) -> bool {
        use ir::Term::*;
        self.steps += 1;
        if self.steps > 1000 {
            return true;
        }
        match (a, b) {
            (Variable(v), _) => self.bind(sa, *v, sb, b),
            (_, Variable(w)) => self.bind(sb, *w, sa, a),
            (Symbol(x), Symbol(y)) => x == y,
            (Function(f, xs), Function(g, ys)) => {
                f == g
                    && xs.len() == ys.len()
                    && xs.iter().zip(ys).all(|(x, y)| self.unify(sa, x, sb, y))
            }
            (Symbol(s), Function(..)) | (Function(..), Symbol(s)) => {
                matches!(s, crate::symbol::Symbol::Fun(_))
            }
            (External(..), _) | (_, External(..)) => true,
            (Unary(UnaryOp::Minus, t, _), _) | (_, Unary(UnaryOp::Minus, t, _))
                if matches!(**t, Function(..)) =>
            {
                true
            }
            // Arithmetic: some integer.
            (Unary(..) | Binary(..), other) | (other, Unary(..) | Binary(..)) => {
                matches!(
                    other,
                    Symbol(crate::symbol::Symbol::Int(_)) | Unary(..) | Binary(..)
                )
            }
        }
    }

    fn bind(&mut self, side: Side, v: VarId, other_side: Side, other: &'t ir::Term) -> bool {
        if let ir::Term::Variable(w) = other
            && (side, v) == (other_side, *w)
        {
            return true;
        }
        match self.bound.get(&(side, v)).copied() {
            Some((bound_side, bound)) => self.unify(bound_side, bound, other_side, other),
            None => {
                self.bound.insert((side, v), (other_side, other));
                true
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::check::ir::{PredId, Term, VarId};
    use crate::symbol::Symbol;

    fn atom(args: Vec<Term>) -> crate::check::ir::Atom {
        crate::check::ir::Atom {
            predicate: PredId(0),
            args,
            span: Default::default(),
        }
    }

    fn unify(body: Vec<Term>, head: Vec<Term>) -> bool {
        let (body, head) = (atom(body), atom(head));
        let mut unifier = super::Unifier::default();
        (body.args.iter().zip(&head.args))
            .all(|(b, h)| unifier.unify(super::Side::Body, b, super::Side::Head, h))
    }

    #[test]
    fn repeated_variables_must_agree() {
        let (x, y) = (Term::Variable(VarId(0)), Term::Variable(VarId(1)));
        let (one, two) = (Term::Symbol(Symbol::Int(1)), Term::Symbol(Symbol::Int(2)));
        assert!(!unify(
            vec![one.clone(), two.clone()],
            vec![x.clone(), x.clone()]
        ));
        assert!(unify(
            vec![one.clone(), one.clone()],
            vec![x.clone(), x.clone()]
        ));
        assert!(unify(
            vec![y.clone(), two.clone()],
            vec![x.clone(), x.clone()]
        ));
        // The body's X and the head's X are different variables.
        assert!(unify(vec![x.clone(), two], vec![one, x]));
    }
}
