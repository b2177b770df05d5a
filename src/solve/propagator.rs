//! Propagators of the embedder (clingo's `Propagator`): code outside the solver that watches
//! solver literals and adds clauses during the search, as clasp's `ClingoPropagator` runs
//! them.
//!
//! At the start of a solve call each propagator's [`Propagator::init`] maps program
//! literals to solver literals and says which to watch (and may add clauses). During the
//! search, at each fixpoint of the solver's own propagation, each propagator hears of the
//! watched literals that became true since ([`Propagator::propagate`]); the clauses it adds
//! ([`PropagateControl::add_clause`]) are integrated into the assignment as they come: a
//! violated one is a conflict, resolved as the search's own, a unit one implies its literal;
//! then the solver propagates again. Backjumps undo what the propagators heard of
//! ([`Propagator::undo`]); [`Propagator::check`] runs on total assignments (or at each
//! fixpoint, as the check mode says) before a model is reported; a propagator may choose
//! the solver's decisions ([`Propagator::decide`]).
//!
//! Solver literals are clingo's: the variable's index plus one, negative for its negation;
//! literal 1 is true.

use super::lit::{Lit, Value, Var};
use super::propagate::Conflict;
use super::{Solver, search};
use crate::aspif::GroundLit;

/// A solver literal as propagators see it (see the module documentation).
pub type SolverLit = i32;

/// When [`Propagator::check`] runs (clingo's `PropagatorCheckMode`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum CheckMode {
    /// Never.
    Off,
    /// On total assignments (clingo's default).
    #[default]
    Total,
    /// At each fixpoint of propagation.
    Fixpoint,
    /// Both.
    Both,
}

/// A propagator (see the module documentation).
pub trait Propagator: Send {
    /// The start of a solve call: map literals, watch them, add clauses.
    fn init(&mut self, init: &mut PropagateInit<'_>);
    /// The watched literals `changes` became true.
    fn propagate(&mut self, control: &mut PropagateControl<'_>, changes: &[SolverLit]);
    /// The literals `changes` (heard of by [`Propagator::propagate`]) are unassigned again.
    fn undo(&mut self, assignment: &PropagateControl<'_>, changes: &[SolverLit]);
    /// The assignment is total (or at a fixpoint, as the check mode says).
    fn check(&mut self, control: &mut PropagateControl<'_>);
    /// Whether the propagator chooses decisions ([`Propagator::decide`] is then called).
    fn decides(&self) -> bool {
        false
    }
    /// The solver is about to decide `fallback`: the literal to decide instead (an
    /// unassigned one; `fallback` or 0 keep the solver's choice).
    fn decide(&mut self, assignment: &PropagateControl<'_>, fallback: SolverLit) -> SolverLit {
        let _ = assignment;
        fallback
    }
}

/// What a solver keeps of a propagator across the solve calls of a session, as clasp keeps
/// it: what it watches, its modes, and the root literals it heard of (a later call's
/// `init` adds watches for that step's literals, and the propagator hears only of the
/// watched literals that became true since).
#[derive(Default)]
pub(crate) struct Kept {
    /// By literal index: whether it is watched.
    watched: Vec<bool>,
    check: CheckMode,
    /// Whether `undo` runs for every decision level the propagator was called at, even
    /// without changes there (clingo's `PropagatorUndoMode.Always`).
    undo_always: bool,
    /// The trail position up to which it heard of the watched literals.
    head: usize,
}

/// A propagator of the solver, with what it watches.
pub(crate) struct Slot {
    propagator: Box<dyn Propagator>,
    kept: Kept,
    /// The decision levels it was called at (propagate or check), increasing.
    called: Vec<u32>,
    /// The trail length of its last fixpoint check: the assignment has not changed since
    /// if the trail has that length (and the check is not run again).
    checked: Option<usize>,
}

impl Slot {
    /// Notes a call at the current decision level.
    fn called_at(&mut self, level: u32) {
        if self.called.last() != Some(&level) {
            self.called.push(level);
        }
    }
}

/// The propagators of a solver during a solve call, and what it keeps of them between
/// calls.
#[derive(Default)]
pub(crate) struct Propagators {
    slots: Vec<Slot>,
    /// Between solve calls: what the solver keeps of each propagator, in the order they
    /// were given.
    kept: Vec<Kept>,
}

impl Propagators {
    /// Whether there are none.
    pub(crate) fn is_empty(&self) -> bool {
        self.slots.is_empty()
    }
}

/// The solver as a propagator sees it during the search (clingo's `PropagateControl` and
/// `Assignment`).
pub struct PropagateControl<'a> {
    solver: &'a mut Solver,
    /// What the propagator watches, by literal index (none during `undo`).
    watched: Option<&'a mut Vec<bool>>,
    /// During `undo`: the decision level undone.
    undoing: Option<u32>,
    /// The conflict a clause added, if one did.
    conflict: Option<Conflict>,
}

/// The solver as a propagator sees it when a solve call starts (clingo's `PropagateInit`).
pub struct PropagateInit<'a> {
    solver: &'a mut Solver,
    watched: &'a mut Vec<bool>,
    check: &'a mut CheckMode,
    undo_always: &'a mut bool,
}

/// The solver's assignment as a propagator reads it (clingo's `Assignment`).
#[derive(Clone, Copy)]
pub struct SolverAssignment<'a>(&'a Solver, Option<u32>);

impl SolverAssignment<'_> {
    /// The value of solver literal `lit` (`None`: unassigned, or no such literal).
    pub fn value(&self, lit: SolverLit) -> Option<bool> {
        value_in(self.0, lit)
    }

    /// The decision level of solver literal `lit`'s variable, if it is assigned.
    pub fn level(&self, lit: SolverLit) -> Option<u32> {
        let lit = from_solver(self.0, lit)?;
        let assign = &self.0.assign;
        assign
            .is_assigned(lit.var())
            .then(|| assign.level(lit.var()))
    }

    /// Whether the solver has the literal.
    pub fn has_literal(&self, lit: SolverLit) -> bool {
        from_solver(self.0, lit).is_some()
    }

    /// The current decision level.
    pub fn decision_level(&self) -> u32 {
        // While a level is undone, its number (as in clasp, whose solver undoes a level
        // at a time).
        self.1.unwrap_or_else(|| self.0.trail.level())
    }

    /// The decision of level `level` (1, true, at level 0).
    pub fn decision(&self, level: u32) -> SolverLit {
        if level == 0 || level > self.decision_level() {
            return 1;
        }
        let start = self.0.trail.level_starts[level as usize - 1] as usize;
        self.0.trail.lits.get(start).map_or(1, |&l| to_solver(l))
    }

    /// The number of variables.
    pub fn size(&self) -> usize {
        self.0.assign.num_vars()
    }

    /// The assigned literals, in the order of assignment.
    pub fn trail(&self) -> Vec<SolverLit> {
        self.0.trail.lits.iter().map(|&l| to_solver(l)).collect()
    }
}

/// The literal of solver literal `lit`, if the solver has its variable.
fn from_solver(s: &Solver, lit: SolverLit) -> Option<Lit> {
    let var = lit.unsigned_abs().checked_sub(1)?;
    ((var as usize) < s.assign.num_vars()).then(|| Lit::new(Var(var), lit < 0))
}

/// The solver literal of `lit`.
fn to_solver(lit: Lit) -> SolverLit {
    let number = lit.var().0 as SolverLit + 1;
    if lit.is_negative() { -number } else { number }
}

/// Watches `lit` (`on`) or not, in `watched` (by literal index).
fn set_watch(watched: &mut Vec<bool>, lit: Lit, on: bool) {
    if watched.len() <= lit.index() {
        watched.resize(lit.index() + 1, false);
    }
    watched[lit.index()] = on;
}

/// The value of solver literal `lit` in `s` (`None`: unassigned, or no such literal).
fn value_in(s: &Solver, lit: SolverLit) -> Option<bool> {
    match s.assign.value(from_solver(s, lit)?) {
        Value::True => Some(true),
        Value::False => Some(false),
        Value::Unassigned => None,
    }
}

impl PropagateInit<'_> {
    /// The solver literal of program literal `lit` (an atom of the program, or its
    /// negation; 1 for an atom that is a fact).
    pub fn solver_literal(&self, lit: GroundLit) -> SolverLit {
        to_solver(self.solver.ground_lit(lit))
    }

    /// Watches solver literal `lit`.
    pub fn add_watch(&mut self, lit: SolverLit) {
        if let Some(lit) = from_solver(self.solver, lit) {
            set_watch(self.watched, lit, true);
        }
    }

    /// Stops watching solver literal `lit`.
    pub fn remove_watch(&mut self, lit: SolverLit) {
        if let Some(lit) = from_solver(self.solver, lit) {
            set_watch(self.watched, lit, false);
        }
    }

    /// A new solver literal (of a fresh variable, which no rule defines).
    pub fn add_literal(&mut self) -> SolverLit {
        to_solver(self.solver.add_var(true).pos())
    }

    /// Adds the constraint that `lit` holds if and only if (`kind` 0), only if (1), or if
    /// (-1) the weights of the true literals of `elements` sum to at least `bound` (with
    /// `equal`: exactly `bound`). Returns false if the problem is then unsatisfiable.
    pub fn add_weight_constraint(
        &mut self,
        lit: SolverLit,
        elements: &[(SolverLit, i32)],
        bound: i32,
        (kind, equal): (i8, bool),
    ) -> bool {
        let Some(lit) = from_solver(self.solver, lit) else {
            return true;
        };
        // Negative weights count for the complement: `w * l` is `-w * !l - (-w)`.
        let mut bound = i64::from(bound);
        let mut positive = Vec::new();
        for &(element, weight) in elements {
            let Some(element) = from_solver(self.solver, element) else {
                continue;
            };
            match weight {
                w if w > 0 => positive.push((element, w as u32)),
                w if w < 0 => {
                    bound -= i64::from(w);
                    positive.push((!element, w.unsigned_abs()));
                }
                _ => {}
            }
        }
        let at_least = |solver: &mut Solver, bound: i64, elements: &[(Lit, u32)]| -> Lit {
            if bound <= 0 {
                Lit::TRUE
            } else {
                let bound = u32::try_from(bound).unwrap_or(u32::MAX);
                solver.add_weight_constraint(elements.to_vec(), bound)
            }
        };
        search::backtrack(self.solver, 0);
        let mut holds = at_least(self.solver, bound, &positive);
        if equal {
            let above = at_least(self.solver, bound + 1, &positive);
            holds = self.solver.conjunction(&[holds, !above]);
        }
        if kind >= 0 {
            self.solver.add_root_clause(&[!lit, holds]);
        }
        if kind <= 0 {
            self.solver.add_root_clause(&[lit, !holds]);
        }
        self.solver.ok && search::propagate_root(self.solver)
    }

    /// Sets when the propagator's check runs.
    pub fn set_check_mode(&mut self, mode: CheckMode) {
        *self.check = mode;
    }

    /// The check mode.
    pub fn check_mode(&self) -> CheckMode {
        *self.check
    }

    /// Whether `undo` runs for every decision level the propagator was called at, even
    /// without changes there (clingo's `PropagatorUndoMode.Always`), or only for those
    /// with changes (the default).
    pub fn set_undo_always(&mut self, always: bool) {
        *self.undo_always = always;
    }

    /// See [`PropagateInit::set_undo_always`].
    pub fn undo_always(&self) -> bool {
        *self.undo_always
    }

    /// The assignment before the search.
    pub fn assignment(&self) -> SolverAssignment<'_> {
        SolverAssignment(self.solver, None)
    }

    /// Adds the clause `lits` (solver literals) before the search; false if the problem is
    /// then unsatisfiable.
    pub fn add_clause(&mut self, lits: &[SolverLit]) -> bool {
        let lits: Option<Vec<Lit>> = lits.iter().map(|&l| from_solver(self.solver, l)).collect();
        let Some(lits) = lits else {
            return true;
        };
        search::backtrack(self.solver, 0);
        self.solver.add_root_clause(&lits);
        self.solver.ok && search::propagate_root(self.solver)
    }
}

impl PropagateControl<'_> {
    /// The current assignment.
    pub fn assignment(&self) -> SolverAssignment<'_> {
        SolverAssignment(self.solver, self.undoing)
    }

    /// Watches solver literal `lit` from now on.
    pub fn add_watch(&mut self, lit: SolverLit) {
        if let (Some(lit), Some(watched)) = (from_solver(self.solver, lit), &mut self.watched) {
            set_watch(watched, lit, true);
        }
    }

    /// Stops watching solver literal `lit`.
    pub fn remove_watch(&mut self, lit: SolverLit) {
        if let (Some(lit), Some(watched)) = (from_solver(self.solver, lit), &mut self.watched) {
            set_watch(watched, lit, false);
        }
    }

    /// Whether solver literal `lit` is watched.
    pub fn has_watch(&self, lit: SolverLit) -> bool {
        match (from_solver(self.solver, lit), &self.watched) {
            (Some(lit), Some(watched)) => watched.get(lit.index()).copied().unwrap_or(false),
            _ => false,
        }
    }

    /// Whether a clause added conflicts with the assignment.
    pub fn has_conflict(&self) -> bool {
        self.conflict.is_some()
    }

    /// Adds the clause `lits` (solver literals), for the rest of the solve call and after
    /// (with `tag`, for this solve call only): returns false if it conflicts with the
    /// assignment (the propagator should then return at once). A clause that is unit
    /// implies its literal.
    pub fn add_clause(&mut self, lits: &[SolverLit], tag: bool) -> bool {
        if self.conflict.is_some() {
            return false;
        }
        let lits: Option<Vec<Lit>> = lits.iter().map(|&l| from_solver(self.solver, l)).collect();
        let Some(mut lits) = lits else {
            return true;
        };
        if tag && let Some(step) = self.solver.step_tag {
            lits.push(!step);
        }
        match self.solver.add_clause_now(lits) {
            Some(conflict) => {
                self.conflict = Some(conflict);
                false
            }
            None => true,
        }
    }

    /// Propagates the clauses added (and what follows): false on a conflict.
    pub fn propagate(&mut self) -> bool {
        if self.conflict.is_some() {
            return false;
        }
        match search::propagate_solver(self.solver) {
            Ok(()) => true,
            Err(conflict) => {
                self.conflict = Some(conflict);
                false
            }
        }
    }
}

impl Solver {
    /// Gives the solver `propagators` for the solve call: each one's `init` runs now. The
    /// solver kept what it watched in earlier calls (see [`Kept`]): `init` adds to it.
    pub(crate) fn attach_propagators(&mut self, propagators: Vec<Box<dyn Propagator>>) {
        if !propagators.is_empty() {
            // What holds before the search, for the propagators to see.
            search::backtrack(self, 0);
            search::propagate_root(self);
        }
        let mut kept = std::mem::take(&mut self.propagators.kept).into_iter();
        let mut slots = Vec::new();
        for mut propagator in propagators {
            let mut kept = kept.next().unwrap_or_default();
            propagator.init(&mut PropagateInit {
                solver: self,
                watched: &mut kept.watched,
                check: &mut kept.check,
                undo_always: &mut kept.undo_always,
            });
            slots.push(Slot {
                propagator,
                kept,
                called: Vec::new(),
                checked: None,
            });
        }
        // The watched literals true before the search that a propagator has not heard of
        // are changes too, heard of at the first fixpoint (as clasp tells a propagator of
        // watched literals already true).
        self.propagators = Propagators {
            slots,
            kept: Vec::new(),
        };
    }

    /// Takes the propagators back after the solve call, keeping what they watch. The
    /// search backtracks to the root first, so that they undo what they heard of above it
    /// (as clasp's solver backtracks at the end of a solve call): the next call starts
    /// from the root.
    pub(crate) fn detach_propagators(&mut self) -> Vec<Box<dyn Propagator>> {
        if !self.propagators.is_empty() {
            search::backtrack(self, 0);
        }
        let slots = std::mem::take(&mut self.propagators.slots);
        let (propagators, kept) = slots.into_iter().map(|s| (s.propagator, s.kept)).unzip();
        self.propagators.kept = kept;
        propagators
    }
}

/// At a fixpoint of the solver's propagation: tells the propagators of the watched literals
/// assigned since they last heard, and runs the checks of the fixpoint mode. Returns
/// whether the assignment changed (propagate again), or the conflict of a clause added.
pub(crate) fn propagate(s: &mut Solver) -> Result<bool, Conflict> {
    if s.propagators.is_empty() {
        return Ok(false);
    }
    let before = s.trail.lits.len();
    let mut propagators = std::mem::take(&mut s.propagators);
    let result = run(s, &mut propagators);
    s.propagators = propagators;
    let changed = result?;
    Ok(changed || s.trail.lits.len() != before)
}

fn run(s: &mut Solver, propagators: &mut Propagators) -> Result<bool, Conflict> {
    let end = s.trail.lits.len();
    for slot in &mut propagators.slots {
        let start = slot.kept.head.min(end);
        slot.kept.head = end;
        let watched = &slot.kept.watched;
        let changes: Vec<SolverLit> = (s.trail.lits[start..end].iter())
            .filter(|l| watched.get(l.index()).copied().unwrap_or(false))
            .map(|&l| to_solver(l))
            .collect();
        let checks = matches!(slot.kept.check, CheckMode::Fixpoint | CheckMode::Both)
            && slot.checked != Some(end);
        if checks {
            slot.checked = Some(end);
        }
        if !changes.is_empty() || checks {
            slot.called_at(s.trail.level());
        }
        let mut control = PropagateControl {
            solver: s,
            watched: Some(&mut slot.kept.watched),
            undoing: None,
            conflict: None,
        };
        if !changes.is_empty() {
            slot.propagator.propagate(&mut control, &changes);
        }
        if control.conflict.is_none() && checks {
            slot.propagator.check(&mut control);
        }
        if let Some(conflict) = control.conflict {
            return Err(conflict);
        }
        if s.trail.lits.len() != end {
            return Ok(true);
        }
    }
    Ok(false)
}

/// The decision the propagators make instead of `fallback` (the first that chooses an
/// unassigned literal), or `fallback`.
pub(crate) fn decide(s: &mut Solver, fallback: Lit) -> Lit {
    if !s
        .propagators
        .slots
        .iter()
        .any(|slot| slot.propagator.decides())
    {
        return fallback;
    }
    let mut propagators = std::mem::take(&mut s.propagators);
    let mut chosen = fallback;
    for slot in propagators
        .slots
        .iter_mut()
        .filter(|slot| slot.propagator.decides())
    {
        let control = PropagateControl {
            solver: s,
            watched: None,
            undoing: None,
            conflict: None,
        };
        let lit = slot.propagator.decide(&control, to_solver(fallback));
        if let Some(lit) = from_solver(s, lit).filter(|&l| s.assign.value(l) == Value::Unassigned) {
            chosen = lit;
            break;
        }
    }
    s.propagators = propagators;
    chosen
}

/// The total assignment: runs the checks of the total mode. Returns whether the assignment
/// changed (the search goes on instead of reporting a model), or the conflict of a clause
/// added.
pub(crate) fn check_total(s: &mut Solver) -> Result<bool, Conflict> {
    if s.propagators.is_empty() {
        return Ok(false);
    }
    let before = s.trail.lits.len();
    let mut propagators = std::mem::take(&mut s.propagators);
    let mut result = Ok(false);
    for slot in &mut propagators.slots {
        if !matches!(slot.kept.check, CheckMode::Total | CheckMode::Both) {
            continue;
        }
        slot.called_at(s.trail.level());
        let mut control = PropagateControl {
            solver: s,
            watched: Some(&mut slot.kept.watched),
            undoing: None,
            conflict: None,
        };
        slot.propagator.check(&mut control);
        if let Some(conflict) = control.conflict {
            result = Err(conflict);
            break;
        }
        if s.trail.lits.len() != before {
            result = Ok(true);
            break;
        }
    }
    s.propagators = propagators;
    result
}

/// Backtracking to decision level `level`: the propagators forget the watched literals they
/// heard of above it, a decision level at a time (the highest first), as clasp undoes them.
pub(crate) fn undo(s: &mut Solver, level: u32) {
    let Some(&start) = s.trail.level_starts.get(level as usize) else {
        return;
    };
    let len = start as usize;
    if s.propagators.is_empty() {
        return;
    }
    let mut propagators = std::mem::take(&mut s.propagators);
    for slot in &mut propagators.slots {
        let head = slot.kept.head.min(s.trail.lits.len());
        slot.kept.head = head.min(len);
        let watched = &slot.kept.watched;
        let mut changes: Vec<Lit> = (s.trail.lits[len.min(head)..head].iter())
            .copied()
            .filter(|l| watched.get(l.index()).copied().unwrap_or(false))
            .collect();
        slot.checked = None;
        let first_called = slot.called.partition_point(|&l| l <= level);
        let mut called = slot.called.split_off(first_called);
        loop {
            let with_changes = changes.last().map(|l| s.assign.level(l.var()));
            let at = match (with_changes, called.last().copied()) {
                (Some(a), Some(b)) => a.max(b),
                (Some(a), None) => a,
                (None, Some(b)) if slot.kept.undo_always => b,
                _ => break,
            };
            let first = changes.partition_point(|l| s.assign.level(l.var()) < at);
            let at_level: Vec<SolverLit> = changes.drain(first..).map(to_solver).collect();
            if called.last() == Some(&at) {
                called.pop();
            }
            if at_level.is_empty() && !slot.kept.undo_always {
                continue;
            }
            let control = PropagateControl {
                solver: s,
                watched: None,
                undoing: Some(at),
                conflict: None,
            };
            slot.propagator.undo(&control, &at_level);
        }
    }
    s.propagators = propagators;
}
