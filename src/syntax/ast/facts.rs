//! The flat block of simple ground facts ([`Facts`]) and its expansion into the statements
//! it stands for.

use super::*;

/// A run of consecutive simple ground facts `p(c1,...,cn).` whose arguments are integers,
/// identifiers or strings: the bulk of large instance files, stored flat (about 20 bytes per
/// fact and 16 per argument, names once per block) instead of as one [`Rule`] tree per fact.
///
/// It stands for the statements [`Facts::statement`] expands it into, exactly the trees the
/// grammar builds for those facts (spans included); printing, equality and the later stages
/// treat it as those statements. The parser puts every run of simple facts it reads
/// between two other statements into one block (whose [`Statement`] span covers the run).
///
/// Invariants: `facts` is not empty; the arguments of fact `i` are
/// `arguments[facts[i - 1].arguments_end..facts[i].arguments_end]` (from 0 for the first);
/// every name index is less than `names.len()`.
#[derive(Clone, Debug, Default)]
pub struct Facts {
    /// The file the facts are in.
    pub file: crate::diag::FileId,
    /// Predicate names, identifier texts and (unescaped) string values, each once.
    pub names: Vec<String>,
    /// The facts, in source order.
    pub facts: Vec<Fact>,
    /// The arguments of all facts, in order.
    pub arguments: Vec<FactArgument>,
}

/// One fact of a [`Facts`] block: byte offsets into its file and its predicate name.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fact {
    /// Index of the predicate name in [`Facts::names`].
    pub name: u32,
    /// Where the fact (its name) starts.
    pub start: u32,
    /// Where the atom ends (after `)`, or after the name without arguments).
    pub atom_end: u32,
    /// Where the statement ends (after the `.`).
    pub end: u32,
    /// One past the index of its last argument in [`Facts::arguments`].
    pub arguments_end: u32,
}

/// An argument of a fact in a [`Facts`] block, with its byte range.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FactArgument {
    /// The value.
    pub value: Constant,
    /// Where it starts.
    pub start: u32,
    /// Where it ends.
    pub end: u32,
}

/// The value of a fact argument.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Constant {
    /// An integer (in clingo's 32-bit range).
    Integer(i32),
    /// An identifier (a constant, or a `#const` name), by index in [`Facts::names`].
    Identifier(u32),
    /// A string, by index of its value in [`Facts::names`].
    String(u32),
}

impl Facts {
    /// The number of facts.
    pub fn len(&self) -> usize {
        self.facts.len()
    }

    /// Whether there are none (never, for a block the parser built).
    pub fn is_empty(&self) -> bool {
        self.facts.is_empty()
    }

    /// The arguments of fact `i`.
    pub fn arguments(&self, i: usize) -> &[FactArgument] {
        let start = match i {
            0 => 0,
            _ => self.facts[i - 1].arguments_end as usize,
        };
        &self.arguments[start..self.facts[i].arguments_end as usize]
    }

    /// The text of name index `name`.
    pub fn name(&self, name: u32) -> &str {
        &self.names[name as usize]
    }

    /// Fact `i` as the statement the grammar builds for it.
    pub fn statement(&self, i: usize) -> Statement {
        let fact = self.facts[i];
        let span = |start: u32, end: u32| Span::new(self.file, start as usize, end as usize);
        let arguments = self
            .arguments(i)
            .iter()
            .map(|a| {
                let kind = match a.value {
                    Constant::Integer(n) => TermKind::Integer(n.into()),
                    Constant::Identifier(name) => TermKind::Function {
                        name: self.name(name).to_string(),
                        pool: vec![Vec::new()],
                        external: false,
                    },
                    Constant::String(name) => TermKind::String(self.name(name).to_string()),
                };
                Term::new(span(a.start, a.end), kind)
            })
            .collect();
        let atom = Atom::new(
            span(fact.start, fact.atom_end),
            false,
            self.name(fact.name).to_string(),
            vec![arguments],
        );
        let head = Literal {
            span: atom.span,
            naf: Naf::Positive,
            kind: LiteralKind::Atom(atom),
        };
        Statement {
            span: span(fact.start, fact.end),
            kind: StatementKind::Rule(Rule {
                head: Some(Head::Literal(head)),
                body: Vec::new(),
            }),
        }
    }

    /// The statements the block stands for.
    pub fn statements(&self) -> impl Iterator<Item = Statement> + '_ {
        (0..self.len()).map(|i| self.statement(i))
    }
}

/// Equality of the facts, as for the statements they stand for (spans do not count).
impl PartialEq for Facts {
    fn eq(&self, other: &Facts) -> bool {
        fn value<'a>(facts: &'a Facts, a: &FactArgument) -> (u8, i32, &'a str) {
            match a.value {
                Constant::Integer(n) => (0, n, ""),
                Constant::Identifier(name) => (1, 0, facts.name(name)),
                Constant::String(name) => (2, 0, facts.name(name)),
            }
        }
        self.len() == other.len()
            && (0..self.len()).all(|i| {
                self.name(self.facts[i].name) == other.name(other.facts[i].name)
                    && self.arguments(i).len() == other.arguments(i).len()
                    && (self.arguments(i).iter())
                        .zip(other.arguments(i))
                        .all(|(a, b)| value(self, a) == value(other, b))
            })
    }
}

impl Eq for Facts {}
