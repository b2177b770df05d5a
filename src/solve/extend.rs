//! Extending a solver between searches: new variables, tags, weight constraints and the
//! literals of output conditions.
//!
//! Everything added here keeps the solver's invariant that what it learns follows from the
//! program (`mod.rs`): a new variable is either *defined* (a weight constraint or a
//! conjunction makes it equivalent to a formula over existing variables, so any model of the
//! program extends uniquely), or a *tag*. A tag is a fresh variable that a search assumes
//! true, to make the constraints of that search conditional: each such constraint includes
//! the negated tag, and so does everything learnt from it. Retiring a tag makes it false at
//! the root, which satisfies all of those clauses for good.
//!
//! Requires: the solver is at decision level 0 (every function here backtracks there first).

use super::Solver;
use super::lit::{Lit, Var};
use super::search::{backtrack, propagate_all};
use super::translate::WeightSpec;
use crate::aspif::GroundLit;

impl Solver {
    /// Adds a fresh, unconstrained variable; decided positive first if `positive`.
    pub(crate) fn add_var(&mut self, positive: bool) -> Var {
        backtrack(self, 0);
        let v = self.heuristic.add_var(positive);
        self.assign.add_var();
        self.binaries.add_var();
        self.watches.add_var();
        self.weights.add_var();
        self.minimize.add_var();
        self.analyzer.add_var();
        if let Some(u) = &mut self.unfounded {
            u.add_var();
        }
        if let Some(projected) = &mut self.enumeration.projected {
            projected.add_var();
        }
        self.stats.variables += 1;
        debug_assert_eq!(v.index() + 1, self.stats.variables as usize);
        v
    }

    /// A fresh tag: a variable for a search to assume true.
    pub(crate) fn new_tag(&mut self) -> Lit {
        self.add_var(true).pos()
    }

    /// Makes `tag` false for good, which disables every clause conditional on it.
    pub(crate) fn retire_tag(&mut self, tag: Lit) {
        backtrack(self, 0);
        self.add_root_clause(&[!tag]);
    }

    /// Adds `body <-> sum of the weights of the true elements >= bound` for a fresh body
    /// variable, and returns the body literal. The elements must be distinct variables with
    /// positive weights, and `0 < bound`.
    pub(crate) fn add_weight_constraint(&mut self, elements: Vec<(Lit, u32)>, bound: u32) -> Lit {
        debug_assert!(bound > 0);
        let total: u64 = elements.iter().map(|&(_, w)| u64::from(w)).sum();
        if total < u64::from(bound) {
            return Lit::FALSE;
        }
        let body = self.add_var(false).pos();
        self.settle_root();
        if !self.ok {
            return body;
        }
        let spec = WeightSpec {
            body,
            elements: elements
                .into_iter()
                .map(|(l, w)| (l, w.min(bound)))
                .collect(),
            bound,
            native: true,
        };
        self.stats.weight_constraints += 1;
        if self
            .weights
            .add(&spec, &mut self.assign, &mut self.trail)
            .is_err()
        {
            self.ok = false;
        }
        body
    }

    /// The literal of the conjunction of `lits` (a fresh defined variable for two or more
    /// literals).
    pub(crate) fn conjunction(&mut self, lits: &[Lit]) -> Lit {
        let mut lits: Vec<Lit> = lits.iter().copied().filter(|&l| l != Lit::TRUE).collect();
        lits.sort_unstable();
        lits.dedup();
        if lits.contains(&Lit::FALSE) || lits.windows(2).any(|w| w[0].var() == w[1].var()) {
            return Lit::FALSE;
        }
        match lits.as_slice() {
            [] => return Lit::TRUE,
            [one] => return *one,
            _ => {}
        }
        let b = self.add_var(true).pos();
        for &l in &lits {
            self.add_root_clause(&[!b, l]);
        }
        let mut clause = vec![b];
        clause.extend(lits.iter().map(|&l| !l));
        self.add_root_clause(&clause);
        b
    }

    /// The literal of each output's condition (see [`crate::aspif::Output`]), in output-table
    /// order; computed once.
    pub(crate) fn output_lits(&mut self) -> Vec<Lit> {
        if let Some(lits) = &self.output_lits {
            return lits.clone();
        }
        let conditions: Vec<Vec<GroundLit>> = self
            .outputs
            .iter()
            .map(|condition| condition.to_vec())
            .collect();
        let lits: Vec<Lit> = conditions
            .iter()
            .map(|condition| {
                let lits: Vec<Lit> = condition.iter().map(|&g| self.ground_lit(g)).collect();
                self.conjunction(&lits)
            })
            .collect();
        self.output_lits = Some(lits.clone());
        lits
    }

    /// Propagates the root level, so that new constraints can count its assignment.
    pub(crate) fn settle_root(&mut self) {
        backtrack(self, 0);
        if self.ok && propagate_all(self).is_err() {
            self.ok = false;
        }
    }
}
