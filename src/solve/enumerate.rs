//! Model enumeration: reading a model off a total assignment, and blocking it.
//!
//! A model is blocked by the clause `!step | !d1 | … | !dk` over the free decisions
//! `d1 … dk` (those above the assumption levels): every assignment that extends those
//! decisions and satisfies the clauses is the one propagation found, so the clause excludes
//! exactly this model, and no model is reported twice or missed. The search backjumps to
//! level `k - 1`, where the clause asserts `!dk` (chronological backtracking over the last
//! decision, as in Gebser et al., "Conflict-driven answer set enumeration", LPNMR 2007). The
//! step literal makes the clause, and all learnt from it, vanish in the next solve call.

use super::clause_db::ClauseKind;
use super::search::{add_asserting, backtrack};
use super::{Model, Solver};
use crate::aspif::AtomId;

/// The model of the current total assignment; checked against the program in debug builds.
pub(crate) fn model(s: &Solver, number: u64) -> Model {
    let true_atoms: Vec<AtomId> = (1..s.atom_lit.len())
        .filter(|&a| s.assign.is_true(s.atom_lit[a]))
        .map(|a| AtomId(a as u32))
        .collect();
    #[cfg(any(test, debug_assertions))]
    if let Err(e) = super::verify::check_model(&s.program, &true_atoms) {
        panic!("the solver produced a wrong model {true_atoms:?}: {e}");
    }
    Model { true_atoms, number }
}

/// Blocks the current model and backjumps. Returns false when there are no free decisions,
/// i.e. the search space is exhausted.
pub(crate) fn block(s: &mut Solver) -> bool {
    let first_free = s.assumptions.len();
    let level = s.trail.level() as usize;
    if level <= first_free {
        return false;
    }
    let step = s.step.expect("a solve call has a step literal");
    let mut clause = Vec::with_capacity(level - first_free + 1);
    for l in (first_free + 1..=level).rev() {
        let decision = s.trail.lits[s.trail.level_starts[l - 1] as usize];
        clause.push(!decision);
    }
    clause.push(!step);
    backtrack(s, level as u32 - 1);
    add_asserting(s, &clause, ClauseKind::Blocking);
    true
}
