//! The ground program: the one representation between the grounder and the solver.
//!
//! It has the shape of clingo's aspif format (the intermediate language of the Potassco tools):
//! atoms are positive integers ([`AtomId`]), literals are signed atoms ([`GroundLit`]), and a
//! program is a list of statements: rules (disjunctive or choice heads over normal or weight
//! bodies), minimize statements, outputs (a printed symbol and the condition under which it is
//! shown), externals, assumptions, projection atoms, heuristic modifiers, edges and theory
//! atoms ([`theory`]).
//!
//! Invariants: every atom id used by a statement is in `1..=atom_count`; a literal's atom is
//! never 0. Signed aspif integers exist only here and in the aspif reader and writer; the solver
//! turns them into its own literals in its translation step.
//!
//! rasp's grounder produces a `GroundProgram` directly; [`read`] parses one from the aspif text
//! that `clingo --mode=gringo` writes, and [`write`] prints one as aspif, so that either stage can
//! be tested against clingo on its own. [`smodels`] and [`dimacs`] read the other ground formats
//! clasp reads; [`detect`] tells them apart as clasp does.

mod atoms;
pub use atoms::{renamed_atom, renamed_lit};
pub mod dimacs;
pub mod read;
pub mod reify;
mod scan;
pub mod smodels;
pub mod text;
pub mod theory;
pub mod write;
pub mod write_smodels;

use std::fmt;

/// A ground atom: an index in `1..=GroundProgram::atom_count`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct AtomId(pub u32);

impl fmt::Debug for AtomId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "a{}", self.0)
    }
}

/// A ground literal: `+a` is atom `a`, `-a` its default negation `not a` (aspif's `Lit_t`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GroundLit(pub i32);

impl GroundLit {
    /// The positive literal of `atom`.
    pub fn positive(atom: AtomId) -> GroundLit {
        GroundLit(atom.0 as i32)
    }

    /// The default negation `not atom`.
    pub fn negative(atom: AtomId) -> GroundLit {
        GroundLit(-(atom.0 as i32))
    }

    /// The atom of the literal.
    pub fn atom(self) -> AtomId {
        AtomId(self.0.unsigned_abs())
    }

    /// Whether this is `not a` rather than `a`.
    pub fn is_negative(self) -> bool {
        self.0 < 0
    }
}

impl fmt::Debug for GroundLit {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// How the head atoms of a rule are derived.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HeadKind {
    /// At least one head atom must hold when the body holds (a normal rule if there is one head
    /// atom, an integrity constraint if there is none; minimal-model semantics).
    Disjunction,
    /// Any subset of the head atoms may hold when the body holds.
    Choice,
}

/// A literal with an integer weight, in weight bodies and minimize statements.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct WeightedLit {
    /// The literal.
    pub lit: GroundLit,
    /// Its weight (may be negative in minimize statements; positive in weight bodies as
    /// clingo writes them).
    pub weight: i32,
}

/// A rule body, borrowed from the program's [`Rules`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Body<'a> {
    /// A conjunction of literals (empty: always true).
    Normal(&'a [GroundLit]),
    /// Holds when the weights of the true literals sum to at least `lower` (aspif's weight
    /// body; a cardinality body has all weights 1).
    Sum {
        /// The lower bound.
        lower: i32,
        /// The weighted literals.
        elements: &'a [WeightedLit],
    },
}

/// A rule: when the body holds, the head (a disjunction or a choice over atoms) applies.
/// Rules are stored flat in [`Rules`]; this is a view of one (or the argument of
/// [`Rules::push`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rule<'a> {
    /// Disjunction or choice.
    pub kind: HeadKind,
    /// The head atoms; empty with `Disjunction` means an integrity constraint.
    pub head: &'a [AtomId],
    /// The body.
    pub body: Body<'a>,
}

impl<'a> Rule<'a> {
    /// The integrity constraint `:- body.`
    pub fn constraint(body: &'a [GroundLit]) -> Rule<'a> {
        Rule {
            kind: HeadKind::Disjunction,
            head: &[],
            body: Body::Normal(body),
        }
    }

    /// The normal rule `head :- body.` (a fact when `body` is empty).
    pub fn normal(head: &'a [AtomId], body: &'a [GroundLit]) -> Rule<'a> {
        Rule {
            kind: HeadKind::Disjunction,
            head,
            body: Body::Normal(body),
        }
    }
}

/// The rules of a ground program, in the order they were added, stored flat: one entry of
/// offsets per rule and one array each for head atoms, body literals and weighted body
/// literals (a ground program may have millions of rules; one allocation per rule would
/// cost more than the rules themselves).
///
/// Invariant: every entry's ranges lie inside its arrays.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Rules {
    entries: Vec<RuleEntry>,
    heads: Vec<AtomId>,
    literals: Vec<GroundLit>,
    weighted: Vec<WeightedLit>,
}

/// Where one rule's parts are in [`Rules`]' arrays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct RuleEntry {
    /// The first head atom in `heads`.
    head: u32,
    /// The number of head atoms.
    head_len: u32,
    /// The first body element in `literals` (normal bodies) or `weighted` (sum bodies).
    body: u32,
    /// The number of body elements.
    body_len: u32,
    /// The lower bound of a sum body (unused for normal bodies).
    lower: i32,
    /// Disjunction or choice.
    kind: HeadKind,
    /// Whether the body is a sum body.
    sum: bool,
}

/// A position in one of [`Rules`]' arrays as stored in an entry.
fn offset(position: usize) -> u32 {
    u32::try_from(position).expect("a ground program with more than 2^32 rule elements")
}

impl Rules {
    /// Appends a rule.
    pub fn push(&mut self, rule: Rule<'_>) {
        let head = offset(self.heads.len());
        self.heads.extend_from_slice(rule.head);
        let (body, body_len, lower, sum) = match rule.body {
            Body::Normal(literals) => {
                let start = offset(self.literals.len());
                self.literals.extend_from_slice(literals);
                (start, literals.len(), 0, false)
            }
            Body::Sum { lower, elements } => {
                let start = offset(self.weighted.len());
                self.weighted.extend_from_slice(elements);
                (start, elements.len(), lower, true)
            }
        };
        self.entries.push(RuleEntry {
            head,
            head_len: offset(rule.head.len()),
            body,
            body_len: offset(body_len),
            lower,
            kind: rule.kind,
            sum,
        });
    }

    /// The number of rules.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    /// Whether there are no rules.
    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }

    /// Rule `index` (in the order of adding); panics if there is none.
    pub fn get(&self, index: usize) -> Rule<'_> {
        self.view(&self.entries[index])
    }

    /// The rules in the order they were added.
    pub fn iter(&self) -> RuleIter<'_> {
        RuleIter {
            rules: self,
            entries: self.entries.iter(),
        }
    }

    fn view(&self, entry: &RuleEntry) -> Rule<'_> {
        let head = entry.head as usize..(entry.head + entry.head_len) as usize;
        let body = entry.body as usize..(entry.body + entry.body_len) as usize;
        Rule {
            kind: entry.kind,
            head: &self.heads[head],
            body: if entry.sum {
                Body::Sum {
                    lower: entry.lower,
                    elements: &self.weighted[body],
                }
            } else {
                Body::Normal(&self.literals[body])
            },
        }
    }
}

impl<'a> IntoIterator for &'a Rules {
    type Item = Rule<'a>;
    type IntoIter = RuleIter<'a>;
    fn into_iter(self) -> RuleIter<'a> {
        self.iter()
    }
}

/// The rules of a [`Rules`] in order.
pub struct RuleIter<'a> {
    rules: &'a Rules,
    entries: std::slice::Iter<'a, RuleEntry>,
}

impl<'a> Iterator for RuleIter<'a> {
    type Item = Rule<'a>;
    fn next(&mut self) -> Option<Rule<'a>> {
        self.entries.next().map(|entry| self.rules.view(entry))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        self.entries.size_hint()
    }
}

impl ExactSizeIterator for RuleIter<'_> {}

impl<'a> FromIterator<Rule<'a>> for Rules {
    fn from_iter<I: IntoIterator<Item = Rule<'a>>>(rules: I) -> Rules {
        let mut store = Rules::default();
        for rule in rules {
            store.push(rule);
        }
        store
    }
}

/// A minimize statement at one priority level: the sum of the weights of the true literals is
/// to be minimized; higher priorities are more important.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Minimize {
    /// The priority level.
    pub priority: i32,
    /// The weighted literals.
    pub elements: Vec<WeightedLit>,
}

/// An output statement: `symbol` is shown in a model when all of `condition` holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Output {
    /// The symbol as clingo prints it, e.g. `p(1,"a")`.
    pub symbol: String,
    /// The literals that must all be true (empty: always shown).
    pub condition: Vec<GroundLit>,
}

/// The truth value an external atom starts with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExternalValue {
    /// Free: the solver may choose either value.
    Free,
    /// Assigned true.
    True,
    /// Assigned false (the default for `#external`).
    False,
    /// No longer external: the atom is false unless derived by a rule.
    Release,
}

impl ExternalValue {
    /// The value's name, as `#external` and reified facts write it.
    pub fn name(self) -> &'static str {
        match self {
            ExternalValue::Free => "free",
            ExternalValue::True => "true",
            ExternalValue::False => "false",
            ExternalValue::Release => "release",
        }
    }

    /// How an `#external` directive ends for this value: `[true]`, `[free]`, `[release]`,
    /// or nothing (false, the default).
    pub fn directive_suffix(self) -> &'static str {
        match self {
            ExternalValue::False => "",
            ExternalValue::True => "[true]",
            ExternalValue::Free => "[free]",
            ExternalValue::Release => "[release]",
        }
    }
}

/// A heuristic modifier (`#heuristic`), passed through to aspif.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HeuristicModifier {
    /// `level`
    Level,
    /// `sign`
    Sign,
    /// `factor`
    Factor,
    /// `init`
    Init,
    /// `true`
    True,
    /// `false`
    False,
}

impl HeuristicModifier {
    /// The modifiers by their aspif codes (`0..=5`), in that order.
    pub const ALL: [HeuristicModifier; 6] = [
        HeuristicModifier::Level,
        HeuristicModifier::Sign,
        HeuristicModifier::Factor,
        HeuristicModifier::Init,
        HeuristicModifier::True,
        HeuristicModifier::False,
    ];

    /// The modifier's name, as `#heuristic` and reified facts write it.
    pub fn name(self) -> &'static str {
        match self {
            HeuristicModifier::Level => "level",
            HeuristicModifier::Sign => "sign",
            HeuristicModifier::Factor => "factor",
            HeuristicModifier::Init => "init",
            HeuristicModifier::True => "true",
            HeuristicModifier::False => "false",
        }
    }
}

/// A `#heuristic` statement in ground form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Heuristic {
    /// The modifier.
    pub modifier: HeuristicModifier,
    /// The atom it applies to.
    pub atom: AtomId,
    /// The value.
    pub value: i32,
    /// The priority.
    pub priority: u32,
    /// The condition.
    pub condition: Vec<GroundLit>,
}

/// An `#edge` statement in ground form: an edge `u -> v` of the graph that must stay acyclic.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Edge {
    /// Source node.
    pub from: i32,
    /// Target node.
    pub to: i32,
    /// The condition.
    pub condition: Vec<GroundLit>,
}

/// A whole ground program.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GroundProgram {
    /// Atoms are `1..=atom_count`.
    pub atom_count: u32,
    /// The rules, in the order they were produced.
    pub rules: Rules,
    /// The minimize statements (several may share a priority; they add up).
    pub minimize: Vec<Minimize>,
    /// The output table, in the order clingo would print it.
    pub outputs: Vec<Output>,
    /// External atoms with their values, in order (a later entry for the same atom wins).
    pub externals: Vec<(AtomId, ExternalValue)>,
    /// Literals assumed true for solving.
    pub assumptions: Vec<GroundLit>,
    /// Projection atoms; `None` when the program has no projection statement.
    pub projection: Option<Vec<AtomId>>,
    /// Heuristic modifiers.
    pub heuristics: Vec<Heuristic>,
    /// Acyclicity edges.
    pub edges: Vec<Edge>,
    /// Theory atoms with their terms and elements.
    pub theory: theory::TheoryData,
}

impl GroundProgram {
    /// Adds the statements of `other`, whose atoms are the same as this program's (as when
    /// clingo reads several aspif files into one program, or a grounding step adds to the
    /// program). Its theory terms and elements are numbered on their own: they get ids after
    /// this program's ([`theory::TheoryData::append`]). A theory atom of `other` equal to one
    /// of this program's is that atom.
    pub fn extend(&mut self, mut other: GroundProgram) {
        let same = self.theory.same_atoms(&other.theory);
        if !same.is_empty() {
            other.rename_atoms(&same);
            let known: std::collections::HashSet<AtomId> = same.values().copied().collect();
            (other.theory.atoms).retain(|a| a.atom.is_none_or(|a| !known.contains(&a)));
        }
        self.atom_count = self.atom_count.max(other.atom_count);
        for rule in &other.rules {
            self.rules.push(rule);
        }
        self.minimize.extend(other.minimize);
        self.outputs.extend(other.outputs);
        self.externals.extend(other.externals);
        self.assumptions.extend(other.assumptions);
        if let Some(atoms) = other.projection {
            self.projection.get_or_insert_with(Vec::new).extend(atoms);
        }
        self.heuristics.extend(other.heuristics);
        self.edges.extend(other.edges);
        self.theory.append(other.theory);
    }

    /// A new atom id, one past the current ones.
    pub fn new_atom(&mut self) -> AtomId {
        self.atom_count += 1;
        AtomId(self.atom_count)
    }

    /// A new atom defined by the weight body `lower <= elements` (the rule
    /// `t :- lower #sum{elements}.`).
    pub fn weight_atom(&mut self, lower: i32, elements: &[WeightedLit]) -> AtomId {
        let t = self.new_atom();
        self.rules.push(Rule {
            kind: HeadKind::Disjunction,
            head: &[t],
            body: Body::Sum { lower, elements },
        });
        t
    }
}

/// A format of ground input.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GroundFormat {
    /// aspif ([`read`]).
    Aspif,
    /// smodels ([`smodels`]).
    Smodels,
    /// DIMACS CNF or weighted CNF ([`dimacs`]).
    Dimacs,
}

/// Whether clingo's grounder reads `text` as aspif rather than as a logic program: it starts
/// with `asp`, a space and a digit.
pub fn is_aspif(text: &str) -> bool {
    text.strip_prefix("asp ")
        .is_some_and(|rest| rest.starts_with(|c: char| c.is_ascii_digit()))
}

/// The format of ground input, recognized as clasp does (`--mode=clasp`) by its first
/// character other than blanks and newlines: a digit for smodels, `a` for aspif, `c` or `p`
/// for DIMACS. Otherwise clasp's message: `bad input stream` for empty input, else the place
/// of the unrecognized character.
pub fn detect(text: &str) -> Result<GroundFormat, String> {
    let (mut line, mut column) = (1, 1);
    for c in text.chars() {
        match c {
            ' ' | '\t' => column += 1,
            // clasp does not reset the column at a new line.
            '\n' => line += 1,
            '0'..='9' => return Ok(GroundFormat::Smodels),
            'a' => return Ok(GroundFormat::Aspif),
            'c' | 'p' => return Ok(GroundFormat::Dimacs),
            '*' => return Err("pseudo-Boolean (OPB) input is not supported".into()),
            _ => {
                return Err(format!(
                    "parse error in line {line}:{column}: '{c}': unrecognized input format"
                ));
            }
        }
    }
    Err("bad input stream".into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_are_recognized_by_their_first_character() {
        assert_eq!(detect("\n  asp 1 0 0\n0\n"), Ok(GroundFormat::Aspif));
        assert_eq!(detect("1 1 0 0\n0\n"), Ok(GroundFormat::Smodels));
        assert_eq!(detect("c x\np cnf 1 1\n"), Ok(GroundFormat::Dimacs));
        assert_eq!(detect(" \n"), Err("bad input stream".to_string()));
        assert_eq!(
            detect("\n x"),
            Err("parse error in line 2:2: 'x': unrecognized input format".to_string())
        );
        assert!(is_aspif("asp 1 0 0\n0\n"));
        assert!(!is_aspif(" asp 1 0 0\n"));
        assert!(!is_aspif("asp(1)."));
    }
}
