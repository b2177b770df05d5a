//! How to solve: the search parameters ([`SolveOptions`]) and how to enumerate models
//! ([`Enumeration`]).

use super::restart::RestartPolicy;
use crate::aspif::{AtomId, GroundProgram};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

/// Search parameters. The defaults are those of clasp's configuration for ASP (`tweety`)
/// where rasp has them: Luby restarts with unit 60 ([`RestartPolicy::Auto`]: unit 100 for a
/// program that is not head-cycle-free), local to the branch, the sign that occurs more
/// often in learnt clauses, loop nogoods bumped in programs that are not head-cycle-free
/// only ([`ScoreOther`]), clasp's learnt-clause deletion every 2000 + 100k conflicts in
/// cycles of 20 (`reduce.rs`). A program with an objective keeps glucose-style restarts
/// (unless a policy is given) and phase saving on every backtrack
/// (`RestartPolicy::for_objective`). Measured with `benches/table.py --seeds 10`: see
/// there. One departs from `tweety`: phases are not saved (`tweety` saves them by backjumps
/// over 160 levels), which on large programs needs fewer conflicts (`decide.rs`).
#[derive(Clone, Debug)]
pub struct SolveOptions {
    /// Seeds tiny random initial activities that break ties (0: none).
    pub seed: u64,
    /// Initialize activities with clasp's MOMS score: by the binary clauses each variable
    /// occurs in (`moms.rs`; clasp's `--init-moms`, on in all its configurations).
    pub init_moms: bool,
    /// The restart policy.
    pub restarts: RestartPolicy,
    /// A restart sequence (all but glucose-style restarts) counts the conflicts of the
    /// current branch only (clasp's `--local-restarts`, `restart.rs`).
    pub local_restarts: bool,
    /// A restart sequence (Luby's, geometric, arithmetic) starts again after this many
    /// restarts, then after one more each time (clasp's `--restarts=...,<lim>`; 0: never).
    pub restart_repeat: u32,
    /// On-the-fly subsumption: conflict analysis takes the resolved literal out of a learnt
    /// reason clause that the resolvent subsumes (clasp's `--otfs`, `analyze.rs`).
    pub otfs: bool,
    /// VSIDS activity decay, in `(0, 1)`.
    pub decay: f64,
    /// Phases are saved only by backjumps over at least this many levels (clasp's
    /// `--save-progress`; 0: by every backtrack; `u32::MAX`, the default: never, see
    /// `decide.rs`).
    pub save_progress: u32,
    /// A variable without a saved phase is decided by the sign of its literal that occurs
    /// more often in the learnt clauses (as clasp's VSIDS does).
    pub sign_by_occurrences: bool,
    /// Whether the variables of loop nogoods are bumped too (clasp's `--score-other`).
    pub score_other: ScoreOther,
    /// The sign of a decision on a variable without a saved phase (clasp's `--sign-def`).
    pub sign_default: SignDefault,
    /// Decisions take `sign_default` only: no phase saving, no signs by occurrences in learnt
    /// clauses (clasp's `--sign-fix`; the domain heuristic's signs still apply).
    pub sign_fix: bool,
    /// The probability of a decision on a random free variable instead of the most active
    /// one (clasp's `--rand-freq`; 0: never). Random by `seed`.
    pub rand_freq: f64,
    /// Conflicts before the first learnt-clause reduction.
    pub reduce_first: u64,
    /// Growth of the reduction interval.
    pub reduce_increment: u64,
    /// Reductions before the interval starts from `reduce_first` again, one more each
    /// cycle (0: it grows forever).
    pub reduce_cycle: u64,
    /// The decision heuristic (`--heuristic`).
    pub heuristic: DecisionHeuristic,
    /// Checked regularly during search; when it becomes true, `solve` returns
    /// [`SolveResult::Interrupted`](super::SolveResult::Interrupted).
    pub interrupt: Option<Arc<AtomicBool>>,
    /// Where the learnt clauses are logged (clasp's `--lemma-out`; `lemmas.rs`).
    pub lemma_log: Option<Arc<super::lemmas::LemmaLog>>,
    /// Where each solve call stops, as if interrupted (clasp's `--solve-limit`): `None`
    /// for no limit.
    pub solve_limit: Option<SolveLimit>,
    /// Where the search publishes its progress for another thread to show (see
    /// [`LiveStats`](super::LiveStats)).
    pub live: Option<Arc<super::LiveStats>>,
    /// Passes of equivalence preprocessing (clasp's `--eq`, `equiv.rs`; 0: none). Off by
    /// default (the CLI turns it on). A solver that grows step by step merges the
    /// variables of each step's translation, keeping those of the earlier steps and the
    /// externals, the atoms a later step may give rules (`grow.rs`).
    pub eq: u32,
    /// SatELite-style preprocessing of the clauses (clasp's `--sat-prepro`, `eliminate.rs`;
    /// `None`: none, as in clasp's configuration for ASP programs). Only for a program that
    /// gets no more rules, as `eq`.
    pub sat_prepro: Option<super::SatPrepro>,
    /// How rules with a weight or cardinality body reach the solver (clasp's `--trans-ext`,
    /// `translate.rs`).
    pub trans_ext: TransExt,
    /// When the minimality check of a program that is not head-cycle-free also runs on
    /// partial assignments (clasp's `--partial-check`, `disjunctive.rs`).
    pub partial_check: PartialCheck,
    /// What a solver of a multi-shot session forgets before each solve call after its
    /// first (clasp's `--forget-on-step`; by default nothing).
    pub forget_on_step: ForgetOnStep,
    /// The models sought are the supported ones (clasp's `--supp-models`): those of the
    /// program's completion, without the unfounded-set check, and without the minimality check of the components that are not
    /// head-cycle-free (an atom of a disjunction is supported by its rule when the other
    /// head atoms are false, as in a head-cycle-free one).
    pub supported_models: bool,
}

/// What a solver that is kept across the solve calls of a multi-shot session forgets
/// before each call after its first (clasp's `--forget-on-step`, done by clasp's
/// `Solver::endStep` when a step ends): clasp's names in brackets. By default nothing:
/// each call goes on from what the earlier ones learnt.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ForgetOnStep {
    /// The heuristic's activities and sign scores (`varScores`): the variables start again
    /// from their initial activities (`moms.rs`), as a new solver's do.
    pub var_scores: bool,
    /// The saved phases (`signs`): each variable is decided by its initial sign again.
    pub signs: bool,
    /// The activities of the learnt clauses (`lemmaScores`), which decide what a reduction
    /// keeps.
    pub lemma_scores: bool,
    /// The learnt clauses and loop nogoods (`lemmas`), but those that are the reason of a
    /// literal fixed at the root; learnt binary clauses stay (clasp keeps the short ones
    /// too, in its implication graph).
    pub lemmas: bool,
}

impl SolveOptions {
    /// Whether `other` searches as these options do: all the same but for the interrupt
    /// flag and the progress display, which are no settings of the search. (Compared by
    /// their debug text, so that a field added later counts without being listed here.)
    pub fn same_search(&self, other: &SolveOptions) -> bool {
        let settings = |o: &SolveOptions| {
            let o = SolveOptions {
                interrupt: None,
                lemma_log: None,
                live: None,
                ..o.clone()
            };
            format!("{o:?}")
        };
        settings(self) == settings(other)
    }
}

impl ForgetOnStep {
    /// The set of clasp's bit mask (`varScores` 1, `signs` 2, `lemmaScores` 4, `lemmas` 8).
    pub fn from_mask(mask: u32) -> ForgetOnStep {
        ForgetOnStep {
            var_scores: mask & 1 != 0,
            signs: mask & 2 != 0,
            lemma_scores: mask & 4 != 0,
            lemmas: mask & 8 != 0,
        }
    }
}

/// clasp's `--partial-check=<p>[,<h>]`: besides on every total assignment, and on every
/// fixpoint of propagation after a check that found an unfounded set (until one finds none),
/// the minimality check runs on the partial assignment of a deeper decision level: after a
/// check at level `l` that found nothing, next at level `l + ceil((high - l) * p / 100)`.
/// `high` starts at `h` and is the level of the last check that found a set, or the deepest
/// checked since, raised by `h` when a check reaches it (`h` 0: unbounded, so that no such
/// check comes before one finds a set). `p` 0 (the default, clingo's too): no such checks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PartialCheck {
    /// `p`, from 0 to 100.
    pub percent: u32,
    /// `h` (0: none).
    pub high_step: u32,
}

/// The search of a solve call stops after this many conflicts or restarts of the call
/// (clasp's `--solve-limit=<n>[,<m>]`): it ends as an interrupted one does, with the models
/// found so far, but the interrupt flag stays unset ([`Solver::limit_reached`]
/// (super::Solver::limit_reached) says why it stopped).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SolveLimit {
    /// Conflicts of the call at most (`u64::MAX`: no limit).
    pub conflicts: u64,
    /// Restarts of the call at most (`u64::MAX`: no limit).
    pub restarts: u64,
}

/// Whether the heuristic bumps the variables of loop nogoods, as it bumps those of learnt
/// clauses (clasp's `--score-other`; their literals count for the decisions' signs either
/// way).
///
/// clasp bumps them (`--score-other=all` in every configuration), but rasp's heuristic
/// does better without them on the Labyrinth (a planning program whose loops are all
/// head-cycle-free), and with them on a saturation program. Measured on 1 December 2026
/// (geometric means of conflicts to the first answer set):
/// - the Labyrinth over shuffled copies (the ratio to clingo's conflicts on the same
///   copies): 7 boards, 10 to 40 copies each, 1.07 with the bumps, 0.54 without; 10 boards
///   not used before, 6 copies each, 1.21 against 0.86; the cautious consequences of
///   random_9x9_hard (40 copies) 2,642 against 2,186 conflicts (clingo 2,705);
/// - the Labyrinth over `--seed` 1 to 16 (rasp's luck only), with the bumps and without: 6
///   boards 801/551, 614/16, 994/1,160, 1,195/1,044, 1,945/1,749, 1,771/1,254; cautious
///   random_9x9_hard 2,890/1,541;
/// - Hamiltonian cycles on grids (`benches/gen.py`, `--seed` 7 to 16): the same within
///   the noise (8x8 2,492/2,979, 10x10 34,034/38,551);
/// - the Labyrinth generator (a saturation program, `benches/saturation.py`'s lab-3-2, 10
///   shuffled copies each of seeds 1, 4 and 5): 1,702, 1,861 and 9 of 10 copies within 20 s
///   with the bumps, 2,340, 1,254 and 6 of 10 without.
///
/// clasp bumps a loop nogood's reason once for each atom it falsifies, and none for an
/// unfounded set that makes a conflict; rasp, with the bumps, once for each unfounded set
/// (`unfounded.rs`). Bumping as clasp does served rasp no better (the Labyrinth's 7 boards:
/// 1.13; the 10 others: 1.59).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScoreOther {
    /// `Loops` for a program with a component that is not head-cycle-free, `No` otherwise
    /// (rasp's default, `--score-other=auto`).
    Auto,
    /// No bumps (`--score-other=no`).
    No,
    /// Bumps (`--score-other=loop` or `all`: rasp has no other learnt nogoods).
    Loops,
}

impl ScoreOther {
    /// The setting for a program with (`non_hcf`) or without components that are not
    /// head-cycle-free: `No` or `Loops`.
    pub(crate) fn for_program(self, non_hcf: bool) -> ScoreOther {
        match self {
            ScoreOther::Auto if non_hcf => ScoreOther::Loops,
            ScoreOther::Auto => ScoreOther::No,
            chosen => chosen,
        }
    }
}

/// How rules with a weight or cardinality body are translated (clasp's `--trans-ext`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TransExt {
    /// Every such body is a native weight constraint (`--trans-ext=no`).
    Native,
    /// clasp's default (`--trans-ext=dynamic`): the body of a normal rule or an integrity
    /// constraint that needs one of its literals, or that has at most 6 literals and at
    /// most 15 ways to choose as many as its bound asks for, is the disjunction of the
    /// conjunctions of its smallest sufficient subsets (clauses); the others stay native.
    Dynamic,
}

impl Default for SolveOptions {
    fn default() -> SolveOptions {
        SolveOptions {
            seed: 0,
            init_moms: true,
            restarts: RestartPolicy::default(),
            local_restarts: true,
            restart_repeat: 0,
            otfs: true,
            decay: 0.95,
            save_progress: u32::MAX,
            sign_by_occurrences: true,
            score_other: ScoreOther::Auto,
            sign_default: SignDefault::Asp,
            sign_fix: false,
            rand_freq: 0.0,
            reduce_first: 2000,
            reduce_increment: 100,
            reduce_cycle: 20,
            heuristic: DecisionHeuristic::Vsids,
            interrupt: None,
            lemma_log: None,
            solve_limit: None,
            forget_on_step: ForgetOnStep::default(),
            supported_models: false,
            live: None,
            eq: 0,
            sat_prepro: None,
            trans_ext: TransExt::Dynamic,
            partial_check: PartialCheck::default(),
        }
    }
}

impl SolveOptions {
    /// A test configuration that exercises rare paths on small inputs: restarts every few
    /// conflicts, reduces the learnt clauses very often, and seeds the activities.
    pub fn stress(seed: u64) -> SolveOptions {
        SolveOptions {
            seed,
            restarts: RestartPolicy::Luby { unit: 2 },
            reduce_first: 4,
            reduce_increment: 2,
            ..SolveOptions::default()
        }
    }
}

/// The default sign of decisions (clasp's `--sign-def`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum SignDefault {
    /// Atoms false, rule bodies true (`asp`).
    #[default]
    Asp,
    /// True (`pos`).
    Positive,
    /// False (`neg`).
    Negative,
    /// At random, by the seed (`rnd`).
    Random,
}

/// The decision heuristic (clasp's `--heuristic`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum DecisionHeuristic {
    /// VSIDS; the `#heuristic` statements are ignored.
    #[default]
    Vsids,
    /// VSIDS modified by the `#heuristic` statements (clasp's `Domain`), and by a default
    /// modification of some atoms (`--dom-mod`), if given (`domain.rs`).
    Domain(Option<DefaultModifier>),
    /// Decisions from the newest learnt clause not satisfied (clasp's `Berkmin`,
    /// `lookback.rs`), scanning at most `limit` clauses (0: all).
    Berkmin {
        /// The most learnt clauses scanned for an open one (0: all).
        limit: u32,
    },
    /// Variable move-to-front (clasp's `Vmtf`, `lookback.rs`): a learnt clause moves `moves`
    /// of its variables to the front (0: 8).
    Vmtf {
        /// How many variables a learnt clause moves (0: 8; at least 2).
        moves: u32,
    },
    /// The free variable of the lowest number (clasp's `None`).
    First,
}

/// `--dom-mod`: a modification applied to all atoms of some kinds that no `#heuristic`
/// statement modifies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DefaultModifier {
    /// What it does.
    pub modifier: DefaultModifierKind,
    /// To which atoms.
    pub pick: AtomPick,
}

/// What `--dom-mod` does to the atoms it picks (each with a *weight*, see [`AtomPick`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DefaultModifierKind {
    /// Raises the level by the weight (`level`).
    Level,
    /// Decides positive (`pos`).
    Positive,
    /// `level` and `pos` (`true`).
    True,
    /// Decides negative (`neg`).
    Negative,
    /// `level` and `neg` (`false`).
    False,
    /// Adds 100 times the weight to the initial activity (`init`).
    Init,
    /// Raises the factor by 1, 2 or 3 as the weight exceeds 3 and 15 (`factor`).
    Factor,
}

/// The atoms `--dom-mod` picks: all atoms (weight 1) if no kind is set, else those of the
/// kinds set, each kind with clasp's weight: the shown atoms (16), the literals of the
/// objective (15 for the largest weight, one less for each smaller weight down to 4), the
/// atoms in disjunctions of components that are not head-cycle-free (3), other atoms of
/// such components (2), other atoms of cyclic components (1). An atom of several kinds gets
/// the sum of their weights (`level`, `init`) or of their factor raises (`factor`); its sign
/// is that of the last kind in this order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct AtomPick {
    /// `scc`
    pub scc: bool,
    /// `hcc`
    pub hcc: bool,
    /// `disj`
    pub disj: bool,
    /// `opt`
    pub opt: bool,
    /// `show`
    pub show: bool,
}

/// How the models of an enumeration are told apart (clasp's `--enum-mode`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum EnumMode {
    /// Backtrack over flipped decisions (`bt`).
    #[default]
    Backtrack,
    /// Block each model with a clause (`record`): the search may backjump freely.
    Record,
    /// Record mode over the variables of the domain heuristic (`domRec`): each clause asks
    /// a later model to take the sign of one of them that this model does not take (any
    /// other value for those without a sign), so that with signs `false` (`true`) the models
    /// are subset-minimal (maximal) in them (`enumerate.rs`). Needs the domain heuristic.
    DomainRecord,
}

/// What an enumeration projects the models onto (`--project`): models that agree on it
/// count as one, and only one of them is reported.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Projection {
    /// The conditions of the output table (the shown symbols).
    Shown,
    /// These atoms (`#project`).
    Atoms(Vec<AtomId>),
}

impl Projection {
    /// clingo's default for `--project`: the program's `#project` atoms if it has any
    /// `#project` statement, the shown atoms otherwise.
    pub fn auto(program: &GroundProgram) -> Projection {
        match &program.projection {
            Some(atoms) => Projection::Atoms(atoms.clone()),
            None => Projection::Shown,
        }
    }
}

/// How to enumerate models.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Enumeration {
    /// Backtracking or recording.
    pub mode: EnumMode,
    /// The projection, if any.
    pub projection: Option<Projection>,
    /// The caller counts the models (and reads their costs) but never their atoms: the
    /// models come with `Model::true_atoms` empty, which saves a walk over all atoms per
    /// model (`-q` enumerating thousands of models per second).
    pub count_only: bool,
}

#[cfg(test)]
mod tests {
    use super::ScoreOther;

    #[test]
    fn score_other_auto_bumps_in_programs_that_are_not_head_cycle_free() {
        assert_eq!(ScoreOther::Auto.for_program(false), ScoreOther::No);
        assert_eq!(ScoreOther::Auto.for_program(true), ScoreOther::Loops);
        for chosen in [ScoreOther::No, ScoreOther::Loops] {
            assert_eq!(chosen.for_program(false), chosen);
            assert_eq!(chosen.for_program(true), chosen);
        }
    }
}
