//! Optimization: the modes of `--opt-mode` and the branch-and-bound strategy.
//!
//! Costs are vectors, one entry per priority level (highest first), compared
//! lexicographically (`objective.rs`). An optimization run has up to two phases:
//!
//! 1. *Optimize* (`opt`, `optN`): find models of decreasing cost until one is proven optimal.
//!    Branch-and-bound (here): after each model with costs `c`, the bound propagator
//!    (`minimize.rs`) requires `cost <lex c`, i.e. `cost <=lex c` with the last level one
//!    less, and the search restarts from the root; when no model is left, the last one is
//!    optimal. Core-guided optimization (`core.rs`) proves lower bounds with unsatisfiable
//!    cores instead and finds an optimal model at the end.
//! 2. *Enumerate* (`optN`; `enum` has only this phase): every model with `cost <=lex bound`,
//!    where the bound is the optimum (optN) or the given one (enum, none: every model).
//!
//! Both bounds are conditional on a tag (`extend.rs`) that the searches assume: the strict
//! bound of phase 1 must not outlive it, since phase 2 relaxes it. An initial bound
//! (`--opt-mode=opt,<bound>...`, inclusive, missing levels unbounded) is one more tagged
//! bound for the whole run.

use super::lit::Lit;
use super::search::{AfterModel, SearchEnd};
use super::step::{self, ModelHandler, OnModel};
use super::{Enumeration, Model, SolveResult, Solver, result_of};
use std::cmp::Ordering;

/// How the optimum is searched for (`--opt-strategy`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum OptStrategy {
    /// Model-guided: each model tightens a bound (`bb`).
    #[default]
    BranchAndBound,
    /// Core-guided: unsatisfiable cores of assumptions raise a lower bound (`usc`, OLL).
    CoreGuided {
        /// Assume the heaviest soft literals first (clasp's `stratify` tactic).
        stratify: bool,
    },
}

impl OptStrategy {
    /// `--opt-strategy`: `bb` or `usc` with tactics (names or a bit mask). The tactics choose
    /// variants of the strategy; rasp implements `stratify` (also bit 4 of a mask) and runs OLL
    /// for the others. `None` for an unknown strategy or tactic.
    pub fn parse(value: &str) -> Option<OptStrategy> {
        let mut parts = value.split(',');
        let (core, known): (bool, &[&str]) = match parts.next() {
            Some("bb") => (false, &["lin", "hier", "inc", "dec"]),
            Some("usc") => (
                true,
                &[
                    "oll", "one", "k", "pmres", "disjoint", "succinct", "stratify",
                ],
            ),
            _ => return None,
        };
        let tactics: Vec<&str> = parts.collect();
        if !tactics
            .iter()
            .all(|p| known.contains(p) || p.parse::<u32>().is_ok())
        {
            return None;
        }
        let stratify = tactics
            .iter()
            .any(|&p| p == "stratify" || p.parse::<u32>().is_ok_and(|m| m & 4 != 0));
        Some(if core {
            OptStrategy::CoreGuided { stratify }
        } else {
            OptStrategy::BranchAndBound
        })
    }
}

/// Which models an optimization run reports (`--opt-mode`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum OptMode {
    /// Models of decreasing cost, the last one optimal (`opt`).
    #[default]
    Optimal,
    /// The same, then every optimal model (`optN`).
    EnumerateOptimal,
    /// Every model whose costs are at most the bound, without optimizing (`enum`).
    Bounded,
}

/// How to optimize.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Optimization {
    /// Which models to report.
    pub mode: OptMode,
    /// Branch-and-bound or core-guided.
    pub strategy: OptStrategy,
    /// Costs (highest priority first) that no model may exceed, lexicographically; levels
    /// beyond the given ones are unbounded.
    pub bound: Option<Vec<i64>>,
    /// How the models of the enumeration phase are enumerated (optN, enum).
    pub enumeration: Enumeration,
}

/// How an optimization run ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptimizeResult {
    /// The models reported (both phases) and how the search ended.
    pub result: SolveResult,
    /// The costs of the best model found.
    pub best: Option<Vec<i64>>,
    /// Whether the best costs are proven optimal (for `enum`: whether every model within
    /// the bound was reported).
    pub proven: bool,
    /// How many models the enumeration phase reported.
    pub enumerated: u64,
    /// Proven lower bounds of the costs, as far as known (core-guided optimization; empty
    /// otherwise), highest priority first.
    pub lower_bound: Vec<i64>,
}

/// Lexicographic comparison of cost vectors.
pub(crate) fn compare(a: &[i64], b: &[i64]) -> Ordering {
    a.cmp(b)
}

/// The outcome of the optimization phase.
pub(crate) struct PhaseEnd {
    /// How the phase's searches ended (`Exhausted`: the best model is optimal, or there is
    /// no model; `Stopped`: the callback stopped the run).
    pub end: SearchEnd,
    /// Models reported.
    pub models: u64,
    /// The best costs.
    pub best: Option<Vec<i64>>,
    /// Known lower bounds.
    pub lower_bound: Vec<i64>,
}

impl Solver {
    /// Optimizes the program's minimize statements as `how` says, calling `on_model` for
    /// each model reported until it returns false. Without minimize statements every model
    /// is optimal (with no costs).
    pub fn optimize(
        &mut self,
        how: &Optimization,
        on_model: &mut dyn FnMut(&Model) -> bool,
    ) -> OptimizeResult {
        self.optimize_with(how, &mut OnModel(on_model))
    }

    /// [`Solver::optimize`] with a [`ModelHandler`], which may add clauses for the rest of
    /// the call and hears of the lower bounds that core-guided optimization proves.
    pub fn optimize_with(
        &mut self,
        how: &Optimization,
        handler: &mut dyn ModelHandler,
    ) -> OptimizeResult {
        self.with_step_tag(handler.adds_clauses(), |s| s.optimize_call(how, handler))
    }

    /// [`Solver::optimize_with`] within the step tag.
    fn optimize_call(
        &mut self,
        how: &Optimization,
        on_model: &mut dyn ModelHandler,
    ) -> OptimizeResult {
        let initial = how.bound.as_ref().map(|b| {
            let tag = self.new_tag();
            (tag, self.normalized_bound(b, 0))
        });
        let mut models = 0;
        let mut phase = match how.mode {
            OptMode::Bounded => None,
            _ => {
                let outcome = self.optimum_phase(how.strategy, &initial, on_model);
                models += outcome.models;
                Some(outcome)
            }
        };
        self.minimize.set_bound(None);
        if let Some((tag, _)) = &initial {
            self.retire_tag(*tag);
        }
        let mut enumerated = 0;
        let enumerate_bound = match (&how.mode, &phase) {
            (OptMode::Bounded, _) => Some(how.bound.clone()),
            (
                OptMode::EnumerateOptimal,
                Some(PhaseEnd {
                    end: SearchEnd::Exhausted,
                    best: Some(best),
                    ..
                }),
            ) => Some(Some(best.clone())),
            _ => None,
        };
        let mut proven = matches!(
            phase,
            Some(PhaseEnd {
                end: SearchEnd::Exhausted,
                best: Some(_),
                ..
            })
        );
        let mut end = phase.as_ref().map_or(SearchEnd::Exhausted, |p| p.end);
        if let Some(bound) = enumerate_bound {
            let best = phase.as_ref().and_then(|p| p.best.clone());
            let enumeration = self.enumeration_phase(how, bound.as_deref(), best, on_model);
            (end, enumerated) = (enumeration.end, enumeration.models);
            models += enumerated;
            if how.mode == OptMode::Bounded {
                proven = matches!(
                    end,
                    SearchEnd::Exhausted | SearchEnd::Stopped { exhausted: true }
                ) && enumerated > 0;
                phase = Some(enumeration);
            }
        }
        let phase = phase.expect("a phase ran");
        OptimizeResult {
            result: result_of(end, models),
            best: phase.best,
            proven,
            enumerated,
            lower_bound: phase.lower_bound,
        }
    }

    /// Phase 1 by `strategy`, under the initial bound `initial` (a tag and a normalized
    /// bound) if given.
    fn optimum_phase(
        &mut self,
        strategy: OptStrategy,
        initial: &Option<(Lit, Vec<i64>)>,
        on_model: &mut dyn ModelHandler,
    ) -> PhaseEnd {
        match strategy {
            OptStrategy::BranchAndBound => self.branch_and_bound(initial.clone(), on_model),
            OptStrategy::CoreGuided { stratify } => {
                if let Some((tag, bound)) = initial {
                    self.tags.push(*tag);
                    self.minimize.set_bound(Some((bound.clone(), *tag)));
                }
                let outcome = self.core_guided(stratify, on_model);
                self.tags
                    .retain(|t| Some(t) != initial.as_ref().map(|(t, _)| t));
                outcome
            }
        }
    }

    /// Phase 2: every model whose costs are at most `bound` (all without one), as
    /// `how.enumeration` says; `best` are the best costs so far. The phase's `models` are the
    /// models enumerated.
    fn enumeration_phase(
        &mut self,
        how: &Optimization,
        bound: Option<&[i64]>,
        mut best: Option<Vec<i64>>,
        on_model: &mut dyn ModelHandler,
    ) -> PhaseEnd {
        let optimal = how.mode == OptMode::EnumerateOptimal;
        let tag = bound.map(|_| self.new_tag());
        if let (Some(bound), Some(tag)) = (bound, tag) {
            let normalized = self.normalized_bound(bound, 0);
            self.tags.push(tag);
            self.minimize.set_bound(Some((normalized, tag)));
        }
        let mut enumerated = 0;
        let end = self.search_models(&how.enumeration, &[], &mut |s, mut model| {
            enumerated += 1;
            model.optimal = optimal;
            if best
                .as_ref()
                .is_none_or(|b| compare(&model.costs, b) == Ordering::Less)
            {
                best = Some(model.costs.clone());
            }
            step::after_model(s.report(on_model, &model))
        });
        self.minimize.set_bound(None);
        if let Some(tag) = tag {
            self.tags.retain(|&t| t != tag);
            self.retire_tag(tag);
        }
        PhaseEnd {
            end,
            models: enumerated,
            best,
            lower_bound: Vec::new(),
        }
    }

    /// `bound` (costs, highest priority first, possibly fewer than the levels) as a bound on
    /// the sums of the objective's terms; `strict_step` is subtracted from the last level
    /// (1 for "better than").
    pub(crate) fn normalized_bound(&self, bound: &[i64], strict_step: i64) -> Vec<i64> {
        let levels = self.objective.levels.len();
        let mut normalized: Vec<i64> = (0..levels)
            .map(|i| {
                bound
                    .get(i)
                    .map_or(i64::MAX, |&b| b.saturating_sub(self.objective.offsets[i]))
            })
            .collect();
        if let Some(last) = normalized.last_mut() {
            *last = last.saturating_sub(strict_step);
        }
        normalized
    }

    /// Phase 1 by branch-and-bound, under the initial bound `initial` (a tag and a
    /// normalized bound) if given.
    fn branch_and_bound(
        &mut self,
        initial: Option<(Lit, Vec<i64>)>,
        on_model: &mut dyn ModelHandler,
    ) -> PhaseEnd {
        let tag = match &initial {
            Some((tag, _)) => *tag,
            None => self.new_tag(),
        };
        self.tags.push(tag);
        self.minimize
            .set_bound(initial.as_ref().map(|(_, b)| (b.clone(), tag)));
        let levels = self.objective.levels.len();
        let mut best: Option<Vec<i64>> = None;
        let mut models = 0;
        let mut without_costs_done = false;
        let mut end = self.search_models(&Enumeration::default(), &[], &mut |s, model| {
            models += 1;
            best = Some(model.costs.clone());
            // (Clauses the handler adds are integrated back at the root: `search.rs`.)
            if !s.report(on_model, &model) {
                return AfterModel::Stop;
            }
            if levels == 0 {
                // Without minimize statements the first model is optimal.
                without_costs_done = true;
                return AfterModel::Stop;
            }
            let bound = s.normalized_bound(&model.costs, 1);
            s.minimize.set_bound(Some((bound, tag)));
            AfterModel::Restart
        });
        if without_costs_done {
            end = SearchEnd::Exhausted;
        }
        self.minimize.set_bound(None);
        self.tags.retain(|&t| t != tag);
        if initial.is_none() {
            self.retire_tag(tag);
        }
        PhaseEnd {
            end,
            models,
            best,
            lower_bound: Vec::new(),
        }
    }
}
