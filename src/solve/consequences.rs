//! Brave and cautious consequences (`--enum-mode=brave|cautious`): the outputs true in some
//! answer set (the union), or in every one (the intersection), as clasp's consequence
//! enumerator computes them.
//!
//! Each output's condition is one literal (`extend.rs`). Brave: after a model, the outputs it
//! makes true join the estimate, and the next model must make some output outside the
//! estimate true (one clause). Cautious: the first model is the estimate; each later model
//! must make some output of the estimate false, and the estimate shrinks to what it keeps.
//! When no model is left the estimate is exact. As clasp's, the search goes on from the
//! model with the new clause (backjumping as far as it needs), not from the root; under
//! `--opt-mode=opt` the tighter cost bound is set at the root. The clauses only grow
//! stronger, so what was learnt under the earlier ones stays valid; they are conditional on
//! a tag (`extend.rs`), so they bind only this run.
//!
//! With minimize statements the models may be restricted by their costs ([`CostBound`]):
//! to those within a bound (the optimal ones, for `--opt-mode=optN`), or, as clasp does for
//! `--opt-mode=opt`, to models of decreasing cost: each model must also cost less than the
//! one before, so the search ends with an optimal model, and the consequences collected on
//! the way depend on the order in which the models were found (clasp warns about that).
//!
//! The counts are clasp's: an output is *definite* when it is known to be a consequence
//! (brave: true in a model found; cautious: true at the root, or every output of the estimate
//! once the search is complete), and *open* when it may still be one (brave: not yet true in
//! a model and not false at the root; cautious: in the estimate but not definite).

use super::lit::Lit;
use super::search::{AfterModel, SearchEnd};
use super::{
    Enumeration, Model, OptMode, Optimization, OptimizeResult, Projection, SolveResult, Solver,
    result_of,
};
use crate::aspif::{GroundLit, GroundProgram};
use std::collections::{HashMap, HashSet};

/// Which consequences.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ConsequenceKind {
    /// True in some answer set.
    Brave,
    /// True in every answer set.
    Cautious,
}

/// Which models consequences range over, by their costs.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum CostBound {
    /// Every model.
    #[default]
    Unbounded,
    /// The models whose costs (highest priority first) are at most these, lexicographically;
    /// levels beyond the given ones are unbounded.
    AtMost(Vec<i64>),
    /// Each model must cost less than the one before (clasp's consequences under
    /// `--opt-mode=opt`), the first one at most `from` if given.
    Decreasing {
        /// The initial bound (as for `AtMost`).
        from: Option<Vec<i64>>,
    },
}

/// The consequences as far as known after a model.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Consequences {
    /// Brave or cautious.
    pub kind: ConsequenceKind,
    /// The number of the model this estimate follows (1, 2, …).
    pub number: u64,
    /// For each output (in output-table order): whether it is in the estimate.
    pub included: Vec<bool>,
    /// How many outputs (or projection atoms) are known consequences.
    pub definite: u64,
    /// How many more may still be consequences.
    pub open: u64,
    /// Whether the estimate is exact (every answer set was taken into account).
    pub complete: bool,
    /// The costs of the model, highest priority first (empty without minimize statements).
    pub costs: Vec<i64>,
}

/// For each output: whether it is shown, being unconditional or having its literal
/// (`of_output`, an index into the estimate) in the estimate `included`.
fn shown_outputs(outputs: &[Lit], of_output: &[Option<usize>], included: &[bool]) -> Vec<bool> {
    outputs
        .iter()
        .zip(of_output)
        .map(|(&l, i)| l == Lit::TRUE || i.is_some_and(|i| included[i]))
        .collect()
}

/// For each output literal, the index of the same literal in `lits`, if there.
fn positions(outputs: &[Lit], lits: &[Lit]) -> Vec<Option<usize>> {
    let index: HashMap<Lit, usize> = lits.iter().enumerate().map(|(i, &l)| (l, i)).collect();
    outputs.iter().map(|l| index.get(l).copied()).collect()
}

/// Folds a model, in which `holds` says which literals are true, into the estimate
/// `included` of `lits` (`first`: the first model, which is the cautious estimate).
fn fold_model(
    kind: ConsequenceKind,
    lits: &[Lit],
    included: &mut [bool],
    first: bool,
    holds: impl Fn(Lit) -> bool,
) {
    for (i, &l) in lits.iter().enumerate() {
        let holds = holds(l);
        match kind {
            ConsequenceKind::Brave => included[i] |= holds,
            ConsequenceKind::Cautious if first => included[i] = holds,
            ConsequenceKind::Cautious => included[i] &= holds,
        }
    }
}

/// The clause (conditional on `tag`) that makes the next model change the estimate
/// `included` of `lits`: brave, make a literal outside it true; cautious, make one in it
/// false.
fn change_clause(kind: ConsequenceKind, lits: &[Lit], included: &[bool], tag: Lit) -> Vec<Lit> {
    let mut clause: Vec<Lit> = lits
        .iter()
        .zip(included)
        .filter(|&(_, &inc)| inc == (kind == ConsequenceKind::Cautious))
        .map(|(&l, _)| {
            if kind == ConsequenceKind::Brave {
                l
            } else {
                !l
            }
        })
        .collect();
    clause.push(!tag);
    clause.sort_unstable();
    clause.dedup();
    clause
}

impl Consequences {
    /// The symbols of the outputs in the estimate, in clingo's order.
    pub fn shown<'p>(&self, program: &'p GroundProgram) -> Vec<&'p str> {
        super::shown_where(program, |i, _| self.included[i])
    }
}

impl Solver {
    /// Computes brave or cautious consequences over the output table, calling `on_model`
    /// with the estimate after each model until it returns false. Returns how the search
    /// ended and the last estimate (complete if the search space was exhausted).
    pub fn consequences(
        &mut self,
        kind: ConsequenceKind,
        on_model: &mut dyn FnMut(&Consequences) -> bool,
    ) -> (SolveResult, Option<Consequences>) {
        self.bounded_consequences(kind, &CostBound::Unbounded, &Projection::Shown, on_model)
    }

    /// Computes the consequences (over the outputs or projection atoms `over`) as clasp does
    /// under the optimization `how` (`None`: no minimize statements, or
    /// `--opt-mode=ignore`): over all models (`enum` without a bound), the models within the
    /// bound (`enum`), the optimal ones after an optimization phase whose models go to
    /// `on_optimizing` (`optN`), or models of decreasing cost (`opt`). `on_step` gets the
    /// estimate after each model, until it returns false. Returns how the search ended, the
    /// last estimate (none if the optimization phase found no proven optimum), and the result
    /// of the optimization phase.
    pub fn optimized_consequences(
        &mut self,
        (kind, over): (ConsequenceKind, &Projection),
        how: Option<&Optimization>,
        on_optimizing: &mut dyn FnMut(&Model) -> bool,
        on_step: &mut dyn FnMut(&Consequences) -> bool,
    ) -> (SolveResult, Option<Consequences>, Option<OptimizeResult>) {
        let bound = match how {
            None => CostBound::Unbounded,
            Some(how) => match how.mode {
                OptMode::Bounded => {
                    (how.bound.clone()).map_or(CostBound::Unbounded, CostBound::AtMost)
                }
                OptMode::Optimal => CostBound::Decreasing {
                    from: how.bound.clone(),
                },
                OptMode::EnumerateOptimal => {
                    let phase = Optimization {
                        mode: OptMode::Optimal,
                        ..how.clone()
                    };
                    let result = self.optimize(&phase, on_optimizing);
                    let Some(best) = result.best.clone().filter(|_| result.proven) else {
                        return (result.result, None, Some(result));
                    };
                    let (end, last) =
                        self.bounded_consequences(kind, &CostBound::AtMost(best), over, on_step);
                    return (end, last, Some(result));
                }
            },
        };
        let (end, last) = self.bounded_consequences(kind, &bound, over, on_step);
        (end, last, None)
    }

    /// [`Solver::consequences`] over the models that `bound` admits, of the outputs or (as
    /// clasp does for a program with `#project` statements) of projection atoms: then the
    /// counts are of those atoms, and an output is in the estimate if its condition is one
    /// of them that is.
    pub fn bounded_consequences(
        &mut self,
        kind: ConsequenceKind,
        bound: &CostBound,
        over: &Projection,
        on_model: &mut dyn FnMut(&Consequences) -> bool,
    ) -> (SolveResult, Option<Consequences>) {
        let outputs = self.output_lits();
        let lits = self.consequence_lits(&outputs, over);
        let of_output = positions(&outputs, &lits);
        self.prefer_phases(kind, &lits);
        let tag = self.new_tag();
        self.tags.push(tag);
        if let CostBound::AtMost(costs) | CostBound::Decreasing { from: Some(costs) } = bound {
            let normalized = self.normalized_bound(costs, 0);
            self.minimize.set_bound(Some((normalized, tag)));
        }
        let mut included = vec![false; lits.len()];
        let mut models = 0u64;
        let mut last: Option<Consequences> = None;
        let end = loop {
            let (mut stopped, mut decided) = (false, true);
            let end = self.search_models(&Enumeration::default(), &[], &mut |s, model| {
                models += 1;
                let holds = |l| s.assign.is_true(l);
                fold_model(kind, &lits, &mut included, models == 1, holds);
                let root = s.assumptions.len() as u32;
                decided = s.trail.level() > root || s.above_assumptions();
                let mut step = s.estimate(kind, &lits, &included, models, Some(root));
                step.included = shown_outputs(&outputs, &of_output, &included);
                step.costs = model.costs;
                stopped = !on_model(&step);
                last = Some(step);
                if stopped || matches!(bound, CostBound::Decreasing { .. }) {
                    // (A new cost bound is set at the root.)
                    return AfterModel::Stop;
                }
                let clause = change_clause(kind, &lits, &included, tag);
                s.step_clauses.push(clause);
                AfterModel::Continue
            });
            if matches!(end, SearchEnd::Interrupted | SearchEnd::Exhausted) {
                break end;
            }
            let clause = change_clause(kind, &lits, &included, tag);
            super::search::backtrack(self, 0);
            self.add_root_clause(&clause);
            if let (CostBound::Decreasing { .. }, Some(step)) = (bound, &last) {
                let normalized = self.normalized_bound(&step.costs, 1);
                self.minimize.set_bound(Some((normalized, tag)));
            }
            if stopped {
                // A model found without a decision, nor above an assumption, was the last
                // one (clasp knows it too).
                break if decided {
                    SearchEnd::Stopped { exhausted: false }
                } else {
                    SearchEnd::Exhausted
                };
            }
        };
        if end == SearchEnd::Exhausted
            && let Some(step) = &last
        {
            let mut exact = self.estimate(kind, &lits, &included, step.number, None);
            exact.complete = true;
            exact.included = shown_outputs(&outputs, &of_output, &included);
            exact.costs = step.costs.clone();
            last = Some(exact);
        }
        if *bound != CostBound::Unbounded {
            self.minimize.set_bound(None);
        }
        self.tags.retain(|&t| t != tag);
        self.retire_tag(tag);
        let result = match end {
            SearchEnd::Stopped { .. } => SolveResult::Satisfiable {
                models,
                exhausted: false,
            },
            other => result_of(other, models),
        };
        (result, last)
    }

    /// The literals whose consequences are computed: the outputs' (`outputs`), or those of
    /// the projection atoms, each once.
    fn consequence_lits(&self, outputs: &[Lit], over: &Projection) -> Vec<Lit> {
        match over {
            Projection::Shown => outputs.to_vec(),
            Projection::Atoms(atoms) => {
                let mut seen = HashSet::new();
                atoms
                    .iter()
                    .map(|&a| self.ground_lit(GroundLit::positive(a)))
                    .filter(|&l| seen.insert(l))
                    .collect()
            }
        }
    }

    /// As clasp, makes the outputs true first for brave consequences, false for cautious
    /// ones: the estimate then converges in fewer models.
    fn prefer_phases(&mut self, kind: ConsequenceKind, lits: &[Lit]) {
        for &l in lits {
            let positive = (kind == ConsequenceKind::Brave) != l.is_negative();
            self.heuristic.prefer_phase(l.var(), positive);
        }
    }

    /// The counts of an estimate, after a model whose search assumed the levels up to
    /// `root` (clasp's root level: what is assigned there holds in every model left), or
    /// when the search is complete (`None`).
    fn estimate(
        &self,
        kind: ConsequenceKind,
        lits: &[Lit],
        included: &[bool],
        number: u64,
        root: Option<u32>,
    ) -> Consequences {
        let complete = root.is_none();
        let at_root = |l: Lit, value: bool| {
            root.is_some_and(|root| self.assign.level(l.var()) <= root)
                && if value {
                    self.assign.is_true(l)
                } else {
                    self.assign.is_false(l)
                }
        };
        let (mut definite, mut open) = (0, 0);
        for (&l, &inc) in lits.iter().zip(included) {
            let (is_definite, is_open) = match kind {
                ConsequenceKind::Brave => (inc, !inc && !complete && !at_root(l, false)),
                ConsequenceKind::Cautious => {
                    let d = inc && (complete || at_root(l, true));
                    (d, inc && !d)
                }
            };
            definite += u64::from(is_definite);
            open += u64::from(is_open);
        }
        Consequences {
            kind,
            number,
            included: Vec::new(),
            definite,
            open,
            complete,
            costs: Vec::new(),
        }
    }
}
