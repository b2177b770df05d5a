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

use super::assign::Reason;
use super::lit::Lit;
use super::search::backtrack;
use super::{Model, Solver};
use crate::aspif::AtomId;

/// Which decision levels hold flipped decisions.
#[derive(Debug, Default)]
pub(crate) struct Enumeration {
    /// `flipped[l - 1]` for decision level `l`; kept as long as the trail's levels.
    pub flipped: Vec<bool>,
}

impl Enumeration {
    /// The highest level with a flipped decision, or `floor` if there is none above it.
    pub fn backtrack_level(&self, floor: u32) -> u32 {
        self.flipped
            .iter()
            .rposition(|&f| f)
            .map_or(floor, |i| (i as u32 + 1).max(floor))
    }
}

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
