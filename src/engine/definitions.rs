//! Atoms whose definitions are final, as clasp keeps them across the steps of a multi-shot
//! session: once a solve call has solved the program, the rules so far are all the rules
//! their head atoms get. A later grounding step, statements added directly (clingo's
//! backend) or a step of ground input that gives one of them a rule fails with clasp's
//! `redefinition of atom <'q(1)',3>` (the atom's name, `_` if no output shows it, and its
//! id). Steps grounded one after the other without a solve call between them form one step
//! of clasp's and may define an atom in several of them.
//!
//! Not redefinitions, as in clingo:
//! - a rule for an external atom that no rule defined (its first definition);
//! - a rule whose body is false at the root of the last solve call's solver (clasp adds no
//!   definition through a false body);
//! - a rule for an atom that solver fixed at its root. The cleanup after a solve call
//!   (`cleanup.rs`) makes an atom fixed true a fact of the grounder's domain (rasp keeps a
//!   later step's rules for it: harmless) and removes one fixed false (a later step's rule
//!   for it is about a new atom). Statements given to the solver directly pass no grounder:
//!   there only an atom fixed false may get rules;
//! - a rule for an atom that shares the solver literal of an external that no rule defines
//!   (`b` of `#external e. b :- e.`): clasp's equivalence preprocessing merged the atom into
//!   the external, and the rule is one for the external, which it defines (so a part
//!   grounded again after a solve call gives `e :- e.` and no error; `b :- not e.` or
//!   `{b} :- e.` are redefinitions). A rule written twice is one body for clasp, and rasp's
//!   translation counts it once too (`b :- e. b :- e.` merges `b` into `e` all the same).
//!
//! clingo gives clasp a grounding step's rules as its grounder produces them and stops at the
//! first one that redefines an atom, so what the failing step keeps depends on gringo's
//! order. rasp keeps the step but its rules that redefine atoms and what gringo produces at
//! the end of a step, after its rules: the minimize statements and the outputs of `#show`
//! terms. The step's atoms stay in the domain (clingo's grounder may not have reached all of
//! them).

use super::{Engine, Redefinition};
use crate::aspif::{AtomId, Body, ExternalValue, GroundLit, Rule, Rules};
use crate::ground::Grounded;
use crate::ground::origins::RuleOrigins;
use std::collections::{HashMap, HashSet};

/// Which atoms have rules, and which of them rules of the steps before the last solve call
/// define.
#[derive(Debug, Default)]
pub(super) struct Definitions {
    /// The index of the first rule of each atom (index: its id) among the rules scanned,
    /// [`NO_RULE`] for an atom without one.
    first_rule: Vec<usize>,
    /// The number of the program's rules scanned.
    scanned: usize,
    /// The number of the program's rules at the last solve call.
    solved: usize,
}

/// The first rule of an atom without rules.
const NO_RULE: usize = usize::MAX;

impl Definitions {
    /// Notes the heads of `rules` (over `atom_count` atoms) not scanned yet.
    fn scan(&mut self, rules: &Rules, atom_count: u32) {
        if self.first_rule.len() <= atom_count as usize {
            self.first_rule.resize(atom_count as usize + 1, NO_RULE);
        }
        for index in self.scanned..rules.len() {
            for atom in rules.get(index).head {
                let first = &mut self.first_rule[atom.0 as usize];
                *first = (*first).min(index);
            }
        }
        self.scanned = rules.len();
    }

    /// A solve call starts on a program with `rules`: their heads are defined for good.
    fn solve(&mut self, rules: &Rules, atom_count: u32) {
        self.scan(rules, atom_count);
        self.solved = rules.len();
    }

    /// Whether rules of the steps before the last solve call define `atom`.
    fn defines(&self, atom: AtomId) -> bool {
        (self.first_rule.get(atom.0 as usize)).is_some_and(|&first| first < self.solved)
    }
}

/// Where rules that may redefine atoms come from (see the module documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Route {
    /// A grounding step: the grounder knows the atoms fixed true as facts.
    Grounding,
    /// Statements given to the solver directly.
    Direct,
}

impl Engine {
    /// A solve call starts: the rules so far define their head atoms for good.
    pub(super) fn note_definitions(&mut self) {
        (self.definitions).solve(&self.program.rules, self.program.atom_count);
    }

    /// Whether a rule of the program has `atom` in its head (an atom declared external
    /// that has one is not external).
    pub(super) fn has_rules(&mut self, atom: AtomId) -> bool {
        (self.definitions).scan(&self.program.rules, self.program.atom_count);
        (self.definitions.first_rule.get(atom.0 as usize)).is_some_and(|&first| first != NO_RULE)
    }

    /// The atom that `rule`, given to the solver directly (clingo's backend, a step of ground
    /// input), would redefine (see the module documentation), if it would: the first of its
    /// head that rules of the steps before the last solve call define.
    pub fn redefinition(&self, rule: Rule<'_>) -> Option<Redefinition> {
        let atom = self.redefined_atom(rule, Route::Direct)?;
        Some(self.redefinition_of(atom))
    }

    /// Takes the rules that redefine atoms out of a grounding step, with what clingo's
    /// grounder would not have produced after the first of them (its minimize statements,
    /// the outputs of its terms); returns the first atom redefined.
    pub(super) fn drop_redefinitions(&self, grounded: &mut Grounded) -> Option<Redefinition> {
        self.merge_heads(&mut grounded.program.rules);
        let redefined = |rule| self.redefined_atom(rule, Route::Grounding);
        grounded.program.rules.iter().find_map(redefined)?;
        let atoms: Vec<Option<AtomId>> = grounded.program.rules.iter().map(redefined).collect();
        let kept: Vec<bool> = atoms.iter().map(Option::is_none).collect();
        let earlier = &self.program.rules;
        let first =
            atoms[first_grounded(&grounded.program.rules, &kept, earlier, &grounded.origins)];
        let rules = &grounded.program.rules;
        let rules = rules.iter().zip(&kept).filter(|&(_, &keep)| keep);
        grounded.program.rules = rules.map(|(rule, _)| rule).collect();
        grounded.origins = grounded.origins.kept(&kept);
        grounded.program.minimize.clear();
        grounded.program.outputs.truncate(grounded.first_term);
        grounded.shown.truncate(grounded.first_term);
        first.map(|atom| self.redefinition_of(atom))
    }

    /// Takes the rules that redefine atoms out of `rules`, given to the solver directly;
    /// returns the first atom redefined.
    pub(super) fn drop_direct_redefinitions(&self, rules: &mut Rules) -> Option<Redefinition> {
        self.merge_heads(rules);
        let redefined = |rule| self.redefined_atom(rule, Route::Direct);
        let first = rules.iter().find_map(redefined)?;
        *rules = (rules.iter())
            .filter(|&rule| redefined(rule).is_none())
            .collect();
        Some(self.redefinition_of(first))
    }

    /// The first atom of the head of `rule` that it would redefine, coming by `route`.
    fn redefined_atom(&self, rule: Rule<'_>, route: Route) -> Option<AtomId> {
        let atom = (rule.head.iter().copied()).find(|&atom| self.is_final(atom, route))?;
        (!self.false_at_root(rule.body)).then_some(atom)
    }

    /// Whether the definition of `atom` is final for rules coming by `route`.
    fn is_final(&self, atom: AtomId, route: Route) -> bool {
        if !self.definitions.defines(atom) {
            return false;
        }
        match self.root_value(atom) {
            None => self.merged_external(atom).is_none(),
            Some(true) => route == Route::Direct,
            Some(false) => false,
        }
    }

    /// The external atom that clasp merged `atom` into, if `atom` shares the solver literal
    /// of an external (not released) that no rule of the steps before the last solve call
    /// defines: clasp's equivalence preprocessing makes the external the root of the atoms
    /// of its literal, and a later rule for one of them is a rule for the root (no
    /// redefinition; the external is then defined). So `#external e. b :- e.` grounded a
    /// second time after a solve call adds `e :- e.`
    fn merged_external(&self, atom: AtomId) -> Option<AtomId> {
        let solver = &self.persistent.as_ref()?.solver;
        let class = solver.atom_class(atom)?;
        let mut seen = HashSet::new();
        let external = (self.program.externals.iter().rev())
            .filter(|&&(external, _)| seen.insert(external))
            .find(|&&(external, value)| {
                value != ExternalValue::Release
                    && external != atom
                    && !self.definitions.defines(external)
                    && solver.atom_class(external) == Some(class)
            });
        external.map(|&(external, _)| external)
    }

    /// Makes the rules (of a step) whose head atoms clasp merged into externals (see
    /// [`Engine::merged_external`]) rules for those externals, but those whose bodies are
    /// false at the root (clasp adds no head through them).
    fn merge_heads(&self, rules: &mut Rules) {
        let merged = |atom: AtomId| match self.definitions.defines(atom) {
            true if self.root_value(atom).is_none() => self.merged_external(atom),
            _ => None,
        };
        let rewrites = |rule: Rule<'_>| rule.head.iter().any(|&atom| merged(atom).is_some());
        if !rules.iter().any(rewrites) {
            return;
        }
        let mut merged_rules = Rules::default();
        for rule in rules.iter() {
            if !rewrites(rule) || self.false_at_root(rule.body) {
                merged_rules.push(rule);
                continue;
            }
            let pairs: Vec<(AtomId, AtomId)> = (rule.head.iter())
                .map(|&atom| (atom, merged(atom).unwrap_or(atom)))
                .collect();
            let head: Vec<AtomId> = pairs.iter().map(|&(_, root)| root).collect();
            let body = match rule.body {
                Body::Normal(literals) => unfold(literals, &pairs),
                Body::Sum { .. } => Vec::new(),
            };
            let body = match rule.body {
                Body::Normal(_) => Body::Normal(&body),
                sum => sum,
            };
            merged_rules.push(Rule {
                head: &head,
                body,
                ..rule
            });
        }
        *rules = merged_rules;
    }

    /// Whether `body` is false at the root of the last solve call's solver.
    fn false_at_root(&self, body: Body<'_>) -> bool {
        let false_literal =
            |lit: &GroundLit| self.root_value(lit.atom()) == Some(lit.is_negative());
        match body {
            Body::Normal(literals) => literals.iter().any(false_literal),
            Body::Sum { .. } => false,
        }
    }

    /// The value of `atom` at the root of the session's solver (the last solve call's, and
    /// what the program gained since), if it has one there, or the one a cleanup gave it
    /// (a solver made anew need not have found it again).
    fn root_value(&self, atom: AtomId) -> Option<bool> {
        let solver = self.persistent.as_ref();
        let value = solver.and_then(|persistent| persistent.solver.root_value(atom));
        value.or_else(|| self.cleanup.fixed(atom))
    }

    /// The redefinition of `atom`, with the name clasp knows it by: the symbol of the first
    /// output whose condition is the atom alone.
    fn redefinition_of(&self, atom: AtomId) -> Redefinition {
        let alone = [GroundLit::positive(atom)];
        let output = (self.program.outputs.iter()).find(|output| output.condition == alone);
        Redefinition {
            atom,
            name: output.map(|output| output.symbol.clone()),
        }
    }
}

/// Of the rules of a grounding step that are not `kept` (those that redefine atoms; one
/// at least), the one that clingo's grounder produces first. gringo grounds a step's
/// statements by components, in the order a depth-first search finishes them that starts
/// from the statements in the reverse of the order written and follows each statement to
/// those whose heads its body needs (checked against clingo: `{m}. {s}.` gives `{s}.`
/// first; `{m}. z :- m. {s}. u :- z.` gives `{m}.` first; a statement needing another comes
/// after it). Here over the statements of the step's rules (`origins`), a statement needing
/// another when one of its rules has a body atom that one of the other's rules has in its
/// head; a body atom that only `earlier` rules define (the projection `#p` of
/// `j :- not a(_).`, whose rule a step grounds once per atom of `a`) stands for the atoms
/// of the bodies of those rules. The first redefining rule of the first statement finished.
fn first_grounded(rules: &Rules, kept: &[bool], earlier: &Rules, origins: &RuleOrigins) -> usize {
    let statement = |index: usize| origins.of(index).map(|span| (span.file, span.start));
    let mut statements: Vec<_> = (0..rules.len()).map(statement).collect();
    statements.sort_unstable();
    statements.dedup();
    let node = |index: usize| statements.binary_search(&statement(index)).unwrap_or(0);
    let mut defining: HashMap<AtomId, Vec<usize>> = HashMap::new();
    for (index, rule) in rules.iter().enumerate() {
        for &atom in rule.head {
            defining.entry(atom).or_default().push(node(index));
        }
    }
    let mut earlier_bodies: HashMap<AtomId, Vec<AtomId>> = HashMap::new();
    for rule in earlier.iter() {
        for &head in rule.head.iter().filter(|head| !defining.contains_key(head)) {
            earlier_bodies
                .entry(head)
                .or_default()
                .extend(body_atoms(rule.body));
        }
    }
    let mut needs: Vec<Vec<usize>> = vec![Vec::new(); statements.len()];
    for (index, rule) in rules.iter().enumerate() {
        for atom in body_atoms(rule.body) {
            let unfolded = earlier_bodies.get(&atom).map_or(&[][..], Vec::as_slice);
            for needed in std::iter::once(&atom).chain(unfolded) {
                needs[node(index)].extend(defining.get(needed).into_iter().flatten());
            }
        }
    }
    let mut finished = Vec::with_capacity(statements.len());
    let mut visited = vec![false; statements.len()];
    for root in (0..statements.len()).rev() {
        finish(root, &needs, &mut visited, &mut finished);
    }
    let mut first_redefining = vec![None; statements.len()];
    for index in (0..rules.len()).filter(|&index| !kept[index]) {
        first_redefining[node(index)].get_or_insert(index);
    }
    let first = finished.into_iter().find_map(|n| first_redefining[n]);
    first.unwrap_or(0)
}

/// The depth-first search of [`first_grounded`] from statement `node`: appends the
/// statements to `finished` as it finishes them.
fn finish(node: usize, needs: &[Vec<usize>], visited: &mut [bool], finished: &mut Vec<usize>) {
    if std::mem::replace(&mut visited[node], true) {
        return;
    }
    for &needed in &needs[node] {
        finish(needed, needs, visited, finished);
    }
    finished.push(node);
}

/// `literals`, the body of a rule whose head atoms (the first of each of `pairs`) become
/// the second ones: a positive literal of such a root becomes one of its atom, so that the
/// rule does not require its own head. clasp's rule for the root has the body as it was
/// (`e :- e.` for `b :- e.` when `b` was merged into `e`), which defines the root and
/// never holds but through it; rasp's translation would drop that rule as a tautology,
/// `e :- b.` defines `e` and holds when `b`, which is `e`, does.
fn unfold(literals: &[GroundLit], pairs: &[(AtomId, AtomId)]) -> Vec<GroundLit> {
    let atom_of = |lit: GroundLit| {
        let merged = pairs
            .iter()
            .find(|&&(atom, root)| atom != root && root == lit.atom());
        match merged {
            Some(&(atom, _)) if !lit.is_negative() => GroundLit::positive(atom),
            _ => lit,
        }
    };
    literals.iter().map(|&lit| atom_of(lit)).collect()
}

/// The atoms of the literals of `body`.
fn body_atoms(body: Body<'_>) -> Vec<AtomId> {
    match body {
        Body::Normal(literals) => literals.iter().map(|lit| lit.atom()).collect(),
        Body::Sum { elements, .. } => elements.iter().map(|e| e.lit.atom()).collect(),
    }
}
