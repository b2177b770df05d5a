//! Model enumeration by chronological backtracking over decisions, without blocking clauses
//! (Gebser, Kaufmann, Neumann, Schaub: "Conflict-driven answer set enumeration", LPNMR 2007).
//!
//! After a model, the last decision that was not already *flipped* is flipped: the search
//! backtracks to just below its level and opens a new level whose decision is the negated
//! literal, marked flipped. The *backtrack level* is the highest level holding a flipped
//! decision: every model below a flipped decision's original value was already enumerated, so
//! the search must never backjump below it. Conflicts above the backtrack level are learnt
//! from as usual, but backjump at most to it; a conflict at (or below) it means the subtree
//! is exhausted, and the next unflipped decision beneath is flipped instead. When no decision
//! is left to flip, every model was reported, each exactly once. Learnt clauses are
//! consequences of the program alone, so they stay valid for later solve calls.
//!
//! *Record* mode (clasp's `--enum-mode=record`) blocks each model with a clause instead: the
//! negation of its decisions, or with a projection the negation of its projected part, which
//! no later model may repeat. The clause is violated when it is added, so it is handled as
//! a conflict (learning, backjumping freely). It carries the negation of the enumeration's
//! tag (an assumption of the search, see `extend.rs`), so it binds only that search.
//!
//! `domRec` (clasp's `--enum-mode=domRec`) is record mode over the variables of the domain
//! heuristic (`domain.rs`) with clauses that follow its signs: a variable with a sign enters
//! the clause with that sign if the model deviates from it, not at all otherwise. With the
//! sign `false` on atoms `A` (and their levels positive, so that they are decided first),
//! each model is a subset-minimal one in `A` among those the clauses so far allow, and the
//! clause (some atom of `A` true in it is false) leaves exactly the models that are not
//! supersets of it: the models reported are the subset-minimal ones (Gebser, Kaufmann,
//! Otero, Romero, Schaub, Wanko, AAAI 2013).
//!
//! *Projection* in backtracking mode (Gebser, Kaufmann, Schaub: "Solution enumeration for
//! projected Boolean search problems", CPAIOR 2009): the variables of the projection are
//! decided before all others (`decide.rs` priorities), so the decisions up to the last one
//! on a projection variable (the *projection level*) fix the projected part of a model, and
//! the ones above merely complete it. Flipping only the decisions up to the projection level
//! enumerates each projected model exactly once. Record mode needs no such order: its
//! clause names the projected part itself, which is why it is much faster when the
//! projected atoms are derived rather than guessed (clasp's documentation says as much).

use super::assign::Reason;
use super::clause_db::ClauseKind;
use super::lit::Lit;
use super::propagate::Conflict;
use super::search::backtrack;
use super::unfounded::add_violated_clause;
use super::{Enumeration, Model, ModelHandler, SolveResult, Solver, result_of, step};
use crate::aspif::AtomId;
use crate::aspif::GroundLit;

/// The state of the enumeration: flipped decisions, the strategy, the projection.
#[derive(Debug, Default)]
pub(crate) struct EnumState {
    /// `flipped[l - 1]` for decision level `l`; kept as long as the trail's levels.
    pub flipped: Vec<bool>,
    /// Record mode: the tag of the blocking clauses; `None`: backtracking mode.
    pub record: Option<Lit>,
    /// By variable: whether it belongs to the projection; `None`: no projection.
    pub projected: Option<Vec<bool>>,
    /// `domRec`: the blocking clauses follow the domain heuristic's signs.
    pub domain_record: bool,
}

impl EnumState {
    /// The highest level with a flipped decision, or `floor` if there is none above it.
    pub fn backtrack_level(&self, floor: u32) -> u32 {
        self.flipped
            .iter()
            .rposition(|&f| f)
            .map_or(floor, |i| (i as u32 + 1).max(floor))
    }
}

/// The model of the current total assignment (the program's own atoms, with their costs);
/// checked against the program in debug builds. Its list of atoms is the one the last model
/// gave back (`Solver::model_atoms`), if any, so enumerating need not allocate per model.
pub(crate) fn model(s: &mut Solver, number: u64) -> Model {
    #[cfg(any(test, debug_assertions))]
    if let Some(program) = &s.program {
        let all: Vec<AtomId> = (1..s.atom_lit.len())
            .filter(|&a| s.assign.is_true(s.atom_lit[a]))
            .map(|a| AtomId(a as u32))
            .collect();
        if let Err(e) = super::verify::check_model(program, &all) {
            panic!("the solver produced a wrong model {all:?}: {e}");
        }
    }
    let mut true_atoms = std::mem::take(&mut s.model_atoms);
    true_atoms.clear();
    let visible = s.atom_lit.len().min(s.visible_atoms as usize + 1);
    true_atoms.extend(
        (1..visible)
            .filter(|&a| s.assign.is_true(s.atom_lit[a]))
            .map(|a| AtomId(a as u32)),
    );
    Model {
        true_atoms,
        number,
        costs: s.objective.costs(&s.assign),
        optimal: false,
    }
}

/// The decision literal of level `level`.
fn decision(s: &Solver, level: u32) -> Lit {
    s.trail.lits[s.trail.level_starts[level as usize - 1] as usize]
}

/// The highest level whose decision the enumeration must revisit: the current level, or in
/// backtracking mode with a projection the highest level deciding a projection variable
/// (below the first free level if there is none).
fn enumeration_level(s: &Solver) -> u32 {
    let first_free = s.assumptions.len() as u32 + 1;
    let top = s.trail.level();
    match (&s.enumeration.projected, s.enumeration.record) {
        (Some(projected), None) => (first_free..=top)
            .rev()
            .find(|&l| projected[decision(s, l).var().index()])
            .unwrap_or(first_free - 1),
        _ => top,
    }
}

/// Whether another model may follow the current one (some decision is left to revisit).
pub(crate) fn has_next(s: &Solver) -> bool {
    let level = enumeration_level(s);
    match s.enumeration.record {
        Some(_) => level > s.assumptions.len() as u32,
        None => can_flip(s, level),
    }
}

/// What leaving a model led to.
pub(crate) enum Next {
    /// A decision was flipped; the search goes on.
    Flipped,
    /// No model is left.
    Exhausted,
    /// The model's blocking clause was added; it is violated (a conflict to resolve).
    Blocked(Conflict),
}

/// Leaves the current model for the next one: flips a decision or blocks the model.
pub(crate) fn next(s: &mut Solver) -> Next {
    let level = enumeration_level(s);
    let Some(tag) = s.enumeration.record else {
        return if flip_below(s, level) {
            Next::Flipped
        } else {
            Next::Exhausted
        };
    };
    let first_free = s.assumptions.len() as u32 + 1;
    // The blocking clause: not this projection (or not all of these decisions), while the
    // tag holds.
    let mut clause: Vec<Lit> = match &s.enumeration.projected {
        Some(projected) => (1..projected.len())
            .filter(|&v| projected[v])
            .filter_map(|v| {
                let var = super::lit::Var(v as u32);
                let positive = var.pos();
                let value = s.assign.is_true(positive);
                match s
                    .heuristic
                    .sign(var)
                    .filter(|_| s.enumeration.domain_record)
                {
                    // The sign, where this model deviates from it.
                    Some(sign) => (sign != value).then_some(Lit::new(var, !sign)),
                    None => Some(if value { !positive } else { positive }),
                }
            })
            .collect(),
        None => (first_free..=level).map(|l| !decision(s, l)).collect(),
    };
    clause.push(!tag);
    Next::Blocked(add_violated_clause(
        &mut clause,
        ClauseKind::Original,
        &mut s.clause_context(),
    ))
}

/// Whether some free decision at or below `level` is not flipped yet: whether
/// [`flip_below`] would find one.
fn can_flip(s: &Solver, level: u32) -> bool {
    let first_free = s.assumptions.len() as u32 + 1;
    (first_free..=level).any(|l| !s.enumeration.flipped[l as usize - 1])
}

/// Flips the highest unflipped free decision at or below `level`, backtracking as needed.
/// Returns false when there is none: the search space below the assumptions is exhausted.
pub(crate) fn flip_below(s: &mut Solver, level: u32) -> bool {
    let first_free = s.assumptions.len() as u32 + 1;
    let mut l = level;
    while l >= first_free {
        if !s.enumeration.flipped[l as usize - 1] {
            let decision: Lit = s.trail.lits[s.trail.level_starts[l as usize - 1] as usize];
            backtrack(s, l - 1);
            s.trail.new_level();
            s.enumeration.flipped.push(true);
            s.assign.assign(&mut s.trail, !decision, Reason::Decision);
            return true;
        }
        l -= 1;
    }
    false
}

impl Solver {
    /// Enumerates the answer sets under `assumptions` as `how` says (backtracking or
    /// recording, projected or not), calling `on_model` for each until it returns false.
    pub fn enumerate(
        &mut self,
        how: &Enumeration,
        assumptions: &[GroundLit],
        on_model: &mut dyn FnMut(&Model) -> bool,
    ) -> SolveResult {
        self.enumerate_with(how, assumptions, &mut step::OnModel(on_model))
    }

    /// [`Solver::enumerate`] with a [`ModelHandler`], which may add clauses for the rest of
    /// the call.
    pub fn enumerate_with(
        &mut self,
        how: &Enumeration,
        assumptions: &[GroundLit],
        handler: &mut dyn ModelHandler,
    ) -> SolveResult {
        let extra: Vec<Lit> = assumptions.iter().map(|&g| self.ground_lit(g)).collect();
        self.with_step_tag(handler.adds_clauses(), |s| {
            let mut count = 0;
            let end = s.search_models(how, &extra, &mut |s, mut model| {
                count += 1;
                model.number = count;
                let go_on = s.report(handler, &model);
                s.model_atoms = model.true_atoms;
                step::after_model(go_on)
            });
            result_of(end, count)
        })
    }
}
