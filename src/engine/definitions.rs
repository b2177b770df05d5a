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
//!   there only an atom fixed false may get rules.
//!
//! clingo gives clasp a grounding step's rules as its grounder produces them and stops at the
//! first one that redefines an atom, so what the failing step keeps depends on gringo's
//! order. rasp keeps the step but its rules that redefine atoms and what gringo produces at
//! the end of a step, after its rules: the minimize statements and the outputs of `#show`
//! terms. The step's atoms stay in the domain (clingo's grounder may not have reached all of
//! them).

use super::{Engine, Redefinition};
use crate::aspif::{AtomId, Body, GroundLit, Rule, Rules};
use crate::ground::Grounded;
use std::collections::HashMap;

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
        let redefined = |rule| self.redefined_atom(rule, Route::Grounding);
        grounded.program.rules.iter().find_map(redefined)?;
        let atoms: Vec<Option<AtomId>> = grounded.program.rules.iter().map(redefined).collect();
        let kept: Vec<bool> = atoms.iter().map(Option::is_none).collect();
        let first = atoms[first_grounded(&grounded.program.rules, &kept)];
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
            None => true,
            Some(true) => route == Route::Direct,
            Some(false) => false,
        }
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
    /// what the program gained since), if it has one there.
    fn root_value(&self, atom: AtomId) -> Option<bool> {
        self.persistent.as_ref()?.solver.root_value(atom)
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
/// at least), the one that clingo's grounder produces first: it grounds a step's components
/// bottom-up, so a rule whose body needs (through the step's rules) an atom that another
/// of them redefines comes after that one; rasp gives the choice rules and disjunctions
/// after the others (`ground/finalize.rs`). The first in rasp's order of those that need
/// no such atom, or the first of all.
fn first_grounded(rules: &Rules, kept: &[bool]) -> usize {
    let mut users: HashMap<AtomId, Vec<usize>> = HashMap::new();
    for (index, rule) in rules.iter().enumerate() {
        for atom in body_atoms(rule.body) {
            users.entry(atom).or_default().push(index);
        }
    }
    let redefining = (0..rules.len()).filter(|&index| !kept[index]);
    let mut atoms: Vec<AtomId> = redefining
        .flat_map(|index| rules.get(index).head.to_vec())
        .collect();
    let mut after = vec![false; rules.len()];
    while let Some(atom) = atoms.pop() {
        for &user in users.get(&atom).into_iter().flatten() {
            if !after[user] {
                after[user] = true;
                atoms.extend_from_slice(rules.get(user).head);
            }
        }
    }
    let mut redefining = (0..rules.len()).filter(|&index| !kept[index]);
    let first = redefining.clone().next().unwrap_or(0);
    redefining.find(|&index| !after[index]).unwrap_or(first)
}

/// The atoms of the literals of `body`.
fn body_atoms(body: Body<'_>) -> Vec<AtomId> {
    match body {
        Body::Normal(literals) => literals.iter().map(|lit| lit.atom()).collect(),
        Body::Sum { elements, .. } => elements.iter().map(|e| e.lit.atom()).collect(),
    }
}
