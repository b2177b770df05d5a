//! clasp's search options that rasp reads besides the common ones of `args.rs`: clap's
//! definition of them (flattened into [`Args`](super::Args)). Their values are checked and
//! mapped onto rasp's settings in `search.rs`; the help text says what rasp does with each.

/// The heading of these options in `--help`.
pub(super) const HEADING: &str = "Search Options";

/// The search options (all values as given; `search.rs` reads them).
#[derive(Debug, Default, clap::Args)]
pub struct SearchArgs {
    /// Default sign: {asp|pos|neg|rnd} (rasp's decisions take it) [asp]
    #[arg(long = "sign-def", value_name = "sign", help_heading = HEADING)]
    pub sign_def: Option<String>,

    /// Default sign for atoms in disjunctions: {asp|pos|neg|rnd} (checked; ignored)
    #[arg(long = "sign-def-disj", value_name = "sign", help_heading = HEADING)]
    pub sign_def_disj: Option<String>,

    /// Stop search after <n> conflicts or <m> restarts (of each solve call; the answer is
    /// then as when interrupted, with clingo's exit code for it, 0 or 10)
    #[arg(
        long = "solve-limit",
        value_name = "n[,m]",
        allow_negative_numbers = true,
        help_heading = "Solving Options"
    )]
    pub solve_limit: Option<String>,

    /// Make random decisions with probability <p> (0..1), or no
    #[arg(long = "rand-freq", value_name = "p", help_heading = HEADING)]
    pub rand_freq: Option<String>,

    /// Do <n> random searches with [<m>=100] conflicts, or no (checked; ignored)
    #[arg(long = "rand-prob", value_name = "n[,m]", help_heading = HEADING)]
    pub rand_prob: Option<String>,

    /// Watched literal initialization: {rnd|first|least} (checked; ignored)
    #[arg(long = "init-watches", value_name = "arg", help_heading = HEADING)]
    pub init_watches: Option<String>,

    /// Process messages on {propagate|conflict} (checked; ignored)
    #[arg(long = "update-mode", value_name = "mode", help_heading = HEADING)]
    pub update_mode: Option<String>,

    /// Resolution score {auto|min|set|multiset} (checked; ignored)
    #[arg(long = "score-res", value_name = "score", help_heading = HEADING)]
    pub score_res: Option<String>,

    /// Score other learnt nogoods: {auto|no|loop|all} (no: loop nogoods bump no variables)
    #[arg(long = "score-other", value_name = "arg", help_heading = HEADING)]
    pub score_other: Option<String>,

    /// Enable dynamic decaying scheme in Vsids: <n>[,<i {1..100}>][,<c>]|0 (checked; ignored)
    #[arg(long = "vsids-progress", value_name = "arg", help_heading = HEADING)]
    pub vsids_progress: Option<String>,

    /// Use backward inference in acyc propagation (checked; rasp has no acyc propagation)
    #[arg(long = "acyc-prop", value_name = "0..1", num_args = 0..=1, require_equals = true, default_missing_value = "1", help_heading = HEADING)]
    pub acyc_prop: Option<String>,

    /// Configure partial stability tests: <p>[,<h>] (the minimality check of a program that
    /// is not head-cycle-free also runs p% of the way from a level to the deepest level
    /// checked, raised by <h> [0: none]) [implicit 50]
    #[arg(long = "partial-check", value_name = "p[,h]", num_args = 0..=1, require_equals = true, default_missing_value = "50", help_heading = HEADING)]
    pub partial_check: Option<String>,

    /// Configure failed-literal detection: <type {atom|body|hybrid}>[,<limit>], or no (checked;
    /// rasp has no lookahead) [implicit atom]
    #[arg(long = "lookahead", value_name = "arg", num_args = 0..=1, require_equals = true, default_missing_value = "atom", help_heading = HEADING)]
    pub lookahead: Option<String>,

    /// Enable core-shrinking in core-guided optimization: <algo
    /// {lin|inv|bin|rgs|exp|min}>[,<limit {0..31}>] (checked; ignored)
    #[arg(long = "opt-usc-shrink", value_name = "arg", help_heading = HEADING)]
    pub opt_usc_shrink: Option<String>,

    /// Enable optimization heuristic: <list {sign|model}> or <mask {0..3}> (checked; ignored)
    #[arg(long = "opt-heuristic", value_name = "list", help_heading = HEADING)]
    pub opt_heuristic: Option<String>,

    /// Configure forgetting on (incremental) step: <list
    /// {varScores|signs|lemmaScores|lemmas}>|<mask {0..15}>
    #[arg(long = "forget-on-step", value_name = "opts", help_heading = HEADING)]
    pub forget_on_step: Option<String>,

    /// Use MiniSAT-like conflict nogood strengthening: <mode {local|recursive}>[,<type
    /// {all|short|binary}>][,<bump {yes|no}>], or no (checked; ignored)
    #[arg(long = "strengthen", value_name = "X", help_heading = HEADING)]
    pub strengthen: Option<String>,

    /// Configure LBD updates during conflict resolution: <mode {less|glucose|pseudo}>[,<n
    /// {0..127}>], or no (checked; ignored)
    #[arg(long = "update-lbd", value_name = "arg", help_heading = HEADING)]
    pub update_lbd: Option<String>,

    /// Enable ManySAT-like inverse-arc learning (checked; ignored) [implicit 1]
    #[arg(long = "reverse-arcs", value_name = "0..3", num_args = 0..=1, require_equals = true, default_missing_value = "1", help_heading = HEADING)]
    pub reverse_arcs: Option<String>,

    /// Configure handling of long learnt nogoods: <n>[,<rep {no|decisionSeq|allUIP|dynamic}>],
    /// or no (checked; ignored)
    #[arg(long = "contraction", value_name = "arg", help_heading = HEADING)]
    pub contraction: Option<String>,

    /// Configure learning of loop nogoods: {common|distinct|shared|no} (checked; rasp learns
    /// one per atom as needed)
    #[arg(long = "loops", value_name = "type", help_heading = HEADING)]
    pub loops: Option<String>,

    /// Update restart seq. on model {no|repeat|disable} (checked; ignored)
    #[arg(long = "reset-restarts", value_name = "arg", help_heading = HEADING)]
    pub reset_restarts: Option<String>,

    /// Use counter implication restarts: <rate>[,<bump>] or 0/no (checked; ignored)
    #[arg(long = "counter-restarts", value_name = "arg", help_heading = HEADING)]
    pub counter_restarts: Option<String>,

    /// Use glucose-style blocking restarts: <n>[,<R {1.0..5.0}>][,<c>][,<a {d|e|l|es|ls}>], or
    /// 0/no (checked; ignored)
    #[arg(long = "block-restarts", value_name = "arg", help_heading = HEADING)]
    pub block_restarts: Option<String>,

    /// Shuffle problem after <n1>+(<n2>*i) restarts, or no (checked; ignored)
    #[arg(long = "shuffle", value_name = "n1,n2", help_heading = HEADING)]
    pub shuffle: Option<String>,

    /// Configure deletion algorithm: <algo {basic|sort|ipSort|ipHeap}>[,<n {1..100}>][,<sc
    /// {activity|lbd|mixed}>], or no (no: rasp deletes no learnt clauses; else checked, rasp's
    /// deletion stays)
    #[arg(long = "deletion", short = 'd', value_name = "arg", help_heading = HEADING)]
    pub deletion: Option<String>,

    /// Configure size-based deletion policy: <f>[,<g>][,<sched>] (<f> >= 1.0), or no (checked;
    /// ignored)
    #[arg(long = "del-grow", value_name = "arg", help_heading = HEADING)]
    pub del_grow: Option<String>,

    /// Configure conflict-based deletion policy: <type {F|L|x|+}>,<args>..., or no (F and + set
    /// rasp's schedule; others checked, ignored)
    #[arg(long = "del-cfl", value_name = "sched", help_heading = HEADING)]
    pub del_cfl: Option<String>,

    /// Configure initial deletion limit: <f>[,<n>,<o>] (<f> > 0) (checked; ignored)
    #[arg(long = "del-init", value_name = "arg", help_heading = HEADING)]
    pub del_init: Option<String>,

    /// Use estimated problem complexity in limits (checked; ignored) [implicit 1]
    #[arg(long = "del-estimate", value_name = "0..3", num_args = 0..=1, require_equals = true, default_missing_value = "1", help_heading = HEADING)]
    pub del_estimate: Option<String>,

    /// Keep at most <n> learnt nogoods taking up to <X> MB, or no (checked; ignored)
    #[arg(long = "del-max", value_name = "n,X", help_heading = HEADING)]
    pub del_max: Option<String>,

    /// Configure glue clause handling: <n {0..15}>[,<m {0|1}>] (checked; ignored)
    #[arg(long = "del-glue", value_name = "arg", help_heading = HEADING)]
    pub del_glue: Option<String>,

    /// Delete <n>% of learnt nogoods on each restart (checked; ignored)
    #[arg(long = "del-on-restart", value_name = "n", help_heading = HEADING)]
    pub del_on_restart: Option<String>,

    /// Configure handling of extended rules: {all|choice|card|weight|scc|integ|dynamic|no}
    /// (checked; ignored)
    #[arg(long = "trans-ext", value_name = "mode", help_heading = HEADING)]
    pub trans_ext: Option<String>,

    /// Pass (quoted) string of <options> to tester (checked as rasp's options; rasp has no
    /// separate tester configuration)
    #[arg(long = "tester", value_name = "options", help_heading = HEADING)]
    pub tester: Option<String>,

    /// Disable sign heuristics and use default signs only
    #[arg(long = "sign-fix", help_heading = HEADING)]
    pub sign_fix: bool,

    /// The negation of --sign-fix
    #[arg(long = "no-sign-fix", conflicts_with = "sign_fix", help_heading = HEADING)]
    pub no_sign_fix: bool,

    /// Restart after each model (accepted; ignored)
    #[arg(long = "restart-on-model", help_heading = HEADING)]
    pub restart_on_model: bool,

    /// The negation of --restart-on-model
    #[arg(long = "no-restart-on-model", conflicts_with = "restart_on_model", help_heading = HEADING)]
    pub no_restart_on_model: bool,

    /// Use backpropagation in ASP-preprocessing (accepted; ignored)
    #[arg(long = "backprop", help_heading = HEADING)]
    pub backprop: bool,

    /// The negation of --backprop
    #[arg(long = "no-backprop", conflicts_with = "backprop", help_heading = HEADING)]
    pub no_backprop: bool,

    /// Enable Huang-scoring in Berkmin (accepted; ignored)
    #[arg(long = "berk-huang", help_heading = HEADING)]
    pub berk_huang: bool,

    /// The negation of --berk-huang
    #[arg(long = "no-berk-huang", conflicts_with = "berk_huang", help_heading = HEADING)]
    pub no_berk_huang: bool,

    /// Enable acids-scheme in Vsids (accepted; ignored)
    #[arg(long = "vsids-acids", help_heading = HEADING)]
    pub vsids_acids: bool,

    /// The negation of --vsids-acids
    #[arg(long = "no-vsids-acids", conflicts_with = "vsids_acids", help_heading = HEADING)]
    pub no_vsids_acids: bool,

    /// Prefer negative antecedents of P in heuristic (accepted; ignored)
    #[arg(long = "nant", help_heading = HEADING)]
    pub nant: bool,

    /// The negation of --nant
    #[arg(long = "no-nant", conflicts_with = "nant", help_heading = HEADING)]
    pub no_nant: bool,

    /// Enable LBD-based activity bumping (accepted; ignored)
    #[arg(long = "update-act", help_heading = HEADING)]
    pub update_act: bool,

    /// Do not use Short Implication Graph for learning (accepted; ignored)
    #[arg(long = "learn-explicit", help_heading = HEADING)]
    pub learn_explicit: bool,

    /// Disable all lookback strategies (accepted; rasp always learns)
    #[arg(long = "no-lookback", help_heading = HEADING)]
    pub no_lookback: bool,

    /// Enable df-order in eq-preprocessing (accepted; ignored)
    #[arg(long = "eq-dfs", help_heading = HEADING)]
    pub eq_dfs: bool,

    /// Do not add gamma rules for non-hcf disjunctions (accepted; ignored)
    #[arg(long = "no-gamma", help_heading = HEADING)]
    pub no_gamma: bool,

    /// Enable old mapping for disjunctive LPs (accepted; ignored)
    #[arg(long = "dlp-old-map", help_heading = HEADING)]
    pub dlp_old_map: bool,

    /// Configure physical sharing of constraints: <arg {auto|problem|learnt|all}>|no
    /// (checked; ignored)
    #[arg(long = "share", value_name = "arg", help_heading = HEADING)]
    pub share: Option<String>,

    /// The negation of --share
    #[arg(long = "no-share", conflicts_with = "share", help_heading = HEADING)]
    pub no_share: bool,

    /// Configure global restart policy: <n>[,<sched>]|no (checked; ignored)
    #[arg(long = "global-restarts", value_name = "X", help_heading = HEADING)]
    pub global_restarts: Option<String>,

    /// Compute supported models
    #[arg(long = "supp-models", help_heading = HEADING)]
    pub supp_models: bool,

    /// Disable unfounded set check (accepted; ignored, as clingo 5.8 does)
    #[arg(long = "no-ufs-check", help_heading = HEADING)]
    pub no_ufs_check: bool,
}
