//! The non-ground syntax tree of a clingo program.
//!
//! It keeps the structure of the source (pools, intervals, conditions, aggregate guards) and
//! puts a [`Span`] on every node that a message may point at; it drops only what has no
//! meaning: parentheses around a term, `;` versus `,` between body elements, `==` versus `=`.
//! Spans never take part in equality (see [`Span`]), so `parse(print(ast)) == ast` can be
//! checked directly. [`std::fmt::Display`] prints canonical source (module `print`).
//!
//! Invariants established by the parser: integer literals are in clingo's 32-bit range; a
//! [`Tuple`](TermKind::Tuple) of one element was written with a trailing comma; a
//! [`Pool`](TermKind::Pool) has at least two alternatives; a function or atom without
//! arguments has the single empty argument list `[[]]`; an atom's alternatives are all of
//! one predicate ([`Atom::others`] is empty). A tree built through the API (rasp's Python
//! module, clingo's `ProgramBuilder`) may also have an empty pool (of terms or of an atom's
//! argument lists: no alternative) and pools of atoms of different predicates.

use crate::diag::Span;

mod facts;
mod theory;

pub use facts::{Constant, Fact, FactArgument, Facts};
pub use theory::*;

/// A whole program: its statements in source order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Program {
    /// The statements.
    pub statements: Vec<Statement>,
}

/// One statement, from its first token to its final `.` (or `]`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Statement {
    /// The whole statement.
    pub span: Span,
    /// What it says.
    pub kind: StatementKind,
}

/// The kinds of statements.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StatementKind {
    /// A rule, fact or integrity constraint.
    Rule(Rule),
    /// `:~ body. [weight@priority, terms]`
    WeakConstraint(WeakConstraint),
    /// `#minimize { ... }.` or `#maximize { ... }.`
    Optimize(Optimize),
    /// `#show.`: hide every atom not shown otherwise.
    ShowAll,
    /// `#show p/n.` or `#show -p/n.`
    ShowSignature(Signature),
    /// `#show term : body.`
    ShowTerm {
        /// The term shown.
        term: Term,
        /// The condition (empty: always).
        body: Vec<BodyElement>,
    },
    /// `#project p/n.`
    ProjectSignature(Signature),
    /// `#project atom : body.`
    ProjectAtom {
        /// The atom projected on.
        atom: Atom,
        /// The condition.
        body: Vec<BodyElement>,
    },
    /// `#defined p/n.`
    Defined(Signature),
    /// `#external atom : body. [value]`
    External(Box<External>),
    /// `#const name = value.` with an optional `[default]` or `[override]`.
    Const {
        /// The constant's name.
        name: String,
        /// Its value, a term without variables.
        value: Term,
        /// Whether the command line may override it.
        kind: ConstKind,
    },
    /// `#include "file".` or `#include <library>.`
    Include {
        /// The file name or library name.
        target: String,
        /// Whether it was written `<library>`.
        library: bool,
    },
    /// `#program name(params).`
    Program {
        /// The name of the subprogram.
        name: String,
        /// Its parameters.
        params: Vec<String>,
    },
    /// `#heuristic atom : body. [weight@priority, modifier]`
    Heuristic(Box<Heuristic>),
    /// `#edge (u,v; ...) : body.`
    Edge {
        /// The edges.
        pairs: Vec<(Term, Term)>,
        /// The condition.
        body: Vec<BodyElement>,
    },
    /// A run of consecutive simple ground facts, stored compactly (see [`Facts`]).
    Facts(Facts),
    /// `#theory name { ... }.`
    Theory(Box<TheoryDefinition>),
    /// `#script (language) code #end.`: read only where scripts of the language run (see
    /// [`crate::load::ScriptHost`]); the reader hands it to the host and keeps no statement.
    Script(Box<Script>),
}

/// `#script (language) code #end.`
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Script {
    /// The language (`python`, `lua`).
    pub language: String,
    /// The code: everything between `)` and `#end`.
    pub code: String,
}

/// `#external atom : body. [value]`
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct External {
    /// The external atom.
    pub atom: Atom,
    /// The condition.
    pub body: Vec<BodyElement>,
    /// The initial truth value (`true`, `false`, `free`, `release`); `None` means false.
    pub value: Option<Term>,
}

/// `#heuristic atom : body. [weight@priority, modifier]`
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Heuristic {
    /// The atom the heuristic applies to.
    pub atom: Atom,
    /// The condition.
    pub body: Vec<BodyElement>,
    /// The value.
    pub weight: Term,
    /// The priority (absent: 0).
    pub priority: Option<Term>,
    /// `level`, `sign`, `factor`, `init`, `true` or `false`.
    pub modifier: Term,
}

/// `#const` with or without `[override]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ConstKind {
    /// The default: `-c name=value` on the command line takes precedence.
    Default,
    /// `[override]`: this definition takes precedence over the command line.
    Override,
}

/// A predicate signature `name/arity`, possibly classically negated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Signature {
    /// Written `-name/arity`.
    pub negative: bool,
    /// The predicate name.
    pub name: String,
    /// The number of arguments.
    pub arity: u32,
}

/// `head :- body.`
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rule {
    /// The head; `None` for an integrity constraint `:- body.`
    pub head: Option<Head>,
    /// The body (empty for facts).
    pub body: Vec<BodyElement>,
}

/// The head of a rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Head {
    /// A single literal without condition (`a`, `-a`, `#false`, ...).
    Literal(Literal),
    /// A disjunction `a ; b : c ; ...`, or a single literal with a condition.
    Disjunction(Vec<ConditionalLiteral>),
    /// A head aggregate or choice `l { ... } u`.
    Aggregate(Box<HeadAggregate>),
    /// A theory atom (a directive when the rule has no body and the theory says so).
    Theory(Box<TheoryAtom>),
}

/// An element of a rule body.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BodyElement {
    /// A literal.
    Literal(Literal),
    /// `literal : condition` (a conjunction over the condition's instances).
    Conditional(ConditionalLiteral),
    /// A possibly negated aggregate.
    Aggregate {
        /// From the first `not` (if any) to the end of the aggregate.
        span: Span,
        /// `not` and `not not`.
        naf: Naf,
        /// The aggregate.
        aggregate: Box<BodyAggregate>,
    },
    /// A possibly negated theory atom.
    Theory {
        /// From the first `not` (if any) to the end of the atom.
        span: Span,
        /// `not` and `not not`.
        naf: Naf,
        /// The atom.
        atom: Box<TheoryAtom>,
    },
}

/// `literal : l1, ..., ln` (the condition may be empty).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConditionalLiteral {
    /// The whole element.
    pub span: Span,
    /// The literal.
    pub literal: Literal,
    /// The condition.
    pub condition: Vec<Literal>,
}

/// Default negation in front of a literal or aggregate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Naf {
    /// No negation.
    Positive,
    /// `not`
    Not,
    /// `not not`
    NotNot,
}

/// A literal: possibly negated atom, comparison or Boolean constant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Literal {
    /// From the first `not` (if any) to the end.
    pub span: Span,
    /// Default negation.
    pub naf: Naf,
    /// What is negated.
    pub kind: LiteralKind,
}

/// The kinds of literals.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LiteralKind {
    /// `#true` or `#false`.
    Boolean(bool),
    /// An atom.
    Atom(Atom),
    /// `t1 < t2 <= t3 ...`
    Comparison(Box<Comparison>),
}

/// A predicate atom `p(t1,...,tn)`, `-p(...)`, with pools `p(a;b,c)`: the pool of the atoms
/// `name(args)` of the argument lists, then those of `others`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Atom {
    /// The whole atom.
    pub span: Span,
    /// Classical negation `-p`.
    pub negative: bool,
    /// The predicate name.
    pub name: String,
    /// The argument lists, alternatives separated by `;` (usually exactly one; none in an
    /// empty pool built through the API).
    pub pool: Vec<Vec<Term>>,
    /// Further alternatives of the pool that are atoms of other predicates, in order, each
    /// without `others` of its own: `(p(1);-q(2);p(3))` is `p(1)` with `-q(2)` and `p(3)`.
    /// Only a tree built through the API has them (clingo's `ProgramBuilder` takes a pool
    /// of functions of different names where an atom goes; its parser reads `p(1;2)` as
    /// the pool of `p(1)` and `p(2)`, and has no syntax for other names).
    pub others: Vec<Atom>,
}

/// A chain of comparisons `t0 r1 t1 r2 t2 ...`: every adjacent pair must be related.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Comparison {
    /// The first term.
    pub left: Term,
    /// The relations and the terms to their right (at least one).
    pub rest: Vec<(Relation, Term)>,
}

/// Comparison relations.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Relation {
    /// `=` (or `==`)
    Eq,
    /// `!=` (or `<>`)
    Ne,
    /// `<`
    Lt,
    /// `<=`
    Le,
    /// `>`
    Gt,
    /// `>=`
    Ge,
}

/// A bound of an aggregate. A left guard `t r #agg` means `t r value`; a right guard
/// `#agg r t` means `value r t`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Guard {
    /// The relation (`<=` where none was written).
    pub relation: Relation,
    /// The bound.
    pub term: Term,
}

/// Aggregate functions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AggregateFunction {
    /// `#count`
    Count,
    /// `#sum`
    Sum,
    /// `#sum+` (only positive weights count)
    SumPlus,
    /// `#min`
    Min,
    /// `#max`
    Max,
}

/// An aggregate with optional guards; `E` is the element type of the function form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Aggregate<E> {
    /// From the left guard to the right guard.
    pub span: Span,
    /// `t r` before the aggregate.
    pub left: Option<Guard>,
    /// The elements.
    pub elements: AggregateElements<E>,
    /// `r t` after the aggregate.
    pub right: Option<Guard>,
}

/// The two forms of aggregates.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AggregateElements<E> {
    /// `{ l1 : c1 ; ... }`: a count over conditional literals (choice rules in heads).
    Set(Vec<ConditionalLiteral>),
    /// `#f { e1 ; ... }`.
    Function(AggregateFunction, Vec<E>),
}

/// A body aggregate.
pub type BodyAggregate = Aggregate<BodyAggregateElement>;

/// A head aggregate or choice.
pub type HeadAggregate = Aggregate<HeadAggregateElement>;

/// `t1, ..., tn : l1, ..., lm` in a body aggregate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BodyAggregateElement {
    /// The whole element.
    pub span: Span,
    /// The tuple (its first term is the weight for `#sum`, the value for `#min`/`#max`).
    pub terms: Vec<Term>,
    /// The condition.
    pub condition: Vec<Literal>,
}

/// `t1, ..., tn : literal : l1, ..., lm` in a head aggregate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HeadAggregateElement {
    /// The whole element.
    pub span: Span,
    /// The tuple.
    pub terms: Vec<Term>,
    /// The literal derived by the element.
    pub literal: Literal,
    /// The condition.
    pub condition: Vec<Literal>,
}

/// `:~ body. [weight@priority, terms]`
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WeakConstraint {
    /// The body.
    pub body: Vec<BodyElement>,
    /// The weight.
    pub weight: Term,
    /// The priority (absent: 0).
    pub priority: Option<Term>,
    /// The terms that make the cost tuple distinct.
    pub terms: Vec<Term>,
}

/// `#minimize { ... }.` or `#maximize { ... }.`
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Optimize {
    /// `#maximize` rather than `#minimize`.
    pub maximize: bool,
    /// The elements.
    pub elements: Vec<OptimizeElement>,
}

/// `weight@priority, terms : condition` in an optimize statement.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptimizeElement {
    /// The whole element.
    pub span: Span,
    /// The weight.
    pub weight: Term,
    /// The priority (absent: 0).
    pub priority: Option<Term>,
    /// The terms that make the cost tuple distinct.
    pub terms: Vec<Term>,
    /// The condition.
    pub condition: Vec<Literal>,
}

/// A term.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Term {
    /// Where it was written (without surrounding parentheses).
    pub span: Span,
    /// What it is.
    pub kind: TermKind,
}

/// The kinds of terms.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TermKind {
    /// An integer literal's value modulo 2^32 (`0..2^32`; clingo reads literals in 32-bit
    /// arithmetic that wraps around, so `4294967295` is -1), or -2^31 for `-2147483648`.
    Integer(i64),
    /// A string (unescaped).
    String(String),
    /// A variable.
    Variable(String),
    /// `_`
    Anonymous,
    /// `#inf`
    Infimum,
    /// `#sup`
    Supremum,
    /// A constant `c`, function `f(t1,...)` with argument pools, or external `@f(...)`.
    Function {
        /// The name.
        name: String,
        /// Argument lists, alternatives separated by `;`; `[[]]` for a constant.
        pool: Vec<Vec<Term>>,
        /// Written `@f(...)`: a call to an external (script) function.
        external: bool,
    },
    /// A tuple `()`, `(a,)`, `(a,b)`.
    Tuple(Vec<Term>),
    /// A pool `(a;b)` (at least two alternatives from the parser; none or one built through
    /// the API).
    Pool(Vec<Term>),
    /// A unary operation.
    Unary(UnaryOp, Box<Term>),
    /// A binary operation.
    Binary(BinaryOp, Box<Term>, Box<Term>),
    /// An interval `l..u`.
    Interval(Box<Term>, Box<Term>),
}

/// Unary operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum UnaryOp {
    /// `-t`
    Minus,
    /// `~t` (bitwise complement)
    BitNot,
    /// `|t|`
    Abs,
}

/// Binary operators.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BinaryOp {
    /// `^` (bitwise exclusive or)
    Xor,
    /// `?` (bitwise or)
    Or,
    /// `&` (bitwise and)
    And,
    /// `+`
    Add,
    /// `-`
    Sub,
    /// `*`
    Mul,
    /// `/` (integer division)
    Div,
    /// `\` (modulo)
    Mod,
    /// `**` (power)
    Pow,
}

impl Atom {
    /// An atom of one predicate with the argument lists `pool`.
    pub fn new(span: Span, negative: bool, name: String, pool: Vec<Vec<Term>>) -> Atom {
        Atom {
            span,
            negative,
            name,
            pool,
            others: Vec::new(),
        }
    }

    /// Whether the atom has a pool, in its argument lists, in a term or of other atoms.
    pub fn has_pool(&self) -> bool {
        self.pool.len() != 1 || !self.others.is_empty() || self.terms().any(Term::has_pool)
    }

    /// The alternatives of the pool: classical negation, predicate name and arguments of
    /// each, in order.
    pub fn alternatives(&self) -> impl Iterator<Item = (bool, &str, &[Term])> {
        std::iter::once(self).chain(&self.others).flat_map(|atom| {
            (atom.pool.iter()).map(|args| (atom.negative, atom.name.as_str(), &args[..]))
        })
    }

    /// The argument terms of all alternatives.
    pub fn terms(&self) -> impl Iterator<Item = &Term> {
        self.alternatives().flat_map(|(_, _, args)| args)
    }
}

impl Head {
    /// The atoms the head derives: those of its elements' positive literals (not those of
    /// their conditions, nor negated ones, which count where they hold).
    pub fn atoms(&self) -> impl Iterator<Item = &Atom> {
        let literals: Vec<&Literal> = match self {
            Head::Literal(literal) => vec![literal],
            Head::Theory(_) => Vec::new(),
            Head::Disjunction(elements) => elements.iter().map(|e| &e.literal).collect(),
            Head::Aggregate(aggregate) => match &aggregate.elements {
                AggregateElements::Set(elements) => elements.iter().map(|e| &e.literal).collect(),
                AggregateElements::Function(_, elements) => {
                    elements.iter().map(|e| &e.literal).collect()
                }
            },
        };
        (literals.into_iter()).filter_map(|literal| match &literal.kind {
            LiteralKind::Atom(atom) if literal.naf == Naf::Positive => Some(atom),
            _ => None,
        })
    }
}

impl Term {
    /// Whether the term has a pool (`a;b`, or `f(a;b)`).
    pub fn has_pool(&self) -> bool {
        match &self.kind {
            TermKind::Pool(_) => true,
            TermKind::Function { pool, .. } => {
                pool.len() > 1 || pool.iter().flatten().any(Term::has_pool)
            }
            TermKind::Tuple(terms) => terms.iter().any(Term::has_pool),
            TermKind::Unary(_, t) => t.has_pool(),
            TermKind::Binary(_, l, r) | TermKind::Interval(l, r) => l.has_pool() || r.has_pool(),
            TermKind::Integer(_)
            | TermKind::String(_)
            | TermKind::Variable(_)
            | TermKind::Anonymous
            | TermKind::Infimum
            | TermKind::Supremum => false,
        }
    }

    /// A term of kind `kind` at `span`.
    pub fn new(span: Span, kind: TermKind) -> Term {
        Term { span, kind }
    }

    /// Replaces the span of the term and of each of its subterms `s` by `place(s)`.
    pub fn move_spans(&mut self, place: &impl Fn(Span) -> Span) {
        self.span = place(self.span);
        match &mut self.kind {
            TermKind::Function { pool, .. } => {
                pool.iter_mut().flatten().for_each(|t| t.move_spans(place))
            }
            TermKind::Tuple(terms) | TermKind::Pool(terms) => {
                terms.iter_mut().for_each(|t| t.move_spans(place))
            }
            TermKind::Unary(_, t) => t.move_spans(place),
            TermKind::Binary(_, l, r) | TermKind::Interval(l, r) => {
                l.move_spans(place);
                r.move_spans(place);
            }
            TermKind::Integer(_)
            | TermKind::String(_)
            | TermKind::Variable(_)
            | TermKind::Anonymous
            | TermKind::Infimum
            | TermKind::Supremum => {}
        }
    }
}

impl Statement {
    /// The theory atoms of the statement (in its head, then its body).
    pub fn theory_atoms(&self) -> Vec<&TheoryAtom> {
        let mut out = Vec::new();
        fn body<'a>(body: &'a [BodyElement], out: &mut Vec<&'a TheoryAtom>) {
            for element in body {
                if let BodyElement::Theory { atom, .. } = element {
                    out.push(&**atom);
                }
            }
        }
        match &self.kind {
            StatementKind::Rule(rule) => {
                if let Some(Head::Theory(atom)) = &rule.head {
                    out.push(&**atom);
                }
                body(&rule.body, &mut out);
            }
            StatementKind::WeakConstraint(weak) => body(&weak.body, &mut out),
            StatementKind::ShowTerm { body: b, .. }
            | StatementKind::ProjectAtom { body: b, .. }
            | StatementKind::Edge { body: b, .. } => body(b, &mut out),
            StatementKind::External(external) => body(&external.body, &mut out),
            StatementKind::Heuristic(heuristic) => body(&heuristic.body, &mut out),
            _ => {}
        }
        out
    }
}
