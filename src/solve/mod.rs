//! The conflict-driven answer set solver (CDNL-ASP) over a [`crate::aspif::GroundProgram`].
//!
//! [`Solver::new`] translates the program into clauses over atom and body variables
//! (`translate.rs`: Clark completion, weight constraints, the loop graph of the positive
//! dependency graph), and [`Solver::solve`] enumerates its answer sets through a callback.
//! The search is conflict-driven clause learning with ASP additions (Gebser, Kaufmann, Schaub:
//! "Conflict-driven answer set solving: From theory to practice", AIJ 2012):
//!
//! ```text
//!   propagate (binary, watched clauses, weight constraints) ─▶ unfounded sets (loop nogoods)
//!       │ conflict: analyze (1-UIP, minimize) ─▶ backjump ─▶ learn ─▶ restart? reduce?
//!       │ no conflict, all assigned: model ─▶ callback ─▶ flip a decision (enumerate.rs)
//!       └ otherwise: next assumption, or decide (VSIDS, saved phase)
//! ```
//!
//! Ownership: the solver owns its parts (`assign`, `trail`, `clauses`, `binaries`, `watches`,
//! `weights`, `heuristic`, `unfounded`, …) and the free functions of the submodules take
//! exactly the parts they use, which documents their data dependencies (DESIGN.md).
//!
//! Enumeration backtracks chronologically over flipped decisions (`enumerate.rs`), so
//! everything the solver keeps between calls (learnt clauses, loop nogoods, root facts)
//! follows from the program and the nogoods added to it: a solver can be solved again, under
//! other assumptions ([`Solver::solve_with_assumptions`]) or with more nogoods
//! ([`Solver::add_nogood`]). Constraints that only one search may use (blocking clauses in
//! record mode, the bound of branch-and-bound optimization, the clauses of brave and
//! cautious reasoning) are made conditional on a *tag*, an assumption of that search, and
//! retired with it (`extend.rs`); variables added later (the cardinality constraints of
//! core-guided optimization, output conditions) are defined by the existing ones.
//!
//! The reasoning modes on top of the search: projected enumeration ([`Solver::enumerate`]),
//! optimization by branch-and-bound (`minimize.rs`, `optimize.rs`) or by unsatisfiable cores
//! (`core.rs`) ([`Solver::optimize`]), and brave and cautious consequences (`consequences.rs`,
//! [`Solver::consequences`]). Acyclicity constraints (`#edge`) are translated into rules
//! before everything else (`acyclic.rs`).
//!
//! In debug and test builds every model is checked against the ground program (`verify.rs`).
//!
//! The types of the interface live apart from the solver: what to pass in (`options.rs`:
//! [`SolveOptions`], [`Enumeration`]) and what comes out (`results.rs`: [`SolveResult`],
//! [`Model`], [`SolveStats`]).
//!
//! Departures from DESIGN.md, and why: weight constraints are propagated inside unit
//! propagation (`propagate.rs` calls `weight.rs` per literal, like clasp's
//! `WeightConstraint`) rather than as a post-propagator, because they are as hot as clauses;
//! the unfounded-set checker is the one post-propagator and is called directly (a
//! `PostPropagator` trait can come with the second one, the disjunctive tester); the
//! positive dependency graph lives in `loops.rs`, apart from `translate.rs`.
//!
//! Disjunctions that are not head-cycle-free get a minimality check (`disjunctive.rs`): each
//! such component has a tester, a second solver built once directly from clauses
//! (`tester.rs`, `Solver::from_translation`) and solved under assumptions. Theory atoms get
//! no propagator: as in clasp without one, a theory atom that no rule has in its head is a
//! free atom (`defined.rs`), one in a head an ordinary atom, a directive nothing. `#heuristic` statements are ignored unless the options ask for the domain
//! heuristic (`domain.rs`), as in clingo; `#project` only matters to [`Solver::enumerate`].

mod acyclic;
mod analyze;
mod assign;
mod clause_db;
mod consequences;
mod core;
mod decide;
mod defined;
mod disjunctive;
mod dom_default;
mod domain;
mod eliminate;
mod enumerate;
mod equiv;
mod extend;
mod fork;
mod grow;
mod lemmas;
mod lit;
mod live;
mod lookback;
mod loops;
mod minimize;
mod moms;
mod objective;
mod optimize;
mod options;
mod propagate;
mod propagator;
mod reduce;
mod restart;
mod results;
mod rule_transform;
mod search;
mod share;
mod split;
mod step;
mod tester;
mod translate;
mod unfounded;
#[cfg(any(test, debug_assertions))]
mod verify;
mod watch;
mod weight;

pub use consequences::{ConsequenceKind, Consequences, CostBound};
pub use eliminate::{Eliminated, SatPrepro};
pub use lemmas::{LemmaLog, LemmaOptions};
pub use live::LiveStats;
pub use optimize::{OptMode, OptStrategy, Optimization, OptimizeResult};
pub use options::{
    AtomPick, DecisionHeuristic, DefaultModifier, DefaultModifierKind, EnumMode, Enumeration,
    ForgetOnStep, PartialCheck, Projection, ScoreOther, SignDefault, SolveLimit, SolveOptions,
    TransExt,
};
pub use propagator::{CheckMode, PropagateControl, PropagateInit, Propagator, SolverLit};
pub use restart::RestartPolicy;
use results::result_of;
pub(crate) use results::shown_where;
pub use results::{Model, OutputOrder, SolveError, SolveResult, SolveStats};
pub use share::{ClauseExchange, Distribution};
pub use split::WorkQueue;
pub use step::ModelHandler;
pub(crate) use translate::Growing;

use crate::aspif::{AtomId, GroundLit, GroundProgram, HeadKind};
use analyze::Analyzer;
use assign::{Assignment, Reason, Trail};
use clause_db::{ClauseDb, ClauseKind};
use decide::Heuristic;
use enumerate::ProjectedVars;
use lit::Lit;
use minimize::MinimizeConstraint;
use objective::Objective;
use restart::{ReduceSchedule, Restarts};
use search::{AfterModel, SearchEnd};
use unfounded::Unfounded;
use watch::{Binaries, Watches};
use weight::WeightConstraints;

/// The atoms of one solver literal: equivalence preprocessing (`--eq`) gave them one
/// variable, with the same sign (clasp's atoms of one equivalence class).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct AtomClass(Lit);

/// A CDNL-ASP solver for one ground program.
pub struct Solver {
    atom_lit: Vec<Lit>,
    assign: Assignment,
    trail: Trail,
    clauses: ClauseDb,
    binaries: Binaries,
    watches: Watches,
    weights: WeightConstraints,
    /// The normalized objective of the minimize statements.
    objective: Objective,
    /// The bound of branch-and-bound optimization (inactive without a bound).
    minimize: MinimizeConstraint,
    heuristic: Heuristic,
    /// The domain heuristic's conditional modifications (`--heuristic=Domain`).
    domain: Option<domain::Domain>,
    analyzer: Analyzer,
    restarts: Restarts,
    reduce: ReduceSchedule,
    unfounded: Option<Unfounded>,
    /// The components that are not head-cycle-free, with their minimality checks.
    non_hcf: disjunctive::Minimality,
    stats: SolveStats,
    /// The conflicts and restarts already added to the options' [`LiveStats`].
    published: (u64, u64),
    /// The conflicts and restarts when the current solve call began (`--solve-limit`
    /// counts from there).
    call_start: (u64, u64),
    /// Whether the last search stopped at the options' `solve_limit`.
    limit_reached: bool,
    options: SolveOptions,
    /// False once the clauses are unsatisfiable without any assumption.
    ok: bool,
    /// The program's own assumptions.
    program_assumptions: Vec<Lit>,
    /// Assumptions of every search until replaced ([`Solver::assume`]).
    standing: Vec<Lit>,
    /// The assumptions of the current call.
    assumptions: Vec<Lit>,
    /// A tester's mode (`tester.rs`, [`Solver::first_model_keeping`]): a search starts from
    /// the levels of the assumptions it shares with the previous one, ends with the levels of
    /// its assumptions still assigned, and leaves `failed` empty.
    keep_assumptions: bool,
    /// How many of them (the first ones) are tags, which clasp's searches do not assume.
    tag_assumptions: usize,
    /// The values of the program's true and false external atoms, assumed by every search.
    fixed_externals: Vec<Lit>,
    /// Tags assumed by every search until they are retired (see `extend.rs`).
    tags: Vec<Lit>,
    /// The tag of the clauses added during the current solve call (`step.rs`).
    step_tag: Option<Lit>,
    /// Clauses of the call's model handler waiting until the search left the model.
    step_clauses: Vec<Vec<Lit>>,
    /// After a search that found no model: the assumptions that cannot hold together.
    failed: Vec<Lit>,
    /// Flipped decisions, strategy and projection of the current enumeration.
    enumeration: enumerate::EnumState,
    /// The program's atoms (those after them were added by translating `#edge`).
    visible_atoms: u32,
    /// By variable: whether it is an atom that the program guesses (in the head of a choice
    /// rule or of a disjunction of several atoms), rather than derives.
    guessed: Vec<bool>,
    /// The atom list of a model reported and given back, reused by the next one.
    model_atoms: Vec<crate::aspif::AtomId>,
    /// The condition of each output.
    outputs: Vec<Vec<GroundLit>>,
    /// The literals of the output conditions, once computed.
    output_lits: Option<Vec<Lit>>,
    /// Scratch for conflict clauses.
    conflict_buf: Vec<Lit>,
    /// The embedder's propagators during a solve call (`propagator.rs`).
    propagators: propagator::Propagators,
    /// The exchange of learnt clauses with the other solvers of a parallel search.
    sharing: Option<share::Sharing>,
    /// Where the learnt clauses are logged over the program's atoms (`--lemma-out`).
    lemmas: Option<lemmas::LemmaSink>,
    /// In a parallel search that splits the space (`split.rs`): the queue of guiding paths,
    /// and the length of the current search's path (the last assumptions).
    split: Option<(std::sync::Arc<WorkQueue>, usize)>,
    /// The first variable without an initial activity yet (given before the next search,
    /// `moms.rs`).
    uninitialized: Option<usize>,
    /// The length of the root assignment when the clauses were last simplified by it
    /// (`search::simplify_root`).
    root_simplified: usize,
    /// How a model gets the values of the variables SAT preprocessing eliminated, if it
    /// eliminated atoms (`eliminate.rs`).
    extension: Option<eliminate::Extension>,
    /// The program the models are checked against (`None`: a solver built from clauses).
    #[cfg(any(test, debug_assertions))]
    program: Option<GroundProgram>,
}

impl Solver {
    /// Translates `program` into a solver.
    pub fn new(program: &GroundProgram, options: &SolveOptions) -> Result<Solver, SolveError> {
        let visible_atoms = program.atom_count;
        let program = acyclic::with_edges_as_rules(program);
        let program = program.as_ref();
        let mut t = translate::translate(program, options.trans_ext)?;
        if options.supported_models {
            t.drop_stability_checks();
        }
        let frozen = equiv::frozen_atoms(program, options.heuristic, &t.atom_lit);
        let equivalences = equiv::merge_equivalent(&mut t, frozen.iter().copied(), options.eq);
        let preprocessed = options.sat_prepro.as_ref().map(|settings| {
            let mut keep = equiv::frozen_vars(&t, frozen);
            for g in eliminate::read_atoms(program) {
                keep[translate::solver_lit(&t.atom_lit, g).var().index()] = true;
            }
            eliminate::preprocess(&mut t, &keep, settings)
        });
        let mut solver = Solver::from_translation(t, visible_atoms, options);
        solver.stats.equivalences = equivalences;
        if let Some((eliminated, extension)) = preprocessed {
            solver.stats.eliminated = Some(eliminated);
            solver.extension = extension;
        }
        solver.adopt(program);
        if let DecisionHeuristic::Domain(default) = options.heuristic {
            solver.install_domain(program, default);
        }
        Ok(solver)
    }

    /// Takes from `program` (translated into this solver) what the solver keeps besides its
    /// constraints: the output conditions, the program's assumptions and the objective.
    fn adopt(&mut self, program: &GroundProgram) {
        self.outputs = (program.outputs.iter())
            .map(|o| o.condition.clone())
            .collect();
        self.output_lits = None;
        self.program_assumptions = (program.assumptions.iter())
            .map(|&g| self.ground_lit(g))
            .collect();
        self.guessed = vec![false; self.stats.variables as usize];
        for rule in program.rules.iter() {
            if rule.kind == HeadKind::Choice || rule.head.len() > 1 {
                for &atom in rule.head {
                    self.guessed[self.atom_lit[atom.0 as usize].var().index()] = true;
                }
            }
        }
        self.lemmas = (self.options.lemma_log.clone()).map(|log| {
            let atoms = (self.atom_lit.as_slice(), self.visible_atoms);
            lemmas::LemmaSink::new(log, program, atoms, self.stats.variables as usize)
        });
        self.objective = Objective::new(&program.minimize, |g| self.ground_lit(g));
        self.minimize = MinimizeConstraint::new(&self.objective, self.stats.variables as usize);
        if !self.objective.levels.is_empty() {
            // Branch-and-bound keeps what served it before clasp's settings (`restart.rs`).
            self.heuristic.set_phase_policy(0, false);
            let policy = self.options.restarts.for_objective();
            if policy != self.options.restarts {
                self.options.restarts = policy;
                self.restarts = Restarts::for_options(&self.options);
            }
        }
        // Decide objective literals cost-free (`decide.rs`); the highest priority wins.
        for terms in self.objective.levels.iter().rev() {
            for &(l, _) in terms {
                self.heuristic.fix_phase(l.var(), l.is_negative());
            }
        }
        #[cfg(any(test, debug_assertions))]
        {
            self.program = Some(program.clone());
        }
    }

    /// A solver for the clauses and weight constraints of `t` alone: no outputs, objective
    /// or program assumptions, and (in debug builds) no model check against a program. The
    /// atoms `1..=visible_atoms` (of `t.atom_lit`) are those its models report.
    pub(crate) fn from_translation(
        mut t: translate::Translation,
        visible_atoms: u32,
        options: &SolveOptions,
    ) -> Solver {
        let num_vars = t.num_vars as usize;
        let non_hcf = std::mem::take(&mut t.non_hcf);
        let options = &SolveOptions {
            restarts: options.restarts.for_program(!non_hcf.is_empty()),
            score_other: options.score_other.for_program(!non_hcf.is_empty()),
            ..options.clone()
        };
        let loops = t.loops.take();
        // The atoms of the components that are not head-cycle-free are in loops too (their
        // testers, not the loop graph, check them).
        let loop_atoms = loops.as_ref().map_or(0, |graph| graph.atoms.len() as u64)
            + non_hcf.iter().map(|c| c.atom_count() as u64).sum::<u64>();
        let mut solver = Solver {
            atom_lit: Vec::new(),
            assign: Assignment::new(0),
            trail: Trail::default(),
            clauses: ClauseDb::default(),
            binaries: Binaries::default(),
            watches: Watches::default(),
            weights: WeightConstraints::default(),
            objective: Objective::default(),
            minimize: MinimizeConstraint::default(),
            heuristic: Heuristic::new(0, |_| false, options.decay),
            domain: None,
            analyzer: Analyzer::new(0),
            restarts: Restarts::for_options(options),
            reduce: ReduceSchedule::for_options(options),
            unfounded: loops.map(|graph| {
                let bump = options.score_other == ScoreOther::Loops;
                Unfounded::new(graph, num_vars, bump)
            }),
            non_hcf: disjunctive::Minimality::new(non_hcf, options.partial_check),
            stats: SolveStats::default(),
            published: (0, 0),
            call_start: (0, 0),
            limit_reached: false,
            options: options.clone(),
            ok: true,
            program_assumptions: Vec::new(),
            standing: Vec::new(),
            assumptions: Vec::new(),
            keep_assumptions: false,
            tag_assumptions: 0,
            fixed_externals: Vec::new(),
            tags: Vec::new(),
            step_tag: None,
            step_clauses: Vec::new(),
            failed: Vec::new(),
            enumeration: enumerate::EnumState::default(),
            visible_atoms,
            guessed: Vec::new(),
            model_atoms: Vec::new(),
            outputs: Vec::new(),
            output_lits: None,
            conflict_buf: Vec::new(),
            propagators: Default::default(),
            sharing: None,
            lemmas: None,
            split: None,
            uninitialized: None,
            root_simplified: 0,
            extension: None,
            #[cfg(any(test, debug_assertions))]
            program: None,
        };
        solver.load(&t, visible_atoms);
        solver.stats.loop_atoms = loop_atoms;
        solver
    }

    /// Replaces the clauses and weight constraints of this solver by those of `t` (and what
    /// it learnt, its heuristic and statistics by fresh ones), keeping the memory of its
    /// lists ([`Solver::from_translation`] loads its clauses with it). Its unfounded-set
    /// checker and non-HCF components stay: `t` has none of its own.
    pub(crate) fn load(&mut self, t: &translate::Translation, visible_atoms: u32) {
        debug_assert!(t.loops.is_none() && t.non_hcf.is_empty());
        self.fixed_externals.clone_from(&t.fixed_externals);
        let num_vars = t.num_vars as usize;
        let options = &self.options;
        let mut heuristic = decide::heuristic_for(options, num_vars, |v| t.is_body[v.index()]);
        if !self.non_hcf.components.is_empty() {
            // Saturation programs: atoms before bodies, no phase saving (`decide.rs`).
            heuristic.decide_first(|v| !t.is_body[v.index()]);
            heuristic.set_phase_saving(false);
        }
        self.heuristic = heuristic;
        self.uninitialized = Some(1);
        self.root_simplified = 0;
        self.stats = SolveStats {
            variables: num_vars as u64,
            clauses: t.clause_starts.len() as u64 - 1,
            weight_constraints: t.weights.len() as u64,
            ..SolveStats::default()
        };
        self.atom_lit.clear();
        self.atom_lit.extend_from_slice(&t.atom_lit);
        self.assign = Assignment::new(num_vars);
        self.trail = Trail::default();
        self.clauses.clear();
        self.binaries.reset(num_vars);
        self.watches.reset(num_vars);
        self.weights.reset(num_vars, &t.weights);
        self.minimize = MinimizeConstraint::new(&Objective::default(), num_vars);
        self.analyzer = Analyzer::new(num_vars);
        self.restarts = Restarts::for_options(&self.options);
        self.reduce = ReduceSchedule::for_options(&self.options);
        self.call_start = (0, 0);
        self.ok = true;
        self.extension = None;
        self.assumptions.clear();
        self.failed.clear();
        self.enumeration = enumerate::EnumState::default();
        self.visible_atoms = visible_atoms;
        self.assign.assign(&mut self.trail, Lit::TRUE, Reason::Fact);
        for clause in t.clauses() {
            self.add_root_clause(clause);
        }
    }

    /// Replaces the flag that interrupts the search (`SolveOptions::interrupt`).
    pub fn set_interrupt(
        &mut self,
        interrupt: Option<std::sync::Arc<std::sync::atomic::AtomicBool>>,
    ) {
        self.options.interrupt = interrupt;
    }

    /// Shares learnt clauses through `exchange` as its peer `peer` from now on (`None`:
    /// no more), with the peers that solve the same translation: those over its variables
    /// as they are now, which depend on no solve call's additions (`share.rs`).
    pub fn share_through(&mut self, exchange: Option<(std::sync::Arc<ClauseExchange>, u32)>) {
        self.sharing = exchange.map(|(exchange, peer)| {
            let variables = self.stats.variables as usize;
            share::Sharing::new(exchange, peer, (variables, self.translation_fingerprint()))
        });
    }

    /// A hash of the translation: the variables, the atoms' literals and the clauses that
    /// are not learnt. Solvers with the same fingerprint name the same things alike.
    fn translation_fingerprint(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        (self.stats.variables, &self.atom_lit).hash(&mut h);
        for c in self.clauses.live() {
            if !self.clauses.is_learnt(c) {
                self.clauses.lits(c).hash(&mut h);
            }
        }
        h.finish()
    }

    /// The solver literal of a ground literal (atoms beyond the program are false).
    fn ground_lit(&self, g: GroundLit) -> Lit {
        translate::solver_lit(&self.atom_lit, g)
    }

    /// Begins a new solve call of a multi-shot session on this solver: the restart and
    /// reduction schedules start again, as clasp starts the state of its search (`BasicSolve`)
    /// anew for each call; what the solver learnt, its activities and phases stay, but for
    /// what `--forget-on-step` names (`grow.rs`).
    pub(crate) fn begin_solve_call(&mut self) {
        self.forget_on_step();
        self.call_start = (self.stats.conflicts, self.stats.restarts);
        self.restarts.start_again();
        self.reduce = ReduceSchedule::starting_at(
            self.stats.conflicts,
            self.options.reduce_first,
            self.options.reduce_increment,
            self.options.reduce_cycle,
        );
    }

    /// Whether the last search stopped because the solve call reached the options'
    /// `solve_limit` (it then ended as an interrupted one).
    pub fn limit_reached(&self) -> bool {
        self.limit_reached
    }

    /// Whether propagation at the root finds no conflict: whether the program is not
    /// refuted before the search (clasp's preprocessing may refute more).
    pub fn consistent_at_root(&mut self) -> bool {
        self.settle_root();
        self.ok
    }

    /// The value of `atom` at the root (decision level 0: what the program, and the nogoods
    /// learnt so far, fix whatever the search decides), if it has one there; `None` also for
    /// an atom beyond the solver's program.
    pub fn root_value(&self, atom: AtomId) -> Option<bool> {
        let lit = *self.atom_lit.get(atom.0 as usize)?;
        let fixed = self.assign.is_assigned(lit.var()) && self.assign.level(lit.var()) == 0;
        fixed.then(|| self.assign.is_true(lit))
    }

    /// The class of `atom` (see [`AtomClass`]); `None` for an atom beyond the solver's
    /// program.
    pub(crate) fn atom_class(&self, atom: AtomId) -> Option<AtomClass> {
        self.atom_lit
            .get(atom.0 as usize)
            .map(|&lit| AtomClass(lit))
    }

    /// Adds the nogood `{l1, …, ln}` (the literals cannot all hold) for all later calls of
    /// [`Solver::solve`]. Returns false if the solver became unsatisfiable.
    pub fn add_nogood(&mut self, lits: &[GroundLit]) -> bool {
        search::backtrack(self, 0);
        let clause: Vec<Lit> = lits.iter().map(|&g| !self.ground_lit(g)).collect();
        self.add_root_clause(&clause);
        self.ok
    }

    /// Adds a clause at decision level 0, simplified by the root assignment.
    fn add_root_clause(&mut self, lits: &[Lit]) {
        self.add_root_clause_as(lits, ClauseKind::Original, 0);
    }

    /// Adds a clause of `kind` (with its `lbd` if it is learnt) at decision level 0,
    /// simplified by the root assignment.
    fn add_root_clause_as(&mut self, lits: &[Lit], kind: ClauseKind, lbd: u32) {
        debug_assert_eq!(self.trail.level(), 0);
        if !self.ok || lits.iter().any(|&l| self.assign.is_true(l)) {
            return; // satisfied
        }
        if let &[a, b] = lits {
            // Most clauses of a program's completion (72% of a large Labyrinth's): no sort.
            if a.var() != b.var() && !self.assign.is_false(a) && !self.assign.is_false(b) {
                self.binaries.add(a, b);
                return;
            }
        }
        // The scratch of conflict analysis, unused at the root.
        let mut clause = std::mem::take(&mut self.conflict_buf);
        clause.clear();
        clause.extend(lits.iter().filter(|&&l| !self.assign.is_false(l)));
        // Sorted, a literal and its complement are neighbours (codes 2v and 2v + 1).
        clause.sort_unstable();
        clause.dedup();
        if !clause.windows(2).any(|w| w[0].var() == w[1].var()) {
            // Not tautological.
            match clause.len() {
                0 => self.ok = false,
                1 => self.assign.assign(&mut self.trail, clause[0], Reason::Fact),
                2 => self.binaries.add(clause[0], clause[1]),
                _ => {
                    let c = self.clauses.add(&clause, kind, lbd);
                    self.watches.watch(c, &clause);
                }
            }
        }
        self.conflict_buf = clause;
    }

    /// Enumerates the answer sets, calling `on_model` for each until it returns false.
    /// Minimize statements are ignored here (see [`Solver::optimize`]); the models carry
    /// their costs.
    pub fn solve(&mut self, on_model: &mut dyn FnMut(&Model) -> bool) -> SolveResult {
        self.solve_with_assumptions(&[], on_model)
    }

    /// Like [`Solver::solve`], but only answer sets in which all `assumptions` hold (in
    /// addition to the program's own assumptions).
    pub fn solve_with_assumptions(
        &mut self,
        assumptions: &[GroundLit],
        on_model: &mut dyn FnMut(&Model) -> bool,
    ) -> SolveResult {
        self.enumerate(&Enumeration::default(), assumptions, on_model)
    }

    /// Runs `search` (an enumeration, an optimization, ...) with `assumptions` holding in
    /// every search it makes, as the program's own assumptions do.
    pub fn under_assumptions<R>(
        &mut self,
        assumptions: &[GroundLit],
        search: impl FnOnce(&mut Solver) -> R,
    ) -> R {
        let kept = self.program_assumptions.len();
        let lits: Vec<Lit> = assumptions.iter().map(|&g| self.ground_lit(g)).collect();
        self.program_assumptions.extend(lits);
        let result = search(self);
        self.program_assumptions.truncate(kept);
        result
    }

    /// Makes `assumptions` hold in every following search, of every reasoning mode (as the
    /// program's own assumptions do), until the next call replaces them: the values of the
    /// externals of a multi-shot session, say.
    pub fn assume(&mut self, assumptions: &[GroundLit]) {
        self.standing = assumptions.iter().map(|&g| self.ground_lit(g)).collect();
    }

    /// After a call under `assumptions` that found no model: those of them that cannot all
    /// hold together (a core; empty when the program has no model whatever they are).
    pub fn failed_assumptions(&self, assumptions: &[GroundLit]) -> Vec<GroundLit> {
        (assumptions.iter().copied())
            .filter(|&g| self.failed.contains(&self.ground_lit(g)))
            .collect()
    }

    /// Whether the assignment lies above the level of an assumption (not a tag) that the
    /// program does not imply (one it implies gets no level in clasp): clasp never counts a
    /// model found there as the last one.
    pub(crate) fn above_assumptions(&self) -> bool {
        (self.assumptions[self.tag_assumptions..].iter()).any(|l| self.assign.level(l.var()) > 0)
    }

    /// The tester's search: whether there is a model under `assumptions`, the first one
    /// reported to `on_model`. The levels of the assumptions that this call shares (as a
    /// prefix) with the previous one are kept, not assigned again; the caller orders the
    /// assumptions so that those that change least come first.
    pub(crate) fn first_model_keeping(
        &mut self,
        assumptions: &[Lit],
        on_model: &mut dyn FnMut(&Solver),
    ) -> bool {
        self.keep_assumptions = true;
        let same = (self.assumptions.iter().zip(assumptions))
            .take_while(|(a, b)| a == b)
            .count() as u32;
        search::backtrack(self, self.trail.level().min(same));
        self.assumptions.clear();
        self.assumptions.extend_from_slice(assumptions);
        let mut found = false;
        search::run(self, &mut |s| {
            on_model(s);
            found = true;
            AfterModel::Stop
        });
        found
    }

    /// One search with the enumeration strategy `how`, under the active tags, the program's
    /// assumptions and `extra`: reports each model (numbered by the search) to `on_model`,
    /// which decides how to go on.
    pub(crate) fn search_models(
        &mut self,
        how: &Enumeration,
        extra: &[Lit],
        on_model: &mut dyn FnMut(&mut Solver, Model) -> AfterModel,
    ) -> SearchEnd {
        search::backtrack(self, 0);
        let record = matches!(how.mode, EnumMode::Record | EnumMode::DomainRecord);
        let tag = (record || how.projection.is_some()).then(|| self.new_tag());
        if how.mode == EnumMode::DomainRecord {
            let vars = self.domain.iter().flat_map(|d| d.record_vars()).copied();
            let projected = ProjectedVars::new(self.stats.variables as usize, vars);
            self.enumeration.projected = Some(projected);
            self.enumeration.domain_record = true;
        } else if let Some(projection) = &how.projection {
            let projected = self.projected_vars(projection);
            if how.mode == EnumMode::Backtrack {
                // Decide the projection's guessed atoms first (`enumerate.rs`).
                let guessed = &self.guessed;
                self.heuristic.set_projection(|v| {
                    projected.contains(v) && guessed.get(v.index()).copied().unwrap_or(false)
                });
            }
            self.enumeration.projected = Some(projected);
        }
        self.enumeration.record = record;
        self.enumeration.tag = tag;
        self.assumptions = tag.into_iter().collect();
        self.assumptions.extend_from_slice(&self.tags);
        self.tag_assumptions = self.assumptions.len();
        self.assumptions
            .extend_from_slice(&self.program_assumptions);
        self.assumptions.extend_from_slice(&self.fixed_externals);
        self.assumptions.extend_from_slice(&self.standing);
        self.assumptions.extend_from_slice(extra);
        let mut number = 0;
        let end = search::run(self, &mut |s| {
            number += 1;
            let model = enumerate::model(s, number, !how.count_only);
            on_model(s, model)
        });
        if self.enumeration.projected.is_some() && !self.enumeration.record {
            self.heuristic.set_projection(|_| false);
        }
        self.enumeration.end();
        if let Some(tag) = tag {
            self.retire_tag(tag);
        }
        end
    }

    /// Whether the solver runs the domain heuristic.
    pub fn has_domain(&self) -> bool {
        self.domain.is_some()
    }

    /// The tester program of each component that is not head-cycle-free, in DIMACS CNF,
    /// as clasp's `--hcc-out` writes them (`tester.rs`: the component's atoms are the
    /// variables `1..=n`).
    pub fn non_hcf_testers(&self) -> Vec<String> {
        (self.non_hcf.components.iter())
            .map(|c| c.tester_cnf())
            .collect()
    }

    /// Whether `--enum-mode=domRec` has variables to record: some static `#heuristic`
    /// statement (or `--dom-mod`) gives a positive level (with the domain heuristic).
    pub fn has_domain_record_vars(&self) -> bool {
        self.domain
            .as_ref()
            .is_some_and(|d| !d.record_vars().is_empty())
    }

    /// The variables of `projection`.
    fn projected_vars(&mut self, projection: &Projection) -> ProjectedVars {
        let vars: Vec<lit::Var> = match projection {
            Projection::Shown => self.output_lits().iter().map(|l| l.var()).collect(),
            Projection::Atoms(atoms) => atoms
                .iter()
                .map(|&a| self.ground_lit(GroundLit::positive(a)).var())
                .collect(),
        };
        ProjectedVars::new(self.stats.variables as usize, vars)
    }

    /// Whether the objective can be optimized: as in clasp, the weight of each of its
    /// literals that propagation at the root leaves open (added up, made positive) fits in
    /// 32 bits.
    pub fn check_objective(&mut self) -> Result<(), SolveError> {
        self.settle_root();
        if self.ok && self.objective.too_large(&self.assign) {
            return Err(SolveError::WeightTooLarge);
        }
        Ok(())
    }

    /// Whether every literal of the objective is a literal of the projection: otherwise
    /// optimizing over projected models depends on which model of a projection is found
    /// first (clasp warns about it).
    pub fn projection_covers_objective(&mut self, projection: &Projection) -> bool {
        let projected = self.projected_vars(projection);
        self.objective
            .levels
            .iter()
            .flatten()
            .all(|&(l, _)| projected.contains(l.var()))
    }

    /// The parts of the solver that adding a clause touches.
    pub(crate) fn clause_context(&mut self) -> unfounded::UfsContext<'_> {
        unfounded::UfsContext {
            assign: &mut self.assign,
            trail: &mut self.trail,
            clauses: &mut self.clauses,
            binaries: &mut self.binaries,
            watches: &mut self.watches,
            sharing: self.sharing.as_mut(),
        }
    }

    /// The statistics so far.
    pub fn stats(&self) -> &SolveStats {
        &self.stats
    }
}
