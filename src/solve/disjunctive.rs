//! The minimality check for disjunctive programs that are not head-cycle-free.
//!
//! Shifting a disjunction (`translate.rs`) is exact only when no two of its head atoms share a
//! strongly connected component of the positive dependency graph. A component where two do
//! (saturation encodings: `p(X,N) : n(N) :- c(X).` with `p` depending on itself) is left out
//! of the unfounded-set propagation (`unfounded.rs`, which works on the shifted rules and would
//! reject the saturated models), and checked here instead, on each total assignment (Koch,
//! Leone, Pfeifer: "Enhancing disjunctive logic programming systems by SAT checkers", AIJ
//! 2003; clasp does the same with a second solver).
//!
//! A model `M` of the completion is an answer set if no non-empty set `U` of its atoms is
//! *unfounded*: every rule `r` with a head atom in `U` fails to support it, that is its body
//! is false in `M`, or false once the atoms of `U` are removed (a positive body atom in `U`),
//! or (a disjunction) a head atom outside `U` is true in `M`. With the total assignment fixed,
//! the search for `U` within one component is a small satisfiability problem: an atom `u_a`
//! for each true atom `a` of the component, at least one true, and for each rule that would
//! support `U` an integrity constraint. It is solved by a fresh [`Solver`]. An unfounded `U`
//! yields the clause "not all of `U`, or some rule that could support `U` does", each rule
//! weakened to one literal that is false now, so the clause is violated and the search learns
//! from it (the conjunctive loop formula of `U`; valid for every answer set).

use super::lit::Lit;
use super::{SolveOptions, SolveResult, Solver};
use crate::aspif::{AtomId, Body, GroundLit, GroundProgram, HeadKind, Rule, WeightedLit};
use std::collections::HashMap;

/// A rule with a head atom in a component that is not head-cycle-free.
#[derive(Clone, Debug)]
pub(crate) struct CheckRule {
    /// A choice rule (supports each head atom alone) or a disjunction.
    pub choice: bool,
    /// The literals of all head atoms (sorted, distinct), with whether each belongs to the
    /// component (its index there).
    pub head: Vec<(Lit, Option<u32>)>,
    /// The body literal.
    pub body: Lit,
    /// The body's elements with their weights, and the bound: a normal body lists its
    /// literals with weight 1 and bound their number.
    pub elements: Vec<(Lit, u32)>,
    pub bound: u32,
}

/// One component that is not head-cycle-free.
#[derive(Clone, Debug, Default)]
pub(crate) struct NonHcfComponent {
    /// The literals of its atoms.
    atoms: Vec<Lit>,
    /// The index in `atoms` of each literal.
    index: HashMap<Lit, u32>,
    /// The rules with a head atom in it.
    rules: Vec<CheckRule>,
}

impl NonHcfComponent {
    /// The component of the atoms with literals `atoms` and the rules with a head atom
    /// among them (`CheckRule::head` indexes into `atoms`).
    pub fn new(atoms: Vec<Lit>, rules: Vec<CheckRule>) -> NonHcfComponent {
        let index = atoms
            .iter()
            .enumerate()
            .map(|(i, &l)| (l, i as u32))
            .collect();
        NonHcfComponent {
            atoms,
            index,
            rules,
        }
    }

    /// The index in this component of the atom whose literal is `lit`.
    fn index_of(&self, lit: Lit) -> Option<u32> {
        self.index.get(&lit).copied()
    }

    /// Checks the total assignment `value` on this component: `None` if no unfounded set
    /// exists, else the clause that excludes the one found (all its literals false now).
    pub fn check(&self, value: impl Fn(Lit) -> bool) -> Option<Vec<Lit>> {
        // The check's atoms: u_i (1-based) for the true atoms of the component.
        let mut u_atom: Vec<Option<AtomId>> = vec![None; self.atoms.len()];
        let mut check = GroundProgram::default();
        for (i, &lit) in self.atoms.iter().enumerate() {
            if value(lit) {
                u_atom[i] = Some(check.new_atom());
            }
        }
        if check.atom_count == 0 {
            return None;
        }
        let all: Vec<AtomId> = (1..=check.atom_count).map(AtomId).collect();
        check.rules.push(Rule {
            kind: HeadKind::Choice,
            head: &all,
            body: Body::Normal(&[]),
        });
        let none: Vec<GroundLit> = all.iter().map(|&a| GroundLit::negative(a)).collect();
        check.rules.push(Rule::constraint(&none));
        for rule in &self.rules {
            if !value(rule.body) {
                continue;
            }
            // Whether the body still holds once U is removed: the weight of the true
            // elements outside the component is fixed, those of true component atoms count
            // while not in U.
            let mut fixed = 0u64;
            let mut removable: Vec<WeightedLit> = Vec::new();
            for &(lit, weight) in &rule.elements {
                if !value(lit) {
                    continue;
                }
                match self.index_of(lit).and_then(|i| u_atom[i as usize]) {
                    Some(u) => removable.push(WeightedLit {
                        lit: GroundLit::negative(u),
                        weight: weight as i32,
                    }),
                    None => fixed += u64::from(weight),
                }
            }
            let missing = u64::from(rule.bound).saturating_sub(fixed);
            let still: Vec<GroundLit> = if missing == 0 {
                Vec::new()
            } else if removable.iter().all(|w| w.weight == 1) && missing == removable.len() as u64 {
                removable.iter().map(|w| w.lit).collect()
            } else {
                // An auxiliary atom for "the body still holds".
                let t = check.weight_atom(missing as i32, &removable);
                vec![GroundLit::positive(t)]
            };
            let true_head: Vec<&(Lit, Option<u32>)> =
                rule.head.iter().filter(|(l, _)| value(*l)).collect();
            let in_u = |&&(_, c): &&(Lit, Option<u32>)| c.and_then(|i| u_atom[i as usize]);
            if rule.choice {
                for h in &true_head {
                    if let Some(u) = in_u(h) {
                        let mut body = vec![GroundLit::positive(u)];
                        body.extend_from_slice(&still);
                        check.rules.push(Rule::constraint(&body));
                    }
                }
            } else {
                // Supports U if all its true head atoms are in U (a true atom outside the
                // component never is).
                let us: Option<Vec<AtomId>> = true_head.iter().map(in_u).collect();
                if let Some(us) = us.filter(|us| !us.is_empty()) {
                    let mut body: Vec<GroundLit> =
                        us.into_iter().map(GroundLit::positive).collect();
                    body.extend_from_slice(&still);
                    check.rules.push(Rule::constraint(&body));
                }
            }
        }
        let mut solver = Solver::new(&check, &SolveOptions::default())
            .expect("the check is a small normal program, which the solver accepts");
        let mut found: Option<Vec<bool>> = None;
        let result = solver.solve(&mut |model| {
            let mut unfounded = vec![false; self.atoms.len()];
            for (i, u) in u_atom.iter().enumerate() {
                unfounded[i] = u.is_some_and(|u| model.is_true(u));
            }
            found = Some(unfounded);
            false
        });
        debug_assert!(!matches!(result, SolveResult::Interrupted { .. }));
        found.map(|unfounded| self.loop_clause(&unfounded, value))
    }

    /// The clause excluding the unfounded set `unfounded` (false under `value`): not all of
    /// its atoms, or one of the rules that could support it does, each weakened to a
    /// literal false under `value`.
    fn loop_clause(&self, unfounded: &[bool], value: impl Fn(Lit) -> bool) -> Vec<Lit> {
        let in_u = |lit: Lit| self.index_of(lit).is_some_and(|i| unfounded[i as usize]);
        let mut clause: Vec<Lit> = self
            .atoms
            .iter()
            .zip(unfounded)
            .filter(|&(_, &u)| u)
            .map(|(&a, _)| !a)
            .collect();
        for rule in &self.rules {
            if !rule
                .head
                .iter()
                .any(|&(_, c)| c.is_some_and(|i| unfounded[i as usize]))
            {
                continue;
            }
            // Could the body hold without the atoms of U?
            let reachable: u64 = rule
                .elements
                .iter()
                .filter(|&&(l, _)| !in_u(l))
                .map(|&(_, w)| u64::from(w))
                .sum();
            if reachable < u64::from(rule.bound) {
                continue;
            }
            if !value(rule.body) {
                clause.push(rule.body);
            } else if let Some(&(h, _)) = rule.head.iter().find(|&&(l, c)| {
                !rule.choice && value(l) && !c.is_some_and(|i| unfounded[i as usize])
            }) {
                clause.push(!h);
            } else {
                // The body holds but not without U: some element false now must become true.
                clause.extend(
                    rule.elements
                        .iter()
                        .filter(|&&(l, _)| !value(l))
                        .map(|&(l, _)| l),
                );
            }
        }
        clause.sort_unstable();
        clause.dedup();
        clause
    }
}
