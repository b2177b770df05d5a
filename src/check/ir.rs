//! The normalized non-ground program that the grounder instantiates.
//!
//! Compared to the syntax tree: constants are substituted and ground subterms folded into
//! [`Symbol`]s; pools are expanded (into several rules, elements or conditional literals, as
//! gringo expands them; disjunction elements and body conditional literals that stand for
//! more than one literal have become auxiliary atoms with their own rules); intervals became
//! [`Literal::Range`]s over fresh variables; anonymous variables are fresh or projected away;
//! comparison chains are pairs; every statement is a [`Rule`] whose
//! [`Head`] says what an instance produces (an atom, a disjunction, a choice, a show entry, a
//! minimize term, ...). Variables are numbered per rule (`VarId` indexes the rule's `vars`).
//!
//! Invariants: in a rule's atoms, every argument is a *pattern* ([`Term::is_pattern`]) or a
//! term whose variables other literals must bind; predicates are indexes into
//! [`Program::predicates`].

use crate::diag::Span;
use crate::symbol::{Name, Symbol};
use crate::syntax::ast::{AggregateFunction, BinaryOp, Naf, Relation, UnaryOp};

/// A variable of one rule (index into [`Rule::vars`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VarId(pub u32);

/// A predicate (index into [`Program::predicates`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct PredId(pub u32);

/// A predicate signature: `name/arity`, possibly classically negated.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Predicate {
    /// The name.
    pub name: Name,
    /// The arity.
    pub arity: u32,
    /// `-name/arity`.
    pub negative: bool,
}

/// A term of a rule.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Term {
    /// A ground term.
    Symbol(Symbol),
    /// A variable.
    Variable(VarId),
    /// A function term or tuple (empty name) with non-ground arguments.
    Function(Name, Vec<Term>),
    /// `-t`, `~t`, `|t|`; `-f(X)` is the classically negated function.
    Unary(UnaryOp, Box<Term>, Span),
    /// Arithmetic.
    Binary(BinaryOp, Box<Term>, Box<Term>, Span),
    /// A call of an external (script) function, which rasp cannot evaluate.
    External(Name, Vec<Term>, Span),
}

/// An atom `p(t1,...,tn)`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Atom {
    /// The predicate.
    pub predicate: PredId,
    /// The arguments.
    pub args: Vec<Term>,
    /// Where it was written.
    pub span: Span,
}

/// A literal of a body or condition.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Literal {
    /// A possibly negated atom.
    Atom(Naf, Atom),
    /// A possibly negated comparison (`not X < Y` keeps its negation: it binds nothing).
    Compare(Naf, Term, Relation, Term),
    /// `var = low..high` (from an interval); binds `var` once `low` and `high` are bound.
    Range(VarId, Term, Term),
}

/// An element of a body aggregate or a head aggregate: a tuple and its condition.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct AggregateElement {
    /// The tuple; for `#sum` its first term is the weight.
    pub tuple: Vec<Term>,
    /// For head aggregates: the atom the element derives (`None` in bodies).
    pub atom: Option<Atom>,
    /// The condition.
    pub condition: Vec<Literal>,
    /// Where its weight (the first term of its tuple) was written, or the element if it has
    /// no terms (clingo's location for an ignored tuple).
    pub span: Span,
}

/// A bound `value relation term` of an aggregate (left guards are flipped into this form).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Bound {
    /// How the aggregate's value relates to the term.
    pub relation: Relation,
    /// The bound.
    pub term: Term,
}

/// An aggregate with its bounds.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Aggregate {
    /// `#count`, `#sum`, `#sum+`, `#min` or `#max`.
    pub function: AggregateFunction,
    /// The elements.
    pub elements: Vec<AggregateElement>,
    /// The bounds (none: always true for heads; for bodies, an assignment has `Eq` to a
    /// variable that nothing else binds).
    pub bounds: Vec<Bound>,
    /// Where it was written.
    pub span: Span,
}

/// A conditional literal `literal : condition` in a body (a conjunction over the condition's
/// instances) or a head disjunction (a disjunction over them).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Conditional {
    /// The literal (in heads: an atom literal without negation).
    pub literal: Literal,
    /// The condition.
    pub condition: Vec<Literal>,
}

/// Which element of gringo's a disjunct belongs to. gringo makes one element of each
/// alternative of a written element's condition pools, its literal's pool alternatives (and
/// interval values) a conjunction in it; an element has one instance per value of `key`, the
/// local variables that its literal shares with its condition, under which the condition's
/// instances (over its other variables) form a disjunction.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct DisjunctOrigin {
    /// The element's number in its disjunction.
    pub element: usize,
    /// The variables of its literal that occur in its condition: its key variables, but for
    /// those the rule's body binds.
    pub key: Vec<VarId>,
    /// The literals of the disjunct's condition that are its literal's own (the ranges of
    /// its intervals), not its element's condition: gringo's element exists where its
    /// condition holds, even if these have no instance (the empty conjunction holds).
    pub local: std::ops::Range<usize>,
    /// Whether its element's literal has a pool: gringo's element is then a conjunction,
    /// even of a single atom (`r(X/0,X;X,X)` is `r(X,X)`), never a plain disjunct.
    pub pooled: bool,
}

/// Whether disjunct `d` (of a disjunction whose disjuncts come from `origins`) is its
/// element's whole conjunction, with no interval of its own: then the disjunct alone decides
/// whether its element holds (a fact makes the element hold, an undefined atom makes it
/// vanish).
pub fn stands_alone(origins: &[DisjunctOrigin], d: usize) -> bool {
    let origin = &origins[d];
    origin.local.is_empty()
        && !origin.pooled
        && origins
            .iter()
            .filter(|o| o.element == origin.element)
            .count()
            == 1
}

/// An element of a rule body.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum BodyElement {
    /// A literal.
    Literal(Literal),
    /// A conditional literal.
    Conditional(Conditional),
    /// A possibly negated aggregate.
    Aggregate(Naf, Aggregate),
}

/// What the instances of a rule produce.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Head {
    /// An integrity constraint.
    False,
    /// A normal rule or fact.
    Atom(Atom),
    /// A disjunction over conditional atoms (`a ; b : c`), with the origin of each.
    Disjunction(Vec<Conditional>, Vec<DisjunctOrigin>),
    /// A choice rule or head aggregate: the elements' atoms may be chosen, within the bounds.
    Aggregate(Aggregate),
    /// `#show term : body.`
    Show(Term),
    /// A minimize term: weight, priority and the terms that make it distinct, and where the
    /// weight was written (clingo's location for an ignored tuple).
    Minimize(Term, Term, Vec<Term>, Span),
    /// `#external atom : body. [value]`
    External(Atom, Term),
    /// `#project atom : body.`
    Project(Atom),
    /// `#heuristic atom : body. [weight@priority, modifier]`
    Heuristic(Atom, Term, Term, Term),
    /// `#edge (u, v) : body.`
    Edge(Term, Term),
    /// An instance of a theory atom occurrence ([`TheoryOccurrence`]) exists: its atom is
    /// made (free unless a rule derives it; for a directive, the instance alone counts).
    Theory(Atom),
    /// An element of the instance of theory occurrence `occurrence` whose atom has the
    /// arguments `key`: the tuple, under the rule's body as its condition.
    TheoryElement {
        /// The index in [`Program::theory`].
        occurrence: u32,
        /// The element's place in its atom as written (elements are in that order).
        element: u32,
        /// The arguments of the instance's atom.
        key: Vec<Term>,
        /// The element's tuple.
        tuple: Vec<TheoryTerm>,
    },
}

/// A theory term with its operators resolved (a theory atom's element or guard).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TheoryTerm {
    /// A number, name, string, `#inf` or `#sup`.
    Value(Symbol),
    /// A variable: its value, as a theory term.
    Variable(VarId),
    /// A function `f(t, ...)` or an operator applied to one or two terms (named by it).
    Function(String, Vec<TheoryTerm>),
    /// `(t, ...)`.
    Tuple(Vec<TheoryTerm>),
    /// `{t, ...}`.
    Set(Vec<TheoryTerm>),
    /// `[t, ...]`.
    List(Vec<TheoryTerm>),
}

impl TheoryTerm {
    /// Calls `f` on each variable.
    pub fn for_each_var(&self, f: &mut impl FnMut(VarId)) {
        match self {
            TheoryTerm::Value(_) => {}
            TheoryTerm::Variable(v) => f(*v),
            TheoryTerm::Function(_, args)
            | TheoryTerm::Tuple(args)
            | TheoryTerm::Set(args)
            | TheoryTerm::List(args) => args.iter().for_each(|a| a.for_each_var(f)),
        }
    }
}

/// Where a theory atom is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TheoryPlace {
    /// In a body: an instance exists only where a ground rule uses its atom (as in gringo,
    /// whose output has only the theory atoms of the rules it outputs).
    Body,
    /// In a head: its rule derives its atom.
    Head,
    /// A directive: no program atom.
    Directive,
}

/// A theory atom as written in a statement: its instances are the atoms of `predicate`, an
/// auxiliary predicate whose arguments are the values of the atom's global variables.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TheoryOccurrence {
    /// The auxiliary predicate.
    pub predicate: PredId,
    /// The global variables, in the order of the predicate's arguments.
    pub globals: Vec<VarId>,
    /// The atom's name with its arguments (a symbol or function term over `globals`).
    pub name: Term,
    /// The guard's operator and term (over `globals`).
    pub guard: Option<(String, TheoryTerm)>,
    /// Where it was written.
    pub place: TheoryPlace,
    /// The statement's variable names (for evaluating `name` and `guard`).
    pub vars: Vec<String>,
}

/// A normalized rule.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Rule {
    /// The head.
    pub head: Head,
    /// The body.
    pub body: Vec<BodyElement>,
    /// How many of the body's first elements only bind variables: an auxiliary rule's copy
    /// of the body of the rule it serves (see `check::rewrite::elements`), whose instances
    /// the grounder looks up but leaves out of the ground rule.
    pub binding: usize,
    /// Names of the variables (fresh ones start with `#`), indexed by [`VarId`].
    pub vars: Vec<String>,
    /// The variables that stand for the parameters of the rule's program part (`#Inc0`,
    /// ...; none in a part without parameters), each bound by a literal `#Inc0 = value` of
    /// the body: gringo's literal `#inc_step(#Inc0)`, which its orders treat as a positive
    /// literal over one atom, not as an assignment (see [`part_variable`]).
    pub part: Vec<VarId>,
    /// The statement it came from.
    pub span: Span,
}

/// The variable that `literal` binds if it is a literal of the program part whose
/// parameters' variables are `part` (see [`Rule::part`]).
pub fn part_variable(literal: &Literal, part: &[VarId]) -> Option<VarId> {
    match literal {
        Literal::Compare(Naf::Positive, Term::Variable(v), Relation::Eq, Term::Symbol(_))
            if part.contains(v) =>
        {
            Some(*v)
        }
        _ => None,
    }
}

/// A `#show` of a signature: atoms of `predicate` are shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShowSignature {
    /// The predicate shown.
    pub predicate: PredId,
    /// Where it was written.
    pub span: Span,
}

/// Ground facts, stored flat (no allocation per fact): the bulk of large inputs.
#[derive(Clone, Debug, Default)]
pub struct Facts {
    /// The predicate of each fact and the end of its arguments in `args` (they start where
    /// the previous fact's end).
    atoms: Vec<(PredId, u32)>,
    /// The arguments of all facts, in order.
    args: Vec<Symbol>,
}

impl Facts {
    /// Adds a fact.
    pub fn push(&mut self, predicate: PredId, args: &[Symbol]) {
        self.args.extend_from_slice(args);
        let end = u32::try_from(self.args.len()).expect("fewer than 2^32 fact arguments");
        self.atoms.push((predicate, end));
    }

    /// The number of facts.
    pub fn len(&self) -> usize {
        self.atoms.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.atoms.is_empty()
    }

    /// The facts in the order they were added: predicate and arguments.
    pub fn iter(&self) -> impl Iterator<Item = (PredId, &[Symbol])> + '_ {
        let starts = std::iter::once(0).chain(self.atoms.iter().map(|&(_, end)| end));
        self.atoms
            .iter()
            .zip(starts)
            .map(|(&(predicate, end), start)| (predicate, &self.args[start as usize..end as usize]))
    }
}

/// A normalized program.
#[derive(Clone, Debug, Default)]
pub struct Program {
    /// All predicates that occur.
    pub predicates: Vec<Predicate>,
    /// Ground facts (rules with a ground atom head and no body), kept apart from the rules
    /// because large inputs consist mostly of them.
    pub facts: Facts,
    /// The rules.
    pub rules: Vec<Rule>,
    /// `#show p/n.` directives.
    pub show_signatures: Vec<ShowSignature>,
    /// Whether any `#show` directive occurs (then only shown atoms and terms are output).
    pub show_filter: bool,
    /// `#project p/n.` directives.
    pub project_signatures: Vec<PredId>,
    /// `#defined p/n.` directives.
    pub defined: Vec<PredId>,
    /// The theory atoms written in the statements, indexed by [`Head::TheoryElement`]'s
    /// `occurrence`.
    pub theory: Vec<TheoryOccurrence>,
    /// The predicates with a fact in any part of the program, grounded in this step or not:
    /// gringo counts them as defined in its infos (an atom in no rule head, a `#show`
    /// signature without atoms).
    pub with_facts_in_any_part: std::collections::HashSet<Predicate>,
    /// The projections of body literals (`#p_p_1` for `p(X,_)`), each with the predicate it
    /// projects; each is defined by one rule, `#p_p_1(V0) :- p(V0,V1)`. Unlike the other
    /// auxiliary predicates, which are a step's own, their atoms are kept across the steps of
    /// a multi-shot session (see `ground::Domain`).
    pub projections: Vec<(PredId, PredId)>,
}

impl Term {
    /// Whether the term is ground.
    pub fn is_ground(&self) -> bool {
        match self {
            Term::Symbol(_) => true,
            Term::Variable(_) => false,
            Term::Function(_, args) | Term::External(_, args, _) => {
                args.iter().all(Term::is_ground)
            }
            Term::Unary(_, t, _) => t.is_ground(),
            Term::Binary(_, l, r, _) => l.is_ground() && r.is_ground(),
        }
    }

    /// Whether the term can be matched against a value without knowing any variable: a
    /// variable, a ground term, a function of patterns, a classically negated function
    /// pattern, or a linear term `a*X+b` with one occurrence of one variable (gringo's
    /// static notion; `X+Y` is no pattern even when `Y` is bound).
    pub fn is_pattern(&self) -> bool {
        match self {
            Term::Symbol(_) | Term::Variable(_) => true,
            Term::Function(_, args) => args.iter().all(Term::is_pattern),
            Term::Unary(UnaryOp::Minus, inner, _) if matches!(**inner, Term::Function(..)) => {
                inner.is_pattern()
            }
            _ => {
                let mut vars = Vec::new();
                self.for_each_var(&mut |v| vars.push(v));
                match vars.as_slice() {
                    [] => true,
                    [v] => self.is_linear_in(*v),
                    _ => false,
                }
            }
        }
    }

    /// The span of an operation term (the only kind that can be undefined).
    pub fn span(&self) -> Option<Span> {
        match self {
            Term::Unary(_, _, span) | Term::Binary(_, _, _, span) | Term::External(_, _, span) => {
                Some(*span)
            }
            _ => None,
        }
    }

    /// Calls `f` on every variable occurrence.
    pub fn for_each_var(&self, f: &mut impl FnMut(VarId)) {
        match self {
            Term::Symbol(_) => {}
            Term::Variable(v) => f(*v),
            Term::Function(_, args) | Term::External(_, args, _) => {
                args.iter().for_each(|a| a.for_each_var(f))
            }
            Term::Unary(_, t, _) => t.for_each_var(f),
            Term::Binary(_, l, r, _) => {
                l.for_each_var(f);
                r.for_each_var(f);
            }
        }
    }

    /// Replaces every variable `v` by `f(v)`.
    pub fn rename_vars(&mut self, f: &impl Fn(VarId) -> VarId) {
        match self {
            Term::Symbol(_) => {}
            Term::Variable(v) => *v = f(*v),
            Term::Function(_, args) | Term::External(_, args, _) => {
                args.iter_mut().for_each(|a| a.rename_vars(f))
            }
            Term::Unary(_, t, _) => t.rename_vars(f),
            Term::Binary(_, l, r, _) => {
                l.rename_vars(f);
                r.rename_vars(f);
            }
        }
    }

    /// The variables that matching this pattern against a value binds, given the bound ones.
    pub fn pattern_vars(&self, bound: &impl Fn(VarId) -> bool) -> Vec<VarId> {
        let mut out = Vec::new();
        self.for_each_var(&mut |v| {
            if !bound(v) && !out.contains(&v) {
                out.push(v)
            }
        });
        out
    }

    /// Whether the term is `a*v+b` for integer literals `a != 0`, `b` (up to the order of
    /// operands and unary minus), with `v` occurring once.
    pub fn is_linear_in(&self, v: VarId) -> bool {
        self.linear(v).is_some_and(|(a, _)| a != 0)
    }

    /// The coefficients `(a, b)` if the term is `a*v+b` with integer literals, as gringo
    /// simplifies it: in 32-bit arithmetic that wraps around, and a product with an operand
    /// 0 is kept as it is (neither an integer nor linear: `X*0` does not bind `X`).
    pub fn linear(&self, v: VarId) -> Option<(i32, i32)> {
        match self {
            Term::Variable(w) if *w == v => Some((1, 0)),
            Term::Symbol(Symbol::Int(n)) => Some((0, *n)),
            Term::Unary(UnaryOp::Minus, t, _) => t
                .linear(v)
                .map(|(a, b)| (a.wrapping_neg(), b.wrapping_neg())),
            Term::Binary(op, l, r, _) => {
                let (la, lb) = l.linear(v)?;
                let (ra, rb) = r.linear(v)?;
                match op {
                    BinaryOp::Add if la == 0 || ra == 0 => {
                        Some((la.wrapping_add(ra), lb.wrapping_add(rb)))
                    }
                    BinaryOp::Sub if la == 0 || ra == 0 => {
                        Some((la.wrapping_sub(ra), lb.wrapping_sub(rb)))
                    }
                    BinaryOp::Mul if (la, lb) == (0, 0) || (ra, rb) == (0, 0) => None,
                    BinaryOp::Mul if la == 0 => Some((lb.wrapping_mul(ra), lb.wrapping_mul(rb))),
                    BinaryOp::Mul if ra == 0 => Some((rb.wrapping_mul(la), rb.wrapping_mul(lb))),
                    _ => None,
                }
            }
            _ => None,
        }
    }
}

impl Literal {
    /// Calls `f` on every variable occurrence.
    pub fn for_each_var(&self, f: &mut impl FnMut(VarId)) {
        match self {
            Literal::Atom(_, atom) => atom.args.iter().for_each(|a| a.for_each_var(f)),
            Literal::Compare(_, l, _, r) => {
                l.for_each_var(f);
                r.for_each_var(f);
            }
            Literal::Range(v, l, h) => {
                f(*v);
                l.for_each_var(f);
                h.for_each_var(f);
            }
        }
    }
}

impl Literal {
    /// Replaces every variable `v` by `f(v)`.
    pub fn rename_vars(&mut self, f: &impl Fn(VarId) -> VarId) {
        match self {
            Literal::Atom(_, atom) => atom.args.iter_mut().for_each(|a| a.rename_vars(f)),
            Literal::Compare(_, l, _, r) => {
                l.rename_vars(f);
                r.rename_vars(f);
            }
            Literal::Range(v, l, h) => {
                *v = f(*v);
                l.rename_vars(f);
                h.rename_vars(f);
            }
        }
    }
}

impl Aggregate {
    /// Replaces every variable `v` of the elements (not the bounds) by `f(v)`.
    pub fn rename_element_vars(&mut self, f: &impl Fn(VarId) -> VarId) {
        for element in &mut self.elements {
            element.tuple.iter_mut().for_each(|t| t.rename_vars(f));
            if let Some(atom) = &mut element.atom {
                atom.args.iter_mut().for_each(|a| a.rename_vars(f));
            }
            element.condition.iter_mut().for_each(|l| l.rename_vars(f));
        }
    }

    /// Calls `f` on every variable occurrence (elements and bounds).
    pub fn for_each_var(&self, f: &mut impl FnMut(VarId)) {
        for element in &self.elements {
            element.for_each_var(f);
        }
        for bound in &self.bounds {
            bound.term.for_each_var(f);
        }
    }
}

impl AggregateElement {
    /// Calls `f` on every variable occurrence (tuple, atom, condition).
    pub fn for_each_var(&self, f: &mut impl FnMut(VarId)) {
        self.tuple.iter().for_each(|t| t.for_each_var(f));
        if let Some(atom) = &self.atom {
            atom.args.iter().for_each(|a| a.for_each_var(f));
        }
        self.condition.iter().for_each(|l| l.for_each_var(f));
    }
}

impl Conditional {
    /// Calls `f` on every variable occurrence.
    pub fn for_each_var(&self, f: &mut impl FnMut(VarId)) {
        self.literal.for_each_var(f);
        self.condition.iter().for_each(|l| l.for_each_var(f));
    }
}

impl BodyElement {
    /// Calls `f` on every variable occurrence.
    pub fn for_each_var(&self, f: &mut impl FnMut(VarId)) {
        match self {
            BodyElement::Literal(l) => l.for_each_var(f),
            BodyElement::Conditional(c) => c.for_each_var(f),
            BodyElement::Aggregate(_, a) => a.for_each_var(f),
        }
    }
}

impl Head {
    /// Calls `f` on every variable occurrence.
    pub fn for_each_var(&self, f: &mut impl FnMut(VarId)) {
        let atom_vars = |atom: &Atom, f: &mut dyn FnMut(VarId)| {
            for arg in &atom.args {
                arg.for_each_var(&mut |v| f(v));
            }
        };
        match self {
            Head::False => {}
            Head::Atom(atom) | Head::Project(atom) => atom_vars(atom, f),
            Head::Disjunction(elements, ..) => elements.iter().for_each(|c| c.for_each_var(f)),
            Head::Aggregate(aggregate) => aggregate.for_each_var(f),
            Head::Show(t) => t.for_each_var(f),
            Head::Minimize(w, p, ts, _) => {
                w.for_each_var(f);
                p.for_each_var(f);
                ts.iter().for_each(|t| t.for_each_var(f));
            }
            Head::External(atom, v) => {
                atom_vars(atom, f);
                v.for_each_var(f);
            }
            Head::Heuristic(atom, w, p, m) => {
                atom_vars(atom, f);
                for t in [w, p, m] {
                    t.for_each_var(f);
                }
            }
            Head::Edge(u, v) => {
                u.for_each_var(f);
                v.for_each_var(f);
            }
            Head::Theory(atom) => atom_vars(atom, f),
            Head::TheoryElement { key, tuple, .. } => {
                key.iter().for_each(|t| t.for_each_var(f));
                tuple.iter().for_each(|t| t.for_each_var(f));
            }
        }
    }
}

/// Flips a relation so that `a rel b` becomes `b flip(rel) a`.
pub fn flip(relation: Relation) -> Relation {
    match relation {
        Relation::Lt => Relation::Gt,
        Relation::Le => Relation::Ge,
        Relation::Gt => Relation::Lt,
        Relation::Ge => Relation::Le,
        r => r,
    }
}

/// The relation that holds exactly when `relation` does not.
pub fn negate(relation: Relation) -> Relation {
    match relation {
        Relation::Eq => Relation::Ne,
        Relation::Ne => Relation::Eq,
        Relation::Lt => Relation::Ge,
        Relation::Le => Relation::Gt,
        Relation::Gt => Relation::Le,
        Relation::Ge => Relation::Lt,
    }
}

impl Head {
    /// Calls `f` on the predicate of every atom the head may derive (in order; a predicate
    /// once per atom).
    pub fn for_each_derived(&self, f: &mut impl FnMut(PredId)) {
        match self {
            Head::Atom(atom) | Head::External(atom, _) | Head::Theory(atom) => f(atom.predicate),
            Head::Disjunction(elements, ..) => {
                for c in elements {
                    if let Literal::Atom(_, atom) = &c.literal {
                        f(atom.predicate);
                    }
                }
            }
            Head::Aggregate(aggregate) => {
                for atom in aggregate.elements.iter().filter_map(|e| e.atom.as_ref()) {
                    f(atom.predicate);
                }
            }
            _ => {}
        }
    }
}

impl Rule {
    /// Calls `f` on the predicate of every atom of the rule (head, body, conditions).
    pub fn for_each_predicate(&self, f: &mut impl FnMut(PredId)) {
        let literals = |literals: &[Literal], f: &mut dyn FnMut(PredId)| {
            for l in literals {
                if let Literal::Atom(_, atom) = l {
                    f(atom.predicate)
                }
            }
        };
        let aggregate = |a: &Aggregate, f: &mut dyn FnMut(PredId)| {
            for element in &a.elements {
                element.atom.iter().for_each(|atom| f(atom.predicate));
                literals(&element.condition, f);
            }
        };
        let conditional = |c: &Conditional, f: &mut dyn FnMut(PredId)| {
            literals(std::slice::from_ref(&c.literal), f);
            literals(&c.condition, f);
        };
        match &self.head {
            Head::Atom(atom)
            | Head::External(atom, _)
            | Head::Project(atom)
            | Head::Heuristic(atom, ..)
            | Head::Theory(atom) => f(atom.predicate),
            Head::Disjunction(elements, ..) => elements.iter().for_each(|e| conditional(e, f)),
            Head::Aggregate(a) => aggregate(a, f),
            Head::False
            | Head::Show(_)
            | Head::Minimize(..)
            | Head::Edge(..)
            | Head::TheoryElement { .. } => {}
        }
        for element in &self.body {
            match element {
                BodyElement::Literal(l) => literals(std::slice::from_ref(l), f),
                BodyElement::Conditional(c) => conditional(c, f),
                BodyElement::Aggregate(_, a) => aggregate(a, f),
            }
        }
    }
}
