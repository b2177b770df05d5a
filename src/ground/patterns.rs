//! Which body atoms some rule head can derive, as gringo's dependency analysis sees it:
//! gringo links a body occurrence to the statements whose head atoms unify with it (not to
//! every statement of its predicate). So `r(1,2)` in a body depends on no rule for `r(X,X)`:
//! its predicate need not be complete before that body is grounded (the components, in
//! `plan`), and the literal is decided while the predicate is still being grounded (`q(a)`
//! in `q(1) :- not q(a)`, in the grounder).
//!
//! The unification follows gringo's: arithmetic that gringo's simplification makes linear in
//! one variable (`X+1`, `2*X-3`) matches an integer only through a value of its variable (so
//! `r(X+1,X+1)` never derives `r(1,2)`), and binds no variable to itself; other arithmetic
//! (`|X-2|`, `X*Y`), a script call and a negated term that is not a function term (`-X`,
//! which may be a negated function symbol) for anything, as gringo's analysis takes them,
//! and without a symbol table a ground function symbol for any function term of the same
//! sign.

use crate::check::ir::{self, Head, Literal, PredId, VarId};
use crate::symbol::{Symbol, SymbolTable};
use crate::syntax::ast::{BinaryOp, UnaryOp};
use std::collections::HashMap;

/// The arguments of the atoms in rule heads, by predicate.
pub(super) struct HeadPatterns {
    /// Per predicate: the rules with head atoms of it and those atoms' patterns.
    by_predicate: Vec<Vec<(usize, Vec<ir::Term>)>>,
    /// Per rule: the predicates and patterns of its head atoms.
    by_rule: Vec<Vec<(PredId, Vec<ir::Term>)>>,
    /// Per predicate: whether the program has facts of it.
    with_facts: Vec<bool>,
}

impl HeadPatterns {
    /// The head atoms of `program`'s rules (their intervals as in [`integer_ranges`]).
    pub(super) fn new(program: &ir::Program) -> HeadPatterns {
        let mut by_predicate = vec![Vec::new(); program.predicates.len()];
        let mut by_rule = Vec::with_capacity(program.rules.len());
        for (r, rule) in program.rules.iter().enumerate() {
            let mut patterns = Vec::new();
            let atoms: Vec<&ir::Atom> = match &rule.head {
                Head::Atom(atom) | Head::External(atom, _) | Head::Theory(atom) => vec![atom],
                Head::Disjunction(elements, _) => (elements.iter())
                    .filter_map(|e| match &e.literal {
                        Literal::Atom(_, atom) => Some(atom),
                        _ => None,
                    })
                    .collect(),
                Head::Aggregate(aggregate) => (aggregate.elements.iter())
                    .filter_map(|e| e.atom.as_ref())
                    .collect(),
                _ => Vec::new(),
            };
            for atom in atoms {
                let pattern = integer_ranges(&rule.vars, atom);
                by_predicate[atom.predicate.0 as usize].push((r, pattern.clone()));
                patterns.push((atom.predicate, pattern));
            }
            by_rule.push(patterns);
        }
        let mut with_facts = vec![false; program.predicates.len()];
        program
            .facts
            .iter()
            .for_each(|(p, _)| with_facts[p.0 as usize] = true);
        HeadPatterns {
            by_predicate,
            by_rule,
            with_facts,
        }
    }

    /// Whether the body atom `atom` of rule `rule` depends on some statement: a fact of its
    /// predicate or a rule whose head may derive it (without the symbol table, a ground
    /// function symbol in a head may be any function term).
    pub(super) fn depends(&self, rule: &ir::Rule, atom: &ir::Atom) -> bool {
        self.with_facts[atom.predicate.0 as usize] || self.derived_by_rule(rule, atom)
    }

    /// Whether the head of some rule may derive an instance of the body atom `atom` of rule
    /// `rule` (facts left out).
    pub(super) fn derived_by_rule(&self, rule: &ir::Rule, atom: &ir::Atom) -> bool {
        let body = integer_ranges(&rule.vars, atom);
        (self.by_predicate[atom.predicate.0 as usize].iter())
            .any(|(_, pattern)| unifies(&body, pattern, None))
    }

    /// The rules with head atoms of `predicate` (ascending, a rule once).
    pub(super) fn defining_rules(&self, predicate: PredId) -> impl Iterator<Item = usize> + '_ {
        let rules = &self.by_predicate[predicate.0 as usize];
        (rules.iter().enumerate())
            .filter(|&(i, &(r, _))| i == 0 || rules[i - 1].0 != r)
            .map(|(_, &(r, _))| r)
    }

    /// Whether the head of rule `head_rule` may derive an instance of the body atom `atom`
    /// of rule `rule`.
    pub(super) fn rule_may_derive(
        &self,
        head_rule: usize,
        rule: &ir::Rule,
        atom: &ir::Atom,
        symbols: &SymbolTable,
    ) -> bool {
        let body = integer_ranges(&rule.vars, atom);
        (self.by_rule[head_rule].iter())
            .any(|(p, pattern)| *p == atom.predicate && unifies(&body, pattern, Some(symbols)))
    }

    /// The rules whose heads may derive an instance of the body atom `atom` of rule `rule`
    /// (ascending).
    pub(super) fn providers(
        &self,
        rule: &ir::Rule,
        atom: &ir::Atom,
        symbols: &SymbolTable,
    ) -> Vec<usize> {
        let body = integer_ranges(&rule.vars, atom);
        let mut rules: Vec<usize> = (self.by_predicate[atom.predicate.0 as usize].iter())
            .filter(|(_, pattern)| unifies(&body, pattern, Some(symbols)))
            .map(|&(r, _)| r)
            .collect();
        rules.dedup();
        rules
    }
}

/// The arguments of `atom` (of a rule with variables `vars`) as gringo's dependency analysis
/// sees them: the variable of an interval (`p(X..Y)` is `p(#Range)`) stands for an integer,
/// as gringo's linear term does: it is the pattern `#Range+0`, which unifies with no
/// constant, in heads (`not p(a)` in `p(X..X) :- d(X), not p(a)` depends on no head) and in
/// bodies alike (`q(X..X)` in a body depends on no rule for `q(a)`).
fn integer_ranges(vars: &[String], atom: &ir::Atom) -> Vec<ir::Term> {
    (atom.args.iter())
        .map(|t| match t {
            ir::Term::Variable(v) if vars[v.0 as usize].starts_with("#Range") => {
                let zero = Box::new(ir::Term::Symbol(Symbol::Int(0)));
                ir::Term::Binary(BinaryOp::Add, Box::new(t.clone()), zero, atom.span)
            }
            _ => t.clone(),
        })
        .collect()
}

/// Whether the arguments of a body atom and of a head atom (of another rule) may unify.
fn unifies(body: &[ir::Term], head: &[ir::Term], symbols: Option<&SymbolTable>) -> bool {
    let mut unifier = Unifier {
        symbols,
        bound: HashMap::new(),
        steps: 0,
    };
    (body.iter().zip(head)).all(|(b, h)| unifier.unify(Side::Body, b, Side::Head, h))
}

/// Which atom a variable belongs to (the two are renamed apart).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
enum Side {
    Body,
    Head,
}

/// Variable bindings made while unifying two atoms.
struct Unifier<'s> {
    symbols: Option<&'s SymbolTable>,
    bound: HashMap<(Side, VarId), (Side, ir::Term)>,
    /// Steps taken: past a bound the atoms are taken as unifying (a guard; the occurs check
    /// keeps bindings acyclic).
    steps: u32,
}

impl Unifier<'_> {
    fn unify(&mut self, sa: Side, a: &ir::Term, sb: Side, b: &ir::Term) -> bool {
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
            (Symbol(s), Function(name, args)) => self.function_symbol(sb, false, name, args, *s),
            (Function(name, args), Symbol(s)) => self.function_symbol(sa, false, name, args, *s),
            (External(..), _) | (_, External(..)) => true,
            // `-X` may be an integer or a (classically negated) function symbol.
            (Unary(UnaryOp::Minus, t, _), _) | (_, Unary(UnaryOp::Minus, t, _))
                if !matches!(**t, Function(..)) =>
            {
                true
            }
            (Unary(UnaryOp::Minus, x, _), Unary(UnaryOp::Minus, y, _)) => self.unify(sa, x, sb, y),
            (Unary(UnaryOp::Minus, f, _), Symbol(s)) | (Symbol(s), Unary(UnaryOp::Minus, f, _)) => {
                let side = if matches!(a, Unary(..)) { sa } else { sb };
                let Function(name, args) = &**f else {
                    unreachable!("the arm above takes every other negated term")
                };
                self.function_symbol(side, true, name, args, *s)
            }
            // A negated function term is no integer and no unnegated function.
            (Unary(UnaryOp::Minus, ..), _) | (_, Unary(UnaryOp::Minus, ..)) => false,
            // Arithmetic: gringo's linear term `a*X+b` (see [`Linear`]), anything otherwise
            // (gringo's dependency analysis takes `|X-2|` or `X*Y` for a fresh variable).
            (Unary(..) | Binary(..), _) => self.arithmetic(sa, a, sb, b),
            (_, Unary(..) | Binary(..)) => self.arithmetic(sb, b, sa, a),
        }
    }

    /// Unifies the arithmetic term `arithmetic` (of side `side`) with `other` (not a
    /// variable), as gringo unifies its linear terms: with an integer `k` only if `k - b` is
    /// a multiple of `a`, binding `X` to the quotient (so `r(X+1,X+1)` never derives
    /// `r(1,2)`); with no other symbol or function term; with any other arithmetic.
    fn arithmetic(
        &mut self,
        side: Side,
        arithmetic: &ir::Term,
        other_side: Side,
        other: &ir::Term,
    ) -> bool {
        use crate::symbol::Symbol::Int;
        use ir::Term::*;
        match (Linear::of(arithmetic), other) {
            (Linear::Anything, _) | (_, Unary(..) | Binary(..)) => true,
            (Linear::Constant(n), _) => self.unify(side, &Symbol(Int(n)), other_side, other),
            (Linear::Term(v, a, b), Symbol(Int(k))) => {
                let y = k.wrapping_sub(b);
                if y.wrapping_rem(a) != 0 {
                    return false;
                }
                self.bind(side, v, other_side, &Symbol(Int(y.wrapping_div(a))))
            }
            (Linear::Integer | Linear::Term(..), _) => false,
        }
    }

    /// Whether the function term `name(args)` (of side `side`), classically negated if
    /// `negative`, may be the symbol `s`.
    fn function_symbol(
        &mut self,
        side: Side,
        negative: bool,
        name: &crate::symbol::Name,
        args: &[ir::Term],
        s: Symbol,
    ) -> bool {
        let Some(symbols) = self.symbols else {
            return matches!(s, Symbol::Fun(_));
        };
        let Some(f) = symbols.function_of(s) else {
            return false;
        };
        if f.negative != negative || f.name != *name || f.args.len() != args.len() {
            return false;
        }
        let values: Vec<ir::Term> = f.args.iter().map(|&v| ir::Term::Symbol(v)).collect();
        (args.iter().zip(&values)).all(|(a, v)| self.unify(side, a, side, v))
    }

    fn bind(&mut self, side: Side, v: VarId, other_side: Side, other: &ir::Term) -> bool {
        if let ir::Term::Variable(w) = other
            && (side, v) == (other_side, *w)
        {
            return true;
        }
        match self.bound.get(&(side, v)).cloned() {
            Some((bound_side, bound)) => self.unify(bound_side, &bound, other_side, other),
            // gringo binds no variable to a linear term (it would need rational numbers).
            None if matches!(Linear::of(other), Linear::Term(..)) => true,
            // Its occurs check: `X` and `f(X)` do not unify (`r((Z,1),Z)` and `r(W,W)`).
            None if self.occurs(side, v, other_side, other) => false,
            None => {
                self.bound.insert((side, v), (other_side, other.clone()));
                true
            }
        }
    }
}

impl Unifier<'_> {
    /// Whether variable `v` of `side` occurs in `term` of `term_side` (through the bindings
    /// made so far), as gringo's `GTerm::occurs` sees it: in a function term's arguments and
    /// in a linear term, not in other arithmetic (which gringo takes for a fresh variable).
    fn occurs(&self, side: Side, v: VarId, term_side: Side, term: &ir::Term) -> bool {
        use ir::Term::*;
        match term {
            Variable(w) if (term_side, *w) == (side, v) => true,
            Variable(w) => (self.bound.get(&(term_side, *w)))
                .is_some_and(|(bound_side, bound)| self.occurs(side, v, *bound_side, bound)),
            Function(_, args) => args.iter().any(|a| self.occurs(side, v, term_side, a)),
            Unary(UnaryOp::Minus, f, _) if matches!(**f, Function(..)) => {
                self.occurs(side, v, term_side, f)
            }
            Unary(..) | Binary(..) => match Linear::of(term) {
                Linear::Term(w, ..) => self.occurs(side, v, term_side, &Variable(w)),
                _ => false,
            },
            Symbol(_) | External(..) => false,
        }
    }
}

/// What gringo's dependency analysis makes of an arithmetic term.
enum Linear {
    /// A constant (gringo's simplification computes it).
    Constant(i32),
    /// `a*X+b` (`a` not 0) in 32-bit arithmetic that wraps around: gringo's `LinearTerm`.
    Term(VarId, i32, i32),
    /// Some integer: ground arithmetic rasp does not compute here (`7/2`).
    Integer,
    /// Anything: other arithmetic, and terms that are no arithmetic.
    Anything,
}

impl Linear {
    fn of(term: &ir::Term) -> Linear {
        if !matches!(term, ir::Term::Unary(..) | ir::Term::Binary(..)) || !term.is_pattern() {
            return Linear::Anything;
        }
        let mut vars = Vec::new();
        term.for_each_var(&mut |v| vars.push(v));
        match vars.first() {
            Some(&v) => match term.linear(v) {
                Some((a, b)) if a != 0 => Linear::Term(v, a, b),
                _ => Linear::Anything,
            },
            None => match term.linear(VarId(u32::MAX)) {
                Some((_, n)) => Linear::Constant(n),
                None => Linear::Integer,
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Side, Unifier};
    use crate::check::ir::{Term, VarId};
    use crate::symbol::Symbol;
    use std::collections::HashMap;

    fn unify(body: &[Term], head: &[Term]) -> bool {
        let mut unifier = Unifier {
            symbols: None,
            bound: HashMap::new(),
            steps: 0,
        };
        (body.iter().zip(head)).all(|(b, h)| unifier.unify(Side::Body, b, Side::Head, h))
    }

    #[test]
    fn repeated_variables_must_agree() {
        let (x, y) = (Term::Variable(VarId(0)), Term::Variable(VarId(1)));
        let (one, two) = (Term::Symbol(Symbol::Int(1)), Term::Symbol(Symbol::Int(2)));
        assert!(!unify(&[one.clone(), two.clone()], &[x.clone(), x.clone()]));
        assert!(unify(&[one.clone(), one.clone()], &[x.clone(), x.clone()]));
        assert!(unify(&[y.clone(), two.clone()], &[x.clone(), x.clone()]));
        // The body's X and the head's X are different variables.
        assert!(unify(&[x.clone(), two], &[one, x]));
    }

    #[test]
    fn a_variable_does_not_unify_with_a_term_it_occurs_in() {
        use crate::symbol::Name;
        let (z, w) = (Term::Variable(VarId(0)), Term::Variable(VarId(1)));
        let one = Term::Symbol(Symbol::Int(1));
        let tuple = |t: &Term| Term::Function(Name::EMPTY, vec![t.clone(), one.clone()]);
        // r((Z,1),Z) against r(W,W): W = (Z,1), then Z = (Z,1).
        assert!(!unify(&[tuple(&z), z.clone()], &[w.clone(), w.clone()]));
        assert!(!unify(&[z.clone(), tuple(&z)], &[w.clone(), w.clone()]));
        // r((Z,1),Y) against r(W,W): W = (Z,1) = Y.
        assert!(unify(
            &[tuple(&z), Term::Variable(VarId(2))],
            &[w.clone(), w]
        ));
        // The head's Z is another variable than the body's.
        assert!(unify(std::slice::from_ref(&z), &[tuple(&z)]));
    }

    #[test]
    fn only_linear_arithmetic_is_an_integer() {
        use crate::diag::Span;
        use crate::syntax::ast::{BinaryOp, UnaryOp};
        let x = || Box::new(Term::Variable(VarId(0)));
        let int = |n| Box::new(Term::Symbol(Symbol::Int(n)));
        let a = Term::Symbol(crate::symbol::SymbolTable::new().constant("a"));
        let span = Span::default();
        // `X+1`, `2*X`: some integer, never the constant `a`.
        let plus = Term::Binary(BinaryOp::Add, x(), int(1), span);
        let times = Term::Binary(BinaryOp::Mul, int(2), x(), span);
        assert!(!unify(
            std::slice::from_ref(&a),
            std::slice::from_ref(&plus)
        ));
        assert!(!unify(std::slice::from_ref(&a), &[times]));
        assert!(unify(
            &[Term::Symbol(Symbol::Int(3))],
            std::slice::from_ref(&plus)
        ));
        // `|X-2|`, `X*0`, `X*X`: gringo's analysis takes them for anything.
        let minus = Box::new(Term::Binary(BinaryOp::Sub, x(), int(2), span));
        let abs = Term::Unary(UnaryOp::Abs, minus, span);
        let zero = Term::Binary(BinaryOp::Mul, x(), int(0), span);
        let square = Term::Binary(BinaryOp::Mul, x(), x(), span);
        for t in [abs, zero, square] {
            assert!(unify(std::slice::from_ref(&a), &[t]));
        }
    }

    #[test]
    fn linear_terms_bind_their_variable() {
        use crate::diag::Span;
        use crate::syntax::ast::BinaryOp;
        let (x, y) = (Term::Variable(VarId(0)), Term::Variable(VarId(1)));
        let int = |n| Term::Symbol(Symbol::Int(n));
        let plus = |t: &Term, n| {
            Term::Binary(
                BinaryOp::Add,
                Box::new(t.clone()),
                Box::new(int(n)),
                Span::default(),
            )
        };
        let twice = Term::Binary(
            BinaryOp::Mul,
            Box::new(int(2)),
            Box::new(x.clone()),
            Span::default(),
        );
        // `r(X+1,X+1)` derives `r(2,2)`, not `r(1,2)`; `2*X` no odd number.
        assert!(!unify(&[int(1), int(2)], &[plus(&x, 1), plus(&x, 1)]));
        assert!(unify(&[int(2), int(2)], &[plus(&x, 1), plus(&x, 1)]));
        assert!(!unify(&[int(3)], std::slice::from_ref(&twice)));
        assert!(unify(&[int(4)], std::slice::from_ref(&twice)));
        // A variable is not bound to a linear term: `r(Y,Y)` unifies with `r(X+1,a)`.
        let a = Term::Symbol(crate::symbol::SymbolTable::new().constant("a"));
        assert!(unify(&[y.clone(), y.clone()], &[plus(&x, 1), a]));
        // Two linear terms unify: `r(Y+1,Y)` with `r(X,X+5)`.
        assert!(unify(&[plus(&y, 1), y], &[x.clone(), plus(&x, 5)]));
    }
}
