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
//! the search for `U` within one component is a small satisfiability problem: a variable
//! `u_a` for each true atom `a` of the component, at least one true, and for each rule whose
//! body is true a clause saying that it does not support `U` (a weight body adds a weight
//! constraint for "the body holds without `U`"). It is written directly as clauses
//! ([`Translation`]), without a ground program to translate (that translation cost most of
//! the check), and solved by the component's check [`Solver`], loaded with each check's
//! clauses afresh ([`Solver::load`] keeps only its memory); every model of the clauses is an unfounded
//! set and every unfounded set a model, so the check is exact (debug builds test each set
//! found against the definition).
//!
//! An unfounded `U` yields its loop nogood as a clause whose literals are all false now, so
//! the search learns from it: "the first assigned atom of `U` is false, or some rule that
//! could support `U` does", each such rule weakened to its earliest false literal (the body,
//! or a true head atom outside `U`), as clasp does. It holds in every answer set (one that
//! contains an atom of `U` has a rule supporting `U`), and it makes `U` supported in every
//! later assignment that contains that atom, so a set found once is not found again (keeping
//! recent sets to test them first found one reusable set in 32,000 checks).

use super::assign::Assignment;
use super::lit::{Lit, Var};
use super::translate::{Translation, WeightSpec};
use super::{SolveOptions, SolveResult, Solver};
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
    /// For each element, the index of its atom if it is (the literal of) an atom of the
    /// component (filled in by [`NonHcfComponent::new`]).
    element_atoms: Vec<Option<u32>>,
    /// For a normal body (weights 1, bound their number): its atoms in the component,
    /// distinct (filled in by [`NonHcfComponent::new`]).
    normal_atoms: Option<Vec<u32>>,
}

impl CheckRule {
    /// A rule for [`NonHcfComponent::new`].
    pub fn new(
        choice: bool,
        head: Vec<(Lit, Option<u32>)>,
        body: Lit,
        elements: Vec<(Lit, u32)>,
        bound: u32,
    ) -> CheckRule {
        CheckRule {
            choice,
            head,
            body,
            elements,
            bound,
            element_atoms: Vec::new(),
            normal_atoms: None,
        }
    }

    /// The elements with the component index of each (if an atom of the component).
    fn elements(&self) -> impl Iterator<Item = (Lit, u32, Option<u32>)> + '_ {
        (self.elements.iter())
            .zip(&self.element_atoms)
            .map(|(&(l, w), &a)| (l, w, a))
    }
}

/// One component that is not head-cycle-free.
#[derive(Debug, Default)]
pub(crate) struct NonHcfComponent {
    /// The literals of its atoms.
    atoms: Vec<Lit>,
    /// The rules with a head atom in it.
    rules: Vec<CheckRule>,
    /// The solver of the last check, loaded with the next one's clauses ([`Solver::load`]).
    solver: CheckSolver,
}

/// The solver of the checks (apart, for a `Debug` that does not print it).
#[derive(Default)]
struct CheckSolver(Option<Box<Solver>>);

impl std::fmt::Debug for CheckSolver {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("CheckSolver")
    }
}

/// The search for an unfounded set of one total assignment (see [`NonHcfComponent::check`]).
struct CheckProblem {
    translation: Translation,
    /// The component atom (index) of each variable `u_a`, variable `i` at `i - 1`.
    atoms: Vec<u32>,
}

impl CheckProblem {
    /// Ends a clause: the literals pushed since the last one, and `lits`.
    fn clause(&mut self, lits: impl Iterator<Item = Lit>) {
        let t = &mut self.translation;
        t.clause_lits.extend(lits);
        t.clause_starts.push(t.clause_lits.len() as u32);
    }
}

impl NonHcfComponent {
    /// The component of the atoms with literals `atoms` and the rules with a head atom
    /// among them (`CheckRule::head` indexes into `atoms`).
    pub fn new(atoms: Vec<Lit>, mut rules: Vec<CheckRule>) -> NonHcfComponent {
        let index: HashMap<Lit, u32> = (atoms.iter().enumerate())
            .map(|(i, &l)| (l, i as u32))
            .collect();
        for rule in &mut rules {
            rule.element_atoms = (rule.elements.iter())
                .map(|(l, _)| index.get(l).copied())
                .collect();
            let normal = rule.elements.iter().all(|&(_, w)| w == 1)
                && rule.bound as usize == rule.elements.len();
            rule.normal_atoms = normal.then(|| {
                let mut atoms: Vec<u32> = rule.element_atoms.iter().flatten().copied().collect();
                atoms.sort_unstable();
                atoms.dedup();
                atoms
            });
        }
        NonHcfComponent {
            atoms,
            rules,
            solver: CheckSolver::default(),
        }
    }

    /// The literals of the component's atoms, each with whether it is in the head of a
    /// disjunction (of two or more atoms) of the component (for `--dom-mod`).
    pub fn atom_classes(&self) -> impl Iterator<Item = (Lit, bool)> + '_ {
        let in_disjunction: std::collections::HashSet<Lit> = (self.rules.iter())
            .filter(|r| !r.choice && r.head.len() > 1)
            .flat_map(|r| r.head.iter().map(|&(l, _)| l))
            .collect();
        (self.atoms.iter()).map(move |&a| (a, in_disjunction.contains(&a)))
    }

    /// Checks the total assignment `assign` on this component: `None` if no unfounded set
    /// exists, else the loop nogood of the one found (all its literals false now).
    pub fn check(&mut self, assign: &Assignment) -> Option<Vec<Lit>> {
        let value = |l: Lit| assign.is_true(l);
        let check = self.check_problem(&value)?;
        let atoms = check.atoms;
        let visible = atoms.len() as u32;
        let solver = match &mut self.solver.0 {
            Some(solver) => {
                solver.load(&check.translation, visible);
                solver
            }
            slot @ None => slot.insert(Box::new(Solver::from_translation(
                check.translation,
                visible,
                &SolveOptions::default(),
            ))),
        };
        let mut found: Option<Vec<bool>> = None;
        let result = solver.solve(&mut |model| {
            let mut unfounded = vec![false; self.atoms.len()];
            for &a in &model.true_atoms {
                unfounded[atoms[a.0 as usize - 1] as usize] = true;
            }
            found = Some(unfounded);
            false
        });
        debug_assert!(!matches!(result, SolveResult::Interrupted { .. }));
        let unfounded = found?;
        debug_assert!(self.is_unfounded(&unfounded, &value));
        Some(self.loop_clause(&unfounded, assign))
    }

    /// The search for an unfounded set under `value`, as clauses over one variable `u_a`
    /// ("`a` is in U") for each true atom `a` of the component, or `None` if no atom is
    /// true. Variable `i` (from 1) is `u_a` of `atoms[i - 1]`; weight bodies add variables
    /// after those.
    fn check_problem(&self, value: &impl Fn(Lit) -> bool) -> Option<CheckProblem> {
        let mut u: Vec<Option<Lit>> = vec![None; self.atoms.len()];
        let mut atoms = Vec::new();
        for (i, &lit) in self.atoms.iter().enumerate() {
            if value(lit) {
                atoms.push(i as u32);
                u[i] = Some(Var(atoms.len() as u32).pos());
            }
        }
        if atoms.is_empty() {
            return None;
        }
        let mut p = CheckProblem {
            translation: Translation {
                num_vars: atoms.len() as u32 + 1,
                atom_lit: (0..=atoms.len() as u32).map(|v| Var(v).pos()).collect(),
                clause_lits: Vec::new(),
                clause_starts: vec![0],
                weights: Vec::new(),
                is_body: vec![false; atoms.len() + 1],
                loops: None,
                non_hcf: Vec::new(),
            },
            atoms,
        };
        // U is not empty.
        p.clause((1..p.translation.num_vars).map(|v| Var(v).pos()));
        let mut broken: Vec<Lit> = Vec::new();
        for rule in &self.rules {
            if !value(rule.body) {
                continue;
            }
            // `broken`: literals one of which is true iff the body no longer holds without U.
            broken.clear();
            if let Some(atoms) = &rule.normal_atoms {
                // A normal body holds without U iff none of its atoms is in U (all true now).
                debug_assert!(rule.elements.iter().all(|&(l, _)| value(l)));
                broken.extend(atoms.iter().filter_map(|&a| u[a as usize]));
                if broken.len() < atoms.len() {
                    continue; // a false atom: the body does not hold (never with a model)
                }
            } else if !self.weight_body_broken(rule, &u, value, &mut p, &mut broken) {
                continue; // the body never holds without U: the rule cannot support it
            }
            if rule.choice {
                // Supports each of its true head atoms alone.
                for &(l, c) in &rule.head {
                    if let Some(u) = c.and_then(|i| u[i as usize]).filter(|_| value(l)) {
                        p.clause(std::iter::once(!u).chain(broken.iter().copied()));
                    }
                }
            } else {
                // Supports U if all its true head atoms (some, in a model) are in U; a true
                // atom outside the component never is.
                let lits = &mut p.translation.clause_lits;
                let start = lits.len();
                for &(_, c) in rule.head.iter().filter(|&&(l, _)| value(l)) {
                    match c.and_then(|i| u[i as usize]) {
                        Some(u) => lits.push(!u),
                        None => {
                            lits.truncate(start);
                            break;
                        }
                    }
                }
                if lits.len() > start {
                    p.clause(broken.iter().copied());
                }
            }
        }
        Some(p)
    }

    /// For a rule with a weight body that holds under `value`: adds to `broken` literals one
    /// of which is true iff the body no longer holds once U is removed (for a weight
    /// constraint, the negation of a new variable defined by it); false if it never holds
    /// without U. The weight of the true elements outside the component is fixed, that of
    /// true component atoms (`!u`) counts while they are not in U.
    fn weight_body_broken(
        &self,
        rule: &CheckRule,
        u: &[Option<Lit>],
        value: &impl Fn(Lit) -> bool,
        p: &mut CheckProblem,
        broken: &mut Vec<Lit>,
    ) -> bool {
        let mut fixed = 0u64;
        let mut removable: Vec<(Lit, u32)> = Vec::new();
        for (lit, weight, atom) in rule.elements() {
            if !value(lit) {
                continue;
            }
            match atom.and_then(|i| u[i as usize]) {
                Some(u) => removable.push((!u, weight)),
                None => fixed += u64::from(weight),
            }
        }
        removable.sort_unstable();
        removable.dedup_by(|next, kept| {
            let same = next.0 == kept.0;
            if same {
                kept.1 = kept.1.saturating_add(next.1);
            }
            same
        });
        let missing = u64::from(rule.bound).saturating_sub(fixed);
        // Weights above what is missing count as what is missing.
        let total: u64 = (removable.iter())
            .map(|&(_, w)| u64::from(w).min(missing))
            .sum();
        if missing == 0 {
            // Holds whatever U is.
        } else if missing > total {
            return false;
        } else if missing == total {
            // All removable elements are needed: none may be in U.
            broken.extend(removable.iter().map(|&(l, _)| !l));
        } else {
            // A weight constraint: `t` holds iff enough of them stay out of U.
            let t = Var(p.translation.num_vars);
            p.translation.num_vars += 1;
            p.translation.is_body.push(false);
            let bound = missing as u32;
            p.translation.weights.push(WeightSpec {
                body: t.pos(),
                elements: removable.iter().map(|&(l, w)| (l, w.min(bound))).collect(),
                bound,
            });
            broken.push(!t.pos());
        }
        true
    }

    /// Whether `unfounded` is an unfounded set of true atoms under `value` (a direct test of
    /// the definition, for debug builds).
    fn is_unfounded(&self, unfounded: &[bool], value: &impl Fn(Lit) -> bool) -> bool {
        let in_u = |atom: Option<u32>| atom.is_some_and(|i| unfounded[i as usize]);
        let nonempty = unfounded.iter().any(|&u| u);
        let true_atoms = self
            .atoms
            .iter()
            .zip(unfounded)
            .all(|(&a, &u)| !u || value(a));
        nonempty
            && true_atoms
            && self.rules.iter().all(|rule| {
                let heads_in_u = rule.head.iter().any(|&(_, c)| in_u(c));
                let body_without_u: u64 = (rule.elements())
                    .filter(|&(l, _, a)| value(l) && !in_u(a))
                    .map(|(_, w, _)| u64::from(w))
                    .sum();
                let other_head =
                    !rule.choice && rule.head.iter().any(|&(l, c)| value(l) && !in_u(c));
                !heads_in_u
                    || !value(rule.body)
                    || body_without_u < u64::from(rule.bound)
                    || other_head
            })
    }

    /// The loop nogood of the unfounded set `unfounded` under the total assignment `assign`,
    /// as a clause whose literals are all false: its atom assigned first is false, or one of
    /// the rules that could support the set does (its body holds without the set, and, for a
    /// disjunction, its head atoms outside the set are false), each rule weakened to one
    /// literal false now, the one assigned first (clasp's choice). Valid for every answer
    /// set: one that contains an atom of an unfounded set `U` has a rule supporting `U`.
    fn loop_clause(&self, unfounded: &[bool], assign: &Assignment) -> Vec<Lit> {
        let in_u = |atom: Option<u32>| atom.is_some_and(|i| unfounded[i as usize]);
        let level = |l: Lit| assign.level(l.var());
        let first = self
            .atoms
            .iter()
            .zip(unfounded)
            .filter(|&(_, &u)| u)
            .map(|(&a, _)| a)
            .min_by_key(|&a| (level(a), assign.trail_pos(a.var())))
            .expect("an unfounded set is not empty");
        let mut clause = vec![!first];
        for rule in &self.rules {
            if !rule.head.iter().any(|&(_, c)| in_u(c)) {
                continue;
            }
            // Could the body hold without the atoms of U?
            let reachable: u64 = (rule.elements())
                .filter(|&(_, _, a)| !in_u(a))
                .map(|(_, w, _)| u64::from(w))
                .sum();
            if reachable < u64::from(rule.bound) {
                continue;
            }
            let body = Some(rule.body).filter(|&b| assign.is_false(b));
            let other_heads = rule
                .head
                .iter()
                .filter(|&&(l, c)| !rule.choice && assign.is_true(l) && !in_u(c))
                .map(|&(l, _)| !l);
            match body
                .into_iter()
                .chain(other_heads)
                .min_by_key(|&l| level(l))
            {
                Some(l) => clause.push(l),
                None => {
                    // The body holds but not without U: some element false now must become
                    // true.
                    clause.extend(
                        rule.elements
                            .iter()
                            .filter(|&&(l, _)| assign.is_false(l))
                            .map(|&(l, _)| l),
                    );
                }
            }
        }
        clause.sort_unstable();
        clause.dedup();
        clause
    }
}
