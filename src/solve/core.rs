//! Core-guided optimization: OLL (Andres, Kaufmann, Matheis, Schaub: "Unsatisfiability-based
//! optimization in clasp", ICLP 2012; Morgado, Dodaro, Marques-Silva: "Core-guided MaxSAT with
//! soft cardinality constraints", CP 2014), one priority level at a time, optionally with
//! stratification by weight.
//!
//! For one level, the *soft literals* are the objective's terms `(l, w)`: a model pays `w`
//! when `l` is true. The search assumes every soft literal false. A model under those
//! assumptions costs the level's lower bound, so it is optimal. Otherwise the search returns
//! a *core*: soft literals that cannot all be false. With `m` the least weight in the core,
//! the lower bound grows by `m`, every weight in the core drops by `m`, and the core's excess
//! becomes a new soft literal: `o2 <-> #count{core} >= 2`, of weight `m` (a weight
//! constraint over the core, `extend.rs`). When an output `ok <-> #count{K} >= k` is itself in
//! a core, `o(k+1)` joins the soft literals with the weight of `K`. Invariant: on every model
//! of the program, the level's cost is its offset plus the lower bound plus the remaining
//! weights of the true soft literals; the outputs defined here only name counts of existing
//! literals, so everything the solver learns stays a consequence of the program.
//!
//! The soft literals are assumed in order of decreasing weight, outputs last (in the order
//! they were added). The order decides which cores the searches find (an assumption fails
//! because of those decided before it), and cores among heavy literals raise the lower
//! bound faster: on weighted vertex covers of 200 to 300 nodes (weights 1..10) this order
//! needs half the conflicts of variable order, and lightest first twice as many again.
//!
//! Stratification (optional, as in clasp, where it is off by default: on a weighted vertex
//! cover of 300 nodes it makes rasp hundreds of times slower, and clingo 60 times, because
//! cores among the heavy literals alone are large and need long searches): only soft
//! literals of weight at least a threshold are assumed; a model at one threshold lowers it
//! to the next smaller weight (the model is reported if it improves on the best costs). When
//! the level is optimal, its remaining soft literals stay assumed (false) in the searches
//! for the lower levels, which keeps those at the optimum of this one.

use super::lit::Lit;
use super::optimize::{PhaseEnd, compare};
use super::search::{AfterModel, SearchEnd};
use super::step::ModelHandler;
use super::{Enumeration, Solver};
use std::cmp::Ordering;
use std::collections::HashMap;

/// A soft literal of the current level.
#[derive(Clone, Copy, Debug)]
struct Soft {
    /// True when the model pays the weight.
    lit: Lit,
    /// The remaining weight.
    weight: u64,
    /// For an output `#count{K} >= k`: the index of `K` in the level's sums and `k`.
    output: Option<(usize, u32)>,
}

/// A relaxed core: the literals whose count the outputs name.
#[derive(Clone, Debug)]
struct CoreSum {
    lits: Vec<Lit>,
    /// The weight of each output.
    weight: u64,
    /// The largest `k` with an output so far.
    outputs: u32,
}

/// The state of one level.
struct Level {
    soft: Vec<Soft>,
    sums: Vec<CoreSum>,
    /// The sum of the weights of the cores found.
    lower_bound: u64,
}

/// What the levels searched so far established.
#[derive(Default)]
struct Progress {
    /// The costs of the best model reported.
    best: Option<Vec<i64>>,
    /// How many models were reported.
    models: u64,
    /// The assumptions that keep the optimal levels at their optimum.
    hard: Vec<Lit>,
    /// The optimal costs of the levels done, highest priority first.
    known: Vec<i64>,
}

impl Level {
    /// The soft literals `terms` of a level (none beyond the last level), heaviest first.
    fn new(terms: Option<&Vec<(Lit, u64)>>) -> Level {
        let mut level = Level {
            soft: terms
                .map(|terms| {
                    terms
                        .iter()
                        .map(|&(lit, weight)| Soft {
                            lit,
                            weight,
                            output: None,
                        })
                        .collect()
                })
                .unwrap_or_default(),
            sums: Vec::new(),
            lower_bound: 0,
        };
        // Heaviest first (stable: ties stay in variable order), as clasp orders them.
        level.soft.sort_by_key(|s| std::cmp::Reverse(s.weight));
        level
    }

    /// The assumptions of a search at `threshold`: `hard`, then every soft literal of at
    /// least that weight assumed false; with the index in `soft` of each soft one.
    fn assumptions(&self, hard: &[Lit], threshold: u64) -> (Vec<Lit>, HashMap<Lit, usize>) {
        let mut assumptions = hard.to_vec();
        let mut by_assumption: HashMap<Lit, usize> = HashMap::new();
        for (i, s) in self.soft.iter().enumerate() {
            if s.weight > 0 && s.weight >= threshold {
                assumptions.push(!s.lit);
                by_assumption.insert(!s.lit, i);
            }
        }
        (assumptions, by_assumption)
    }

    /// The next smaller threshold of stratification below `threshold`, if any.
    fn next_threshold(&self, threshold: u64) -> Option<u64> {
        self.soft
            .iter()
            .filter(|s| s.weight > 0 && s.weight < threshold)
            .map(|s| s.weight)
            .max()
    }
}

impl Solver {
    /// Phase 1 of optimization by unsatisfiable cores (see the module doc).
    pub(crate) fn core_guided(
        &mut self,
        stratify: bool,
        on_model: &mut dyn ModelHandler,
    ) -> PhaseEnd {
        let mut progress = Progress::default();
        let levels = self.objective.levels.len();
        let mut level_index = 0;
        // With no level at all, one model is optimal: the loop below runs once.
        loop {
            let mut level = Level::new(self.objective.levels.get(level_index));
            if let Some(end) =
                self.optimize_level(level_index, &mut level, stratify, &mut progress, on_model)
            {
                return end;
            }
            if level_index < levels {
                let optimum = self.objective.offsets[level_index] + level.lower_bound as i64;
                progress.known.push(optimum);
                let soft = level.soft.iter().filter(|s| s.weight > 0);
                progress.hard.extend(soft.map(|s| !s.lit));
            }
            level_index += 1;
            if level_index >= levels {
                break;
            }
        }
        PhaseEnd {
            end: SearchEnd::Exhausted,
            models: progress.models,
            best: progress.best,
            lower_bound: progress.known,
        }
    }

    /// Searches level `index` (`level`) until it is optimal (`None`; `level` then holds its
    /// remaining soft literals and its lower bound), or until the phase ends early: stopped,
    /// interrupted, or without a model at all.
    fn optimize_level(
        &mut self,
        index: usize,
        level: &mut Level,
        stratify: bool,
        progress: &mut Progress,
        on_model: &mut dyn ModelHandler,
    ) -> Option<PhaseEnd> {
        let mut threshold = if stratify {
            level.soft.iter().map(|s| s.weight).max().unwrap_or(0)
        } else {
            1
        };
        loop {
            let (assumptions, by_assumption) = level.assumptions(&progress.hard, threshold);
            let mut found = None;
            let end = self.search_models(&Enumeration::default(), &assumptions, &mut |_, m| {
                found = Some(m);
                AfterModel::Stop
            });
            match (end, found) {
                (SearchEnd::Interrupted, _) => {
                    return Some(self.early_end(end, progress, index, level));
                }
                (_, Some(mut model)) => {
                    if progress
                        .best
                        .as_ref()
                        .is_none_or(|b| compare(&model.costs, b) == Ordering::Less)
                    {
                        progress.models += 1;
                        model.number = progress.models;
                        progress.best = Some(model.costs.clone());
                        if !self.report_at_root(on_model, &model) {
                            let end = SearchEnd::Stopped { exhausted: false };
                            return Some(self.early_end(end, progress, index, level));
                        }
                    }
                    threshold = level.next_threshold(threshold)?;
                }
                (_, None) => {
                    let core: Vec<usize> = self
                        .failed
                        .iter()
                        .filter_map(|a| by_assumption.get(a).copied())
                        .collect();
                    if core.is_empty() {
                        // No model at all (the hard part never fails alone once a level
                        // was optimal, since that level had a model).
                        let end = SearchEnd::Exhausted;
                        return Some(self.early_end(end, progress, index, level));
                    }
                    // As clasp: soft literals the program fixes (at the root) raise the
                    // bound silently, and so does the core that meets the best model.
                    let fixed = core.iter().all(|&i| {
                        let lit = level.soft[i].lit;
                        self.assign.is_true(lit) && self.assign.level(lit.var()) == 0
                    });
                    self.relax(level, &core);
                    let mut bound = progress.known.clone();
                    bound.push(self.objective.offsets[index] + level.lower_bound as i64);
                    let met = (progress.best.as_ref())
                        .is_some_and(|best| best.get(..bound.len()) == Some(&bound[..]));
                    if !fixed && !met {
                        on_model.lower_bound(&bound);
                    }
                    if let Some(live) = &self.options.live {
                        live.set_lower_bound(&bound);
                    }
                }
            }
        }
    }

    /// How the phase ends during the search of level `index`: with the lower bounds known,
    /// this level's as far as proven.
    fn early_end(
        &self,
        end: SearchEnd,
        progress: &mut Progress,
        index: usize,
        level: &Level,
    ) -> PhaseEnd {
        let mut lower_bound = progress.known.clone();
        if index < self.objective.levels.len() {
            lower_bound.push(self.objective.offsets[index] + level.lower_bound as i64);
        }
        PhaseEnd {
            end,
            models: progress.models,
            best: progress.best.take(),
            lower_bound,
        }
    }

    /// Relaxes the core (indices into `level.soft`): raises the lower bound by its least
    /// weight and adds the outputs that count its excess.
    fn relax(&mut self, level: &mut Level, core: &[usize]) {
        let least = core
            .iter()
            .map(|&i| level.soft[i].weight)
            .min()
            .expect("a core is not empty");
        level.lower_bound += least;
        for &i in core {
            level.soft[i].weight -= least;
            if let Some((sum, k)) = level.soft[i].output {
                let s = &level.sums[sum];
                if k == s.outputs && (k as usize) < s.lits.len() {
                    let (lits, weight) = (s.lits.clone(), s.weight);
                    let output = self.count_at_least(&lits, k + 1);
                    level.sums[sum].outputs = k + 1;
                    level.soft.push(Soft {
                        lit: output,
                        weight,
                        output: Some((sum, k + 1)),
                    });
                }
            }
        }
        if core.len() >= 2 {
            let lits: Vec<Lit> = core.iter().map(|&i| level.soft[i].lit).collect();
            let output = self.count_at_least(&lits, 2);
            level.sums.push(CoreSum {
                lits,
                weight: least,
                outputs: 2,
            });
            level.soft.push(Soft {
                lit: output,
                weight: least,
                output: Some((level.sums.len() - 1, 2)),
            });
        }
    }

    /// A literal equivalent to "at least `k` of `lits` are true", a soft literal: decided
    /// false (cost-free) whenever it is decided (`decide.rs`).
    fn count_at_least(&mut self, lits: &[Lit], k: u32) -> Lit {
        let elements = lits.iter().map(|&l| (l, 1)).collect();
        let output = self.add_weight_constraint(elements, k);
        if output.var().0 != 0 {
            self.heuristic.fix_phase(output.var(), output.is_negative());
        }
        output
    }
}
