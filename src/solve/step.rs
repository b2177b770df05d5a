//! What a solve call reports as it goes, and the clauses its model handler adds to the rest
//! of the call (clingo's `SolveControl.add_clause`).
//!
//! A [`ModelHandler`] gets each model and may push clauses, over the program's atoms, that
//! hold from then on until the call ends, in every search of the call (both phases of an
//! optimization). They are conditional on a *step tag* (`extend.rs`), made at the start of
//! a call whose handler [`ModelHandler::adds_clauses`] and retired at its end, so that
//! nothing learnt from them outlives the call.
//!
//! A clause arrives on a model: a total assignment (or, after core-guided searches, the
//! root). One the model satisfies is watched on a true literal and the false literal of the
//! highest level, so that backtracking unassigns the true one first; if it then becomes
//! unit, the implication is missed (as clasp misses it for clauses added lazily) but the
//! conflict is not: the clause is visited when its watched literal becomes false. A clause
//! the model violates is a conflict, resolved as the conflicts of the search are (so the
//! enumeration's flipped decisions are respected); of several, the one violated at the
//! lowest level, so that resolving it unassigns the highest literal of each of the others.

use super::lit::Lit;
use super::propagate::Conflict;
use super::search::AfterModel;
use super::unfounded::{add_violated_clause, move_highest_level_to};
use super::{Model, Solver, clause_db::ClauseKind};
use crate::aspif::GroundLit;

/// The receiver of a solve call's models and lower bounds.
pub trait ModelHandler {
    /// A model; returns whether to go on. Clauses pushed onto `clauses` (each a disjunction
    /// of literals of the program's atoms) hold for the rest of the call.
    fn model(&mut self, model: &Model, clauses: &mut Vec<Vec<GroundLit>>) -> bool;

    /// Core-guided optimization proved the lower bound `bound`: the optimal costs of the
    /// priority levels done, then the bound of the current one (highest priority first).
    fn lower_bound(&mut self, bound: &[i64]) {
        let _ = bound;
    }

    /// Whether [`ModelHandler::model`] may add clauses (the call then has a step tag).
    fn adds_clauses(&self) -> bool {
        false
    }
}

/// A closure as a [`ModelHandler`] that adds no clauses.
pub(crate) struct OnModel<'a>(pub &'a mut dyn FnMut(&Model) -> bool);

impl ModelHandler for OnModel<'_> {
    fn model(&mut self, model: &Model, _: &mut Vec<Vec<GroundLit>>) -> bool {
        (self.0)(model)
    }
}

impl Solver {
    /// Runs `call` (one solve call) with a step tag if `adds_clauses`.
    pub(crate) fn with_step_tag<R>(
        &mut self,
        adds_clauses: bool,
        call: impl FnOnce(&mut Solver) -> R,
    ) -> R {
        if !adds_clauses {
            return call(self);
        }
        let tag = self.new_tag();
        let outer = self.step_tag.replace(tag);
        self.tags.push(tag);
        let result = call(self);
        self.tags.retain(|&t| t != tag);
        self.step_tag = outer;
        self.retire_tag(tag);
        result
    }

    /// Calls `handler` with `model` and adds the clauses it pushes (see the module
    /// documentation): `Ok(go_on)`, or `Err((go_on, conflict))` when a clause is violated.
    pub(crate) fn report(
        &mut self,
        handler: &mut dyn ModelHandler,
        model: &Model,
    ) -> Result<bool, (bool, Conflict)> {
        let mut clauses = Vec::new();
        let go_on = handler.model(model, &mut clauses);
        match self.add_step_clauses(&clauses) {
            Some(conflict) => Err((go_on, conflict)),
            None => Ok(go_on),
        }
    }

    /// Calls `handler` with `model` where the search goes on from the root: back there, adds
    /// the clauses it pushes. Returns whether to go on.
    pub(crate) fn report_at_root(&mut self, handler: &mut dyn ModelHandler, model: &Model) -> bool {
        let mut clauses = Vec::new();
        let go_on = handler.model(model, &mut clauses);
        super::search::backtrack(self, 0);
        self.add_step_clauses(&clauses);
        go_on
    }

    /// Adds clauses of the current call (at the root, or on a total assignment); returns
    /// the conflict to resolve if one is violated.
    fn add_step_clauses(&mut self, clauses: &[Vec<GroundLit>]) -> Option<Conflict> {
        let tag = self.step_tag?;
        let mut violated: Option<(u32, Conflict)> = None;
        for clause in clauses {
            let mut lits: Vec<Lit> = clause.iter().map(|&g| self.ground_lit(g)).collect();
            lits.push(!tag);
            lits.sort_unstable();
            lits.dedup();
            if lits.windows(2).any(|w| w[0].var() == w[1].var()) {
                continue; // a tautology
            }
            if self.trail.level() == 0 {
                self.add_root_clause(&lits);
                continue;
            }
            if let Some(conflict) = self.add_clause_on_model(lits) {
                let level = self.conflict_level(conflict);
                if violated.is_none_or(|(lowest, _)| level < lowest) {
                    violated = Some((level, conflict));
                }
            }
        }
        violated.map(|(_, conflict)| conflict)
    }

    /// Adds `lits` on a total assignment: watched as the module documentation says, or
    /// returned as a conflict when all are false.
    fn add_clause_on_model(&mut self, mut lits: Vec<Lit>) -> Option<Conflict> {
        let Some(true_at) = lits.iter().position(|&l| self.assign.is_true(l)) else {
            return Some(add_violated_clause(
                &mut lits,
                ClauseKind::Original,
                &mut self.clause_context(),
            ));
        };
        lits.swap(0, true_at);
        match lits.len() {
            1 => {}
            2 => self.binaries.add(lits[0], lits[1]),
            _ => {
                move_highest_level_to(&mut lits, 1, &self.assign);
                let c = self.clauses.add(&lits, ClauseKind::Original, 0);
                self.watches.watch(c, &lits);
            }
        }
        None
    }

    /// The highest level of a violated clause's literals.
    fn conflict_level(&self, conflict: Conflict) -> u32 {
        let level = |l: Lit| self.assign.level(l.var());
        match conflict {
            Conflict::Unit(a) => Some(level(a)),
            Conflict::Binary(a, b) => Some(level(a).max(level(b))),
            Conflict::Clause(c) => self.clauses.lits(c).iter().map(|&l| level(l)).max(),
            Conflict::Weight(_) | Conflict::Minimize => None,
        }
        .unwrap_or(0)
    }
}

/// How a search goes on after [`Solver::report`] on a model.
pub(crate) fn after_model(reported: Result<bool, (bool, Conflict)>) -> AfterModel {
    match reported {
        Ok(true) => AfterModel::Next,
        Err((true, conflict)) => AfterModel::Resolve(conflict),
        Ok(false) | Err((false, _)) => AfterModel::Stop,
    }
}
