//! What a solve call reports as it goes, and the clauses its model handler adds to the rest
//! of the call (clingo's `SolveControl.add_clause`).
//!
//! A [`ModelHandler`] gets each model and may push clauses, over the program's atoms, that
//! hold from then on until the call ends, in every search of the call (both phases of an
//! optimization). They are conditional on a *step tag* (`extend.rs`), made at the start of
//! a call whose handler [`ModelHandler::adds_clauses`] and retired at its end, so that
//! nothing learnt from them outlives the call.
//!
//! The clauses of a model wait until the search has left the model as it would anyway (the
//! enumeration flipped a decision or recorded the model, branch-and-bound went back to the
//! root), so that a projected model is never reported twice; then each is integrated into
//! the assignment as it is: watched on its two best literals (true or unassigned ones first,
//! then false ones of the highest levels); if it is unit, its literal is implied (at the
//! current level); if it is violated, it is a conflict, resolved as the conflicts of the
//! search are (respecting the enumeration's flipped decisions), before the next clause.
//! When backtracking makes a clause unit later, the implication is missed (as with clauses
//! clasp adds lazily) but not the conflict: the clause is visited when a watched literal
//! becomes false.

use super::assign::Reason;
use super::clause_db::ClauseKind;
use super::lit::Lit;
use super::search::resolve_conflict;
use super::unfounded::add_violated_clause;
use super::{Model, Solver};
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
        self.step_clauses.clear();
        self.retire_tag(tag);
        result
    }

    /// Calls `handler` with `model`; the clauses it pushes wait in `step_clauses` until the
    /// search left the model ([`Solver::integrate_step_clauses`]). Returns whether to go on.
    pub(crate) fn report(&mut self, handler: &mut dyn ModelHandler, model: &Model) -> bool {
        let mut clauses = Vec::new();
        let go_on = handler.model(model, &mut clauses);
        if let Some(tag) = self.step_tag {
            for clause in clauses {
                let mut lits: Vec<Lit> = clause.iter().map(|&g| self.ground_lit(g)).collect();
                lits.push(!tag);
                self.step_clauses.push(lits);
            }
        }
        go_on
    }

    /// Calls `handler` with `model` after a search, at the root (core-guided optimization):
    /// adds the clauses it pushes. Returns whether to go on.
    pub(crate) fn report_at_root(&mut self, handler: &mut dyn ModelHandler, model: &Model) -> bool {
        let go_on = self.report(handler, model);
        super::search::backtrack(self, 0);
        self.integrate_step_clauses();
        go_on
    }

    /// Adds the clauses waiting in `step_clauses` to the assignment as it is (see the module
    /// documentation). Returns false if resolving a conflict exhausted the search.
    pub(crate) fn integrate_step_clauses(&mut self) -> bool {
        let clauses = std::mem::take(&mut self.step_clauses);
        for lits in clauses {
            if let Some(conflict) = self.add_clause_now(lits)
                && !resolve_conflict(self, conflict)
            {
                return false;
            }
        }
        true
    }

    /// Adds clause `lits` to the assignment as it is (a tautology is left out): at the root
    /// unless it is violated there, otherwise through [`Solver::integrate`], a clause of one
    /// literal with the false literal beside it (no unit clause is kept above the root).
    /// Returns the conflict of a violated clause, to resolve.
    pub(super) fn add_clause_now(
        &mut self,
        mut lits: Vec<Lit>,
    ) -> Option<super::propagate::Conflict> {
        lits.sort_unstable();
        lits.dedup();
        if lits.windows(2).any(|w| w[0].var() == w[1].var()) {
            return None; // a tautology
        }
        let violated = lits.iter().all(|&l| self.assign.is_false(l));
        if self.trail.level() == 0 && !violated {
            self.add_root_clause(&lits);
            return None;
        }
        if lits.len() < 2 {
            lits.push(Lit::FALSE);
        }
        self.integrate(lits)
    }

    /// Adds clause `lits` (two literals or more) above the root: watched, implying its
    /// literal if it is unit, or returned as a conflict if it is violated.
    fn integrate(&mut self, mut lits: Vec<Lit>) -> Option<super::propagate::Conflict> {
        let assign = &self.assign;
        // True, then unassigned literals, then false ones by decreasing level.
        lits.sort_by_key(|&l| match assign.value(l) {
            super::lit::Value::True => (0, 0),
            super::lit::Value::Unassigned => (1, 0),
            super::lit::Value::False => (2, u32::MAX - assign.level(l.var())),
        });
        if self.assign.is_false(lits[0]) {
            let mut cx = self.clause_context();
            return Some(add_violated_clause(
                &mut lits,
                ClauseKind::Original,
                &mut cx,
            ));
        }
        debug_assert!(lits.len() >= 2, "no unit clause above the root");
        let unit = self.assign.is_false(lits[1]);
        let unassigned = !self.assign.is_true(lits[0]);
        let reason = match lits.len() {
            2 => {
                self.binaries.add(lits[0], lits[1]);
                Reason::Binary(lits[1])
            }
            _ => {
                let c = self.clauses.add(&lits, ClauseKind::Original, 0);
                self.watches.watch(c, &lits);
                Reason::Clause(c)
            }
        };
        if unit && unassigned {
            self.assign.assign(&mut self.trail, lits[0], reason);
        }
        None
    }
}

/// How a search goes on after a model: the next one, or stop.
pub(crate) fn after_model(go_on: bool) -> super::search::AfterModel {
    match go_on {
        true => super::search::AfterModel::Next,
        false => super::search::AfterModel::Stop,
    }
}
