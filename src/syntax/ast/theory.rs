//! Theory definitions and theory atoms (`#theory t { ... }.`, `&diff{ X - Y } <= 3`).
//!
//! A theory term is kept as gringo's parser keeps it: operators and terms in a row
//! ([`TheoryTerm::parts`]), since which operator binds tighter is only known from the
//! theory's definition, which the checker consults.

use super::{Atom, Literal};
use crate::diag::Span;

/// `#theory name { term definitions; atom definitions }.`
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TheoryDefinition {
    /// The theory's name.
    pub name: String,
    /// Its term definitions, in order.
    pub terms: Vec<TheoryTermDefinition>,
    /// Its atom definitions, in order.
    pub atoms: Vec<TheoryAtomDefinition>,
}

/// `name { op : priority, unary; op : priority, binary, left; ... }`
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TheoryTermDefinition {
    /// Where it was written.
    pub span: Span,
    /// The name atom definitions refer to.
    pub name: String,
    /// Its operators.
    pub operators: Vec<TheoryOperatorDefinition>,
}

/// `op : priority, unary` or `op : priority, binary, left|right`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TheoryOperatorDefinition {
    /// Where it was written.
    pub span: Span,
    /// The operator.
    pub operator: String,
    /// Its priority (higher binds tighter).
    pub priority: u32,
    /// Unary, or binary with its associativity.
    pub kind: TheoryOperatorKind,
}

/// The kind of a theory operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TheoryOperatorKind {
    /// A prefix operator.
    Unary,
    /// A left-associative infix operator.
    BinaryLeft,
    /// A right-associative infix operator.
    BinaryRight,
}

/// `&name/arity : elements_term, { ops }, guard_term, type` (the guard part optional).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TheoryAtomDefinition {
    /// Where it was written.
    pub span: Span,
    /// The atom's name.
    pub name: String,
    /// Its number of arguments.
    pub arity: u32,
    /// The term definition of its elements.
    pub elements: String,
    /// The guard's operators and term definition, if it may have a guard.
    pub guard: Option<(Vec<String>, String)>,
    /// Where it may occur.
    pub kind: TheoryAtomKind,
}

/// Where a theory atom may occur.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TheoryAtomKind {
    /// In rule heads.
    Head,
    /// In rule bodies.
    Body,
    /// In heads and bodies.
    Any,
    /// As a statement of its own, without body.
    Directive,
}

impl TheoryAtomKind {
    /// The keyword of the kind.
    pub fn keyword(self) -> &'static str {
        match self {
            TheoryAtomKind::Head => "head",
            TheoryAtomKind::Body => "body",
            TheoryAtomKind::Any => "any",
            TheoryAtomKind::Directive => "directive",
        }
    }
}

/// A theory atom `&name(args) { elements } op guard` (elements and guard optional).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TheoryAtom {
    /// The whole atom.
    pub span: Span,
    /// The name and arguments (ordinary terms, possibly pooled).
    pub name: Atom,
    /// The elements.
    pub elements: Vec<TheoryElement>,
    /// The guard: an operator and a term.
    pub guard: Option<(String, TheoryTerm)>,
}

/// An element `t1, ..., tn : condition` of a theory atom.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TheoryElement {
    /// The element.
    pub span: Span,
    /// The tuple.
    pub tuple: Vec<TheoryTerm>,
    /// The condition.
    pub condition: Vec<Literal>,
}

/// A theory term as written: a row of primaries, each after the operators that precede it
/// (the first may have none: then the row starts with a primary).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TheoryTerm {
    /// Where it was written.
    pub span: Span,
    /// Operators and the primary after them.
    pub parts: Vec<(Vec<String>, TheoryPrimary)>,
}

/// A theory term without operators at its top.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TheoryPrimary {
    /// A name.
    Name(String),
    /// An integer.
    Integer(i64),
    /// A string (unescaped).
    String(String),
    /// `#inf`.
    Infimum,
    /// `#sup`.
    Supremum,
    /// A variable, and where it was written.
    Variable(String, Span),
    /// `f(t1, ..., tn)`.
    Function(String, Vec<TheoryTerm>),
    /// `(t1, ..., tn)`; one element only with a trailing comma.
    Tuple(Vec<TheoryTerm>),
    /// `{t1, ..., tn}`.
    Set(Vec<TheoryTerm>),
    /// `[t1, ..., tn]`.
    List(Vec<TheoryTerm>),
    /// `(t)`.
    Parenthesized(Box<TheoryTerm>),
}

impl TheoryTerm {
    /// Calls `f` on each variable with where it was written.
    pub fn for_each_variable(&self, f: &mut impl FnMut(&str, Span)) {
        for (_, primary) in &self.parts {
            primary.for_each_variable(f);
        }
    }
}

impl TheoryPrimary {
    /// Calls `f` on each variable with where it was written.
    pub fn for_each_variable(&self, f: &mut impl FnMut(&str, Span)) {
        match self {
            TheoryPrimary::Variable(name, span) => f(name, *span),
            TheoryPrimary::Function(_, terms)
            | TheoryPrimary::Tuple(terms)
            | TheoryPrimary::Set(terms)
            | TheoryPrimary::List(terms) => terms.iter().for_each(|t| t.for_each_variable(f)),
            TheoryPrimary::Parenthesized(term) => term.for_each_variable(f),
            TheoryPrimary::Name(_)
            | TheoryPrimary::Integer(_)
            | TheoryPrimary::String(_)
            | TheoryPrimary::Infimum
            | TheoryPrimary::Supremum => {}
        }
    }
}
