//! The minimality check for disjunctive programs that are not head-cycle-free.
//!
//! Shifting a disjunction (`translate.rs`) is exact only when no two of its head atoms share a
//! strongly connected component of the positive dependency graph. A component where two do
//! (saturation encodings: `p(X,N) : n(N) :- c(X).` with `p` depending on itself) is left out
//! of the unfounded-set propagation (`unfounded.rs`, which works on the shifted rules and would
//! reject the saturated models), and checked here instead, as clasp does (Gebser, Kaufmann,
//! Schaub: "Advanced conflict-driven disjunctive answer set solving", IJCAI 2013).
//!
//! A set `U` of atoms that are not false is *unfounded* if every rule `r` with a head atom in
//! `U` fails to support it in every extension of the assignment: its body is false, or cannot
//! hold once the atoms of `U` are removed (a positive body atom in `U`), or (a disjunction) a
//! head atom outside `U` is true. An assignment is an answer set only if no component has a
//! non-empty unfounded set. Each component has a persistent tester solver (`tester.rs`) whose
//! models under the generator's assignment, given as assumptions, are exactly these sets; it
//! is built once and keeps what it learns.
//!
//! When the check runs (clasp's schedule, `DefaultUnfoundedCheck::MinimalityCheck`): on every
//! total assignment, and after a check that found a set, on every fixpoint of propagation
//! (partial assignments) until a check finds none; then the atoms of the set are falsified
//! while they are unfounded. With `--partial-check` ([`PartialCheck`]) also on the fixpoint of
//! a deeper decision level after a check that found none (see [`Schedule`]).
//!
//! An unfounded `U` yields its loop nogood, one clause per atom `a` of `U`: "`a` is false, or
//! some rule that could support `U` does", each such rule weakened to its earliest false
//! literal (the body, or a true head atom outside `U`), as clasp does, and without the
//! literals false at level 0 (a rule blocked there never supports `U`). It holds in every
//! answer set (one that contains an atom of `U` has a rule supporting `U`), and its other
//! literals are all false now: the clause of a true atom is violated (a conflict), that of an
//! unassigned one asserts it false.

use super::Solver;
use super::assign::Assignment;
use super::clause_db::ClauseKind;
use super::lit::Lit;
use super::options::PartialCheck;
use super::propagate::Conflict;
use super::tester::Tester;
use super::unfounded::{add_violated_clause, assert_clause};
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
    /// For a normal body: its atoms in the component, distinct.
    pub(crate) fn normal_atoms(&self) -> Option<&[u32]> {
        self.normal_atoms.as_deref()
    }

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
    pub(crate) fn elements(&self) -> impl Iterator<Item = (Lit, u32, Option<u32>)> + '_ {
        (self.elements.iter())
            .zip(&self.element_atoms)
            .map(|(&(l, w), &a)| (l, w, a))
    }
}

/// One component that is not head-cycle-free.
#[derive(Clone, Debug, Default)]
pub(crate) struct NonHcfComponent {
    /// The literals of its atoms.
    atoms: Vec<Lit>,
    /// The rules with a head atom in it.
    rules: Vec<CheckRule>,
    /// Its tester, built on the first check.
    tester: Option<Tester>,
    /// The length of the generator's trail below which nothing changed since the last check
    /// of this component (`Tester::find`).
    synced: usize,
}

/// The components that are not head-cycle-free, and when to check them.
#[derive(Clone, Debug, Default)]
pub(crate) struct Minimality {
    pub components: Vec<NonHcfComponent>,
    /// When partial assignments are checked.
    schedule: Schedule,
    /// The component to check first (the one that last had an unfounded set).
    next: usize,
}

/// When partial assignments are checked, by decision level (clasp's `MinimalityCheck`): at
/// every level from a check that found an unfounded set until one finds none; after a check
/// at level `l` that found none, only with a `--partial-check` percentage `p`, at level
/// `next = l + ceil((high - l) * p / 100)` (shifted down as the search backtracks below
/// `l`), `high` as [`PartialCheck`] says.
#[derive(Clone, Debug)]
struct Schedule {
    /// `p`, at most 100.
    percent: u32,
    /// `h`, `u32::MAX` for none.
    high_step: u32,
    high: u32,
    low: u32,
    /// The level of the next partial check (0: every level; `u32::MAX`: none).
    next: u32,
}

impl Default for Schedule {
    fn default() -> Schedule {
        Schedule::new(PartialCheck::default())
    }
}

impl Schedule {
    fn new(config: PartialCheck) -> Schedule {
        let percent = config.percent.min(100);
        let high_step = if config.high_step == 0 {
            u32::MAX
        } else {
            config.high_step
        };
        Schedule {
            percent,
            high_step,
            high: high_step,
            low: 0,
            next: u32::MAX,
        }
    }

    /// Whether the partial assignment of decision level `level` is checked.
    fn due(&mut self, level: u32) -> bool {
        if level < self.low {
            self.next -= self.low - level;
            self.low = level;
        }
        self.next == 0 || self.next == level
    }

    /// After a check at `level`: `found` whether it found an unfounded set.
    fn checked(&mut self, level: u32, found: bool) {
        self.low = 0;
        self.next = u32::MAX;
        if found {
            self.high = level;
            self.next = 0;
        } else if self.percent != 0 {
            self.high = self.high.max(level);
            self.low = level;
            if self.low >= self.high {
                self.high = self.high.saturating_add(self.high_step);
            }
            let ahead = f64::from(self.high - self.low) * f64::from(self.percent) / 100.0;
            self.next = self.low.saturating_add(ahead.ceil() as u32);
        }
    }
}

impl Minimality {
    pub fn new(components: Vec<NonHcfComponent>, partial_check: PartialCheck) -> Minimality {
        Minimality {
            components,
            schedule: Schedule::new(partial_check),
            next: 0,
        }
    }

    /// The first unfounded set of a component under `assign` (at decision level `level`),
    /// starting with the component of the last one found: the component and the set (by
    /// atom index).
    fn find(
        &mut self,
        assign: &Assignment,
        trail: &[Lit],
        level: u32,
    ) -> Option<(usize, Vec<bool>)> {
        let n = self.components.len();
        for k in 0..n {
            let c = (self.next + k) % n;
            if let Some(set) = self.components[c].find(assign, trail) {
                self.next = c;
                self.schedule.checked(level, true);
                return Some((c, set));
            }
        }
        self.schedule.checked(level, false);
        None
    }

    /// The generator backtracked to a trail of `len` literals.
    #[inline]
    pub fn backtracked(&mut self, len: usize) {
        for c in &mut self.components {
            c.synced = c.synced.min(len);
        }
    }
}

/// The partial check, at a fixpoint of propagation: when scheduled, falsifies the atoms of
/// an unfounded set found. `Ok(true)` if it assigned something, `Err` on a conflict.
pub(crate) fn propagate(s: &mut Solver) -> Result<bool, Conflict> {
    let level = s.trail.level();
    if s.non_hcf.components.is_empty() || !s.non_hcf.schedule.due(level) {
        return Ok(false);
    }
    s.stats.partial_checks += 1;
    match s.non_hcf.find(&s.assign, &s.trail.lits, level) {
        None => Ok(false),
        Some((c, set)) => falsify(s, c, &set).map(|()| true),
    }
}

/// The check of a total assignment: the conflict of an unfounded set, if one is found.
pub(crate) fn check_model(s: &mut Solver) -> Option<Conflict> {
    if s.non_hcf.components.is_empty() {
        return None;
    }
    s.stats.full_checks += 1;
    let level = s.trail.level();
    let (c, set) = s.non_hcf.find(&s.assign, &s.trail.lits, level)?;
    falsify(s, c, &set).err()
}

/// Adds the loop nogood of unfounded set `set` of component `c`, one clause per atom that is
/// not false: the clause of the true atom assigned first is returned as a conflict; if none
/// is true, the clauses assert the atoms false.
fn falsify(s: &mut Solver, c: usize, set: &[bool]) -> Result<(), Conflict> {
    let component = &s.non_hcf.components[c];
    let support = component.support(set, &s.assign);
    let atoms: Vec<Lit> = (component.atoms.iter().zip(set))
        .filter(|&(_, &u)| u)
        .map(|(&a, _)| a)
        .collect();
    let first_true = (atoms.iter().copied())
        .filter(|&a| s.assign.is_true(a))
        .min_by_key(|&a| (s.assign.level(a.var()), s.assign.trail_pos(a.var())));
    let clause_of = |a: Lit| -> Vec<Lit> {
        let mut clause = vec![!a];
        clause.extend(support.iter().copied().filter(|&l| l != !a));
        clause
    };
    if let Some(a) = first_true {
        s.stats.loop_nogoods += 1;
        let mut clause = clause_of(a);
        let mut cx = s.clause_context();
        cx.share_loop_nogood(&clause);
        return Err(add_violated_clause(
            &mut clause,
            ClauseKind::Learnt,
            &mut cx,
        ));
    }
    for a in atoms {
        debug_assert!(!s.assign.is_false(a));
        s.stats.loop_nogoods += 1;
        let mut clause = clause_of(a);
        let mut cx = s.clause_context();
        cx.share_loop_nogood(&clause);
        assert_clause(&mut clause, &mut cx);
    }
    Ok(())
}

impl NonHcfComponent {
    /// Its tester's program in DIMACS CNF (`--hcc-out`, [`super::tester::cnf`]).
    pub(crate) fn tester_cnf(&self) -> String {
        super::tester::cnf(&self.atoms, &self.rules)
    }

    /// The number of its atoms.
    pub fn atom_count(&self) -> usize {
        self.atoms.len()
    }

    /// Every literal its check reads: its atoms and the heads, bodies and body elements of
    /// its rules (the variables equivalence preprocessing keeps, `equiv.rs`).
    pub fn literals(&self) -> impl Iterator<Item = Lit> + '_ {
        let rules = self.rules.iter().flat_map(|r| {
            let head = r.head.iter().map(|&(l, _)| l);
            let elements = r.elements.iter().map(|&(l, _)| l);
            head.chain(std::iter::once(r.body)).chain(elements)
        });
        self.atoms.iter().copied().chain(rules)
    }

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
            tester: None,
            synced: 0,
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

    /// An unfounded set of this component under `assign` (by atom index), if there is one.
    fn find(&mut self, assign: &Assignment, trail: &[Lit]) -> Option<Vec<bool>> {
        if self.atoms.iter().all(|&a| assign.is_false(a)) {
            return None;
        }
        let tester = (self.tester).get_or_insert_with(|| Tester::new(&self.atoms, &self.rules));
        let synced = std::mem::replace(&mut self.synced, trail.len());
        let set = tester.find(assign, trail, synced)?;
        debug_assert!(self.is_unfounded(&set, assign));
        Some(set)
    }

    /// Whether `unfounded` is an unfounded set under `assign` (a direct test of the
    /// definition, for debug builds).
    fn is_unfounded(&self, unfounded: &[bool], assign: &Assignment) -> bool {
        let in_u = |atom: Option<u32>| atom.is_some_and(|i| unfounded[i as usize]);
        let nonempty = unfounded.iter().any(|&u| u);
        let not_false =
            (self.atoms.iter().zip(unfounded)).all(|(&a, &u)| !u || !assign.is_false(a));
        nonempty
            && not_false
            && self.rules.iter().all(|rule| {
                let heads_in_u = rule.head.iter().any(|&(_, c)| in_u(c));
                let body_without_u: u64 = (rule.elements())
                    .filter(|&(l, _, a)| !assign.is_false(l) && !in_u(a))
                    .map(|(_, w, _)| u64::from(w))
                    .sum();
                let other_head =
                    !rule.choice && (rule.head.iter()).any(|&(l, c)| assign.is_true(l) && !in_u(c));
                !heads_in_u
                    || assign.is_false(rule.body)
                    || body_without_u < u64::from(rule.bound)
                    || other_head
            })
    }

    /// The support part of the loop nogood of the unfounded set `unfounded` under `assign`:
    /// for each rule that could support the set (its body can hold without the set), a
    /// literal false now that keeps it from doing so: the one assigned first of its false
    /// body and its true head atoms outside the set (clasp's choice), else its false
    /// elements. Literals false at level 0 stay false and are left out, as clasp leaves
    /// them out (in the 2-QBFs of `benches/saturation.py` they were half of the literals:
    /// the saturated atoms are facts once `:- not w.` holds).
    ///
    /// Every rule is visited: an index from atoms to the rules with them in the head costs
    /// more than it saves, since in saturation programs the sets hold the saturating atom
    /// (`bad`, `spoiled`, `w`) and with it nearly every rule (callgrind, latin-6-11: 360.8M
    /// instructions without the index, 366.4M with it; perm-8-3 3.28G and 3.33G).
    fn support(&self, unfounded: &[bool], assign: &Assignment) -> Vec<Lit> {
        let in_u = |atom: Option<u32>| atom.is_some_and(|i| unfounded[i as usize]);
        let level = |l: Lit| assign.level(l.var());
        let mut clause = Vec::new();
        for rule in &self.rules {
            if !rule.head.iter().any(|&(_, c)| in_u(c)) {
                continue;
            }
            // Could the body hold without the atoms of U? (A normal body: if none of its
            // atoms is in U.)
            let reachable = match rule.normal_atoms() {
                Some(atoms) => !atoms.iter().any(|&a| unfounded[a as usize]),
                None => {
                    let kept: u64 = (rule.elements())
                        .filter(|&(_, _, a)| !in_u(a))
                        .map(|(_, w, _)| u64::from(w))
                        .sum();
                    kept >= u64::from(rule.bound)
                }
            };
            if !reachable {
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
                // False at level 0: the rule never supports U.
                Some(l) if level(l) == 0 => {}
                Some(l) => clause.push(l),
                None => {
                    // The body cannot hold without U: some element false now (above level
                    // 0) must become true.
                    clause.extend(
                        rule.elements
                            .iter()
                            .filter(|&&(l, _)| assign.is_false(l) && level(l) > 0)
                            .map(|&(l, _)| l),
                    );
                }
            }
        }
        clause.sort_unstable();
        clause.dedup();
        debug_assert!(clause.iter().all(|&l| assign.is_false(l)));
        clause
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn partial_checks_follow_clasps_schedule() {
        // clasp's default: partial checks only from a check that found a set to one that
        // found none.
        let mut s = Schedule::default();
        assert!(!s.due(3));
        s.checked(5, true);
        assert!(s.due(5) && s.due(2) && s.due(9));
        s.checked(9, false);
        assert!(!(1..100).any(|level| s.due(level)));
        // `--partial-check=50,10`: after a check at 20 that found none, `high` is raised
        // from 20 by 10, and the next check is halfway there.
        let mut s = Schedule::new(PartialCheck {
            percent: 50,
            high_step: 10,
        });
        s.checked(20, false);
        assert!(!s.due(24) && s.due(25));
        // Backtracking to 18 moves it to 23.
        assert!(!s.due(18) && s.due(23) && !s.due(25));
        // The check at 23 finds none: high stays 30, the next is at 23 + ceil(3.5) = 27.
        s.checked(23, false);
        assert!(!s.due(26) && s.due(27));
        // Without a step, `high` starts beyond every level: no partial check is reached.
        let mut s = Schedule::new(PartialCheck {
            percent: 50,
            high_step: 0,
        });
        s.checked(20, false);
        assert!(!(1..100_000).any(|level| s.due(level)));
    }
}
