//! A copy of a solver for another thread of a parallel search (`-t`), as clasp's threads
//! share one preprocessed problem instead of each translating the program again.
//!
//! Building a solver (translation, equivalence reasoning, clauses) can take as long as the
//! search: on a Sudoku 49x49 it was 60% of a one-thread run. A thread that built its own
//! solver while the first one searched started its search when the first had nearly
//! finished, so two threads were never faster than one there (benches/parallel.py). A fork
//! copies the first solver before its search and gets the other thread's search settings.

use super::restart::{ReduceSchedule, Restarts};
use super::{DecisionHeuristic, SolveOptions, Solver};

impl Solver {
    /// A copy of this solver that searches with `options` (the settings of another thread
    /// of a portfolio: restarts, heuristic, decay, seed, interrupt), sharing no clauses yet;
    /// `None` when `options` would translate the program otherwise (then the thread builds
    /// its own solver) or when this solver has searched already.
    pub(crate) fn fork(&self, options: &SolveOptions) -> Option<Solver> {
        let base = &self.options;
        let domain = |h: DecisionHeuristic| matches!(h, DecisionHeuristic::Domain(_));
        // What shapes the translation, and the heuristic's settings fixed when it is built
        // (its initial phases, its signs, the domain modifications).
        let same_start = options.trans_ext == base.trans_ext
            && options.eq == base.eq
            && options.sat_prepro == base.sat_prepro
            && (options.heuristic == base.heuristic
                || !domain(options.heuristic) && !domain(base.heuristic))
            && options.sign_default == base.sign_default
            && options.sign_fix == base.sign_fix
            && options.sign_by_occurrences == base.sign_by_occurrences;
        let fresh = self.uninitialized.is_some()
            && self.stats.choices == 0
            && self.stats.conflicts == 0
            && self.trail.level() == 0;
        if !same_start || !fresh || self.split.is_some() {
            return None;
        }
        let non_hcf = !self.non_hcf.components.is_empty();
        let mut options = SolveOptions {
            restarts: options.restarts.for_program(non_hcf),
            score_other: options.score_other.for_program(non_hcf),
            ..options.clone()
        };
        if !self.objective.levels.is_empty() {
            options.restarts = options.restarts.for_objective();
        }
        if options.score_other != base.score_other {
            return None; // the checker's bumps are set when it is built
        }
        let mut fork = self.duplicate();
        fork.heuristic.set_decay(options.decay);
        if self.objective.levels.is_empty() {
            // (Branch-and-bound saves phases by every backtrack whatever the options say.)
            fork.heuristic.set_phase_policy_of(&options);
        }
        fork.heuristic
            .set_random_decisions(options.rand_freq, options.seed);
        if options.heuristic != base.heuristic {
            fork.heuristic.set_order(options.heuristic);
        }
        fork.restarts = Restarts::for_options(&options);
        fork.reduce = ReduceSchedule::for_options(&options);
        fork.options = options;
        Some(fork)
    }

    /// An exact copy of this solver, but for its exchange of clauses with other threads
    /// (none) and its scratch buffers.
    pub(crate) fn duplicate(&self) -> Solver {
        Solver {
            atom_lit: self.atom_lit.clone(),
            assign: self.assign.clone(),
            trail: self.trail.clone(),
            clauses: self.clauses.clone(),
            binaries: self.binaries.clone(),
            watches: self.watches.clone(),
            weights: self.weights.clone(),
            objective: self.objective.clone(),
            minimize: self.minimize.clone(),
            heuristic: self.heuristic.clone(),
            domain: self.domain.clone(),
            analyzer: self.analyzer.clone(),
            restarts: self.restarts.clone(),
            reduce: self.reduce.clone(),
            unfounded: self.unfounded.clone(),
            non_hcf: self.non_hcf.clone(),
            stats: self.stats.clone(),
            published: self.published,
            call_start: self.call_start,
            limit_reached: false,
            options: self.options.clone(),
            ok: self.ok,
            program_assumptions: self.program_assumptions.clone(),
            standing: self.standing.clone(),
            assumptions: self.assumptions.clone(),
            keep_assumptions: self.keep_assumptions,
            tag_assumptions: self.tag_assumptions,
            fixed_externals: self.fixed_externals.clone(),
            tags: self.tags.clone(),
            step_tag: self.step_tag,
            step_clauses: self.step_clauses.clone(),
            failed: self.failed.clone(),
            enumeration: self.enumeration.clone(),
            visible_atoms: self.visible_atoms,
            guessed: self.guessed.clone(),
            model_atoms: Vec::new(),
            outputs: self.outputs.clone(),
            output_lits: self.output_lits.clone(),
            conflict_buf: Vec::new(),
            propagators: Default::default(),
            sharing: None,
            lemmas: self.lemmas.clone(),
            split: None,
            uninitialized: self.uninitialized,
            root_simplified: self.root_simplified,
            extension: self.extension.clone(),
            #[cfg(any(test, debug_assertions))]
            program: self.program.clone(),
        }
    }
}
