//! The command line as clingo spells it: clap's definition of the options, the rewriting of
//! clingo's short options with attached values, and clingo's wording of command line errors.

use super::status::StatusMode;
use clap::{CommandFactory, Parser};

/// How `rasp` runs (`--mode`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Mode {
    /// Ground and solve.
    Clingo,
    /// Solve a ground program given as aspif.
    Clasp,
    /// Ground only and print the ground program as aspif.
    Gringo,
}

/// The ground program's format when grounding only (`--output`, `-o`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum OutputFormat {
    /// aspif, as `--mode=gringo` prints it.
    Intermediate,
    /// Readable text, as `--text` prints it.
    Text,
    /// Facts describing the program (clingo's reified form, [`crate::aspif::reify`]).
    Reify,
    /// lparse's smodels format (not written by rasp: an error says so).
    Smodels,
}

/// The command line.
#[derive(Debug, Parser)]
#[command(
    name = "rasp",
    about = "An answer set programming system for clingo's input language",
    override_usage = "rasp [number] [options] [files]\n       rasp repl   (an interactive session; :help lists its commands)",
    disable_help_flag = true,
    disable_version_flag = true,
    infer_long_args = true
)]
pub struct Args {
    /// Input files (standard input if none, or `-`), and the number of models.
    #[arg(value_name = "files")]
    pub inputs: Vec<String>,

    /// The command line as given, without the program's name (for a run handed over to
    /// the Python module: see `cli::python`).
    #[arg(skip)]
    pub command_line: Vec<String>,

    /// Compute at most <n> models (0 for all)
    #[arg(
        short = 'n',
        long = "models",
        value_name = "n",
        allow_negative_numbers = true,
        help_heading = "Solving Options"
    )]
    pub models: Option<i64>,

    /// Enable/disable warnings: none, all, [no-]atom-undefined, [no-]file-included,
    /// [no-]operation-undefined, [no-]global-variable, [no-]other
    #[arg(
        short = 'W',
        long = "warn",
        value_name = "warn",
        help_heading = "Gringo Options"
    )]
    pub warn: Vec<String>,

    /// Replace term occurrences of <id> with <term>
    #[arg(
        short = 'c',
        long = "const",
        value_name = "id=term",
        value_parser = clap::builder::NonEmptyStringValueParser::new(),
        help_heading = "Gringo Options"
    )]
    pub consts: Vec<String>,

    /// Print plain text format
    #[arg(long, help_heading = "Gringo Options")]
    pub text: bool,

    /// Choose output format: intermediate (print intermediate format), text (print plain
    /// text format), reify (print program as reified facts), smodels (print smodels format;
    /// not supported by rasp)
    #[arg(
        short = 'o',
        long = "output",
        value_enum,
        ignore_case = true,
        value_name = "arg",
        help_heading = "Gringo Options"
    )]
    pub output: Option<OutputFormat>,

    /// Set atom format string (<Pre>?%0<Post>?)
    #[arg(long = "out-atomf", value_name = "arg", help_heading = "Basic Options")]
    pub out_atomf: Option<String>,

    /// Set internal field separator
    #[arg(long = "out-ifs", value_name = "arg", help_heading = "Basic Options")]
    pub out_ifs: Option<String>,

    /// Hide auxiliary atoms in answers
    #[arg(long = "out-hide-aux", help_heading = "Basic Options")]
    pub out_hide_aux: bool,

    /// Force fast exit (do not call dtors): accepted; rasp exits alike either way
    #[arg(long = "fast-exit", help_heading = "Basic Options")]
    pub fast_exit: bool,

    /// Force single-shot solving mode
    #[arg(long = "single-shot", help_heading = "Gringo Options")]
    pub single_shot: bool,

    /// Rewrite minimize constraints into rules
    #[arg(long = "rewrite-minimize", help_heading = "Gringo Options")]
    pub rewrite_minimize: bool,

    /// Show the given signatures: <name>/<arity>[,...] (a leading - for classically negated
    /// atoms), as `#show` statements would
    #[arg(long = "show-preds", value_name = "sigs", value_parser = show_preds, help_heading = "Gringo Options")]
    pub show_preds: Option<ShowPreds>,

    /// Calculate SCCs for reified output
    #[arg(long = "reify-sccs", help_heading = "Gringo Options")]
    pub reify_sccs: bool,

    /// Add step numbers to reified output
    #[arg(long = "reify-steps", help_heading = "Gringo Options")]
    pub reify_steps: bool,

    /// Set random number generator's seed to <n>
    #[arg(long, value_name = "n", allow_negative_numbers = true, value_parser = unsigned_or_minus_one, help_heading = "Solving Options")]
    pub seed: Option<u32>,

    /// Configure optimization algorithm: <mode {opt|enum|optN|ignore}>[,<bound>...]
    #[arg(
        long = "opt-mode",
        value_name = "arg",
        help_heading = "Solving Options"
    )]
    pub opt_mode: Option<String>,

    /// Configure optimization strategy: {bb|usc}[,<tactics>]
    #[arg(
        long = "opt-strategy",
        value_name = "arg",
        help_heading = "Solving Options"
    )]
    pub opt_strategy: Option<String>,

    /// Stop optimization on model with cost <= <bound>: <n>[,<n>...], highest priority first
    #[arg(
        long = "opt-stop",
        value_name = "bound",
        help_heading = "Solving Options"
    )]
    pub opt_stop: Option<String>,

    /// Configure enumeration algorithm: {bt|record|brave|cautious|auto}
    #[arg(
        short = 'e',
        long = "enum-mode",
        value_name = "arg",
        help_heading = "Solving Options"
    )]
    pub enum_mode: Option<String>,

    /// Enable projective solution enumeration: {show|project|auto}[,<bt {0..3}>] or no
    #[arg(long, value_name = "arg", num_args = 0..=1, require_equals = true, default_missing_value = "auto", help_heading = "Solving Options")]
    pub project: Option<String>,

    /// Configure decision heuristic: {Berkmin|Vmtf|Vsids|Domain|Unit|None}[,<n>] (Domain
    /// adds the #heuristic directives to Vsids; Unit runs Vsids; <n> for Vsids and Domain: use
    /// 1.0/0.<n> as decay factor [95]; for Berkmin: the most learnt clauses to scan [0: all];
    /// for Vmtf: the variables a learnt clause moves to the front [8])
    #[arg(long, value_name = "heu", help_heading = "Solving Options")]
    pub heuristic: Option<String>,

    /// Initialize heuristic with MOMS-score (the default)
    #[arg(long = "init-moms", help_heading = "Solving Options")]
    pub init_moms: bool,

    /// Do not initialize heuristic with MOMS-score
    #[arg(
        long = "no-init-moms",
        conflicts_with = "init_moms",
        help_heading = "Solving Options"
    )]
    pub no_init_moms: bool,

    /// Default modification for domain heuristic: (no|<mod>[,<pick>]), <mod>
    /// {level|pos|true|neg|false|init|factor}, <pick> (all | <list {scc|hcc|disj|opt|show}>)
    #[arg(long = "dom-mod", value_name = "arg", help_heading = "Solving Options")]
    pub dom_mod: Option<String>,

    /// Configure equivalence preprocessing: run for at most <n> iterations (-1=run to
    /// fixpoint) [3]
    #[arg(long, value_name = "n", allow_negative_numbers = true, value_parser = unsigned_or_minus_one, help_heading = "Solving Options")]
    pub eq: Option<u32>,

    /// Run SatELite-like preprocessing: <level {1..3}>[,<limit>...] (limits iter, occ, time,
    /// frozen, size), or no (atoms are eliminated only when no models are enumerated)
    #[arg(long = "sat-prepro", value_name = "arg", num_args = 0..=1, require_equals = true, default_missing_value = "2", help_heading = "Solving Options")]
    pub sat_prepro: Option<String>,

    /// Force given literal to true: <lit> (an atom of ground input, negative for its
    /// negation; with --mode=clasp)
    #[arg(long = "compute", value_name = "lit", allow_negative_numbers = true, value_parser = signed_int, help_heading = "Basic Options")]
    pub compute: Option<i32>,

    /// Treat dimacs input as MaxSAT problem: every clause of a `p cnf` input is soft, of
    /// weight 1
    #[arg(long = "parse-maxsat", help_heading = "Solving Options")]
    pub parse_maxsat: bool,

    /// The negation of --parse-maxsat
    #[arg(
        long = "no-parse-maxsat",
        conflicts_with = "parse_maxsat",
        help_heading = "Solving Options"
    )]
    pub no_parse_maxsat: bool,

    /// Enable extensions in non-aspif input: with --mode=clasp, the directives of DIMACS
    /// comment lines after the problem line (`c minweight`, `c project`, `c heuristic`,
    /// `c assume`, `c output`, `c graph`) and smodels atoms `_edge(U,V)`, `_heuristic(...)`
    #[arg(long = "parse-ext", help_heading = "Solving Options")]
    pub parse_ext: bool,

    /// The negation of --parse-ext
    #[arg(
        long = "no-parse-ext",
        conflicts_with = "parse_ext",
        help_heading = "Solving Options"
    )]
    pub no_parse_ext: bool,

    /// Run parallel search with given number of threads: <n {1..64}>[,<mode
    /// {compete|split}>] (enumeration splits the search; compete races for one answer)
    #[arg(
        short = 't',
        long = "parallel-mode",
        value_name = "arg",
        help_heading = "Solving Options"
    )]
    pub parallel_mode: Option<String>,

    /// Configure nogood distribution [conflict,global,4]: <type {all|short|conflict|loop}>
    /// [,<mode {global|local}>][,<lbd {0..127}>][,<size>], or no (clauses of at most 3
    /// literals always)
    #[arg(long, value_name = "arg", help_heading = "Solving Options")]
    pub distribute: Option<String>,

    /// Configure nogood integration [gp]: <pick {all|unsat|gp|active}>[,<n>][,<topo
    /// {all|ring|cube|cubex}>] (accepted as clingo accepts it; rasp integrates every shared
    /// clause at its next restart)
    #[arg(long, value_name = "arg", help_heading = "Solving Options")]
    pub integrate: Option<String>,

    /// Use Ryvchin et al.'s local restarts (on by default, as in clasp's configuration for
    /// ASP programs)
    #[arg(long = "local-restarts", help_heading = "Solving Options")]
    pub local_restarts: bool,

    /// Count every conflict since the last restart towards the next one
    #[arg(
        long = "no-local-restarts",
        conflicts_with = "local_restarts",
        help_heading = "Solving Options"
    )]
    pub no_local_restarts: bool,

    /// Enable {1=partial|2=full} on-the-fly subsumption (rasp strengthens learnt reason
    /// clauses for both; 0 disables it; `--otfs` alone: 1) [2]
    #[arg(
        long,
        value_name = "0..2",
        value_parser = clap::value_parser!(u8).range(0..=2),
        num_args = 0..=1,
        require_equals = true,
        default_missing_value = "1",
        help_heading = "Solving Options"
    )]
    pub otfs: Option<u8>,

    /// Configure restart policy: <type {F|L|x|+}>,<n {1..umax}>[,<args>][,<lim>] (F,<n>
    /// fixed; L,<n> Luby's sequence with unit <n>; x,<n>,<f> geometric <n>*(<f>^i); +,<n>,<m>
    /// arithmetic <n>+(<m>*i); <lim>: repeat the sequence every <lim>+j restarts), or
    /// D,<n>,<K>[,<args>] (dynamic: restart if the average LBD of the last <n> conflicts
    /// times <K> exceeds the global one), or no
    #[arg(
        short = 'r',
        long,
        value_name = "sched",
        help_heading = "Solving Options"
    )]
    pub restarts: Option<String>,

    /// Use RSat-like progress saving on backjumps of at least <n> levels (0: none, rasp's default)
    /// [implicit 1]
    #[arg(
        long = "save-progress",
        value_name = "n",
        num_args = 0..=1,
        require_equals = true,
        default_missing_value = "1",
        value_parser = unsigned_or_minus_one,
        help_heading = "Solving Options"
    )]
    pub save_progress: Option<u32>,

    /// Set default configuration: {auto|frumpy|jumpy|tweety|handy|crafty|trendy|many|<file>}
    /// (rasp maps the presets to its restart policies, decays and phase saving) [auto]
    #[arg(long, value_name = "arg", help_heading = "Solving Options")]
    pub configuration: Option<String>,

    /// Print default portfolio and exit
    #[arg(long = "print-portfolio", help_heading = "Solving Options")]
    pub print_portfolio: bool,

    /// Run in {clingo|clasp|gringo} mode
    #[arg(
        long,
        value_enum,
        ignore_case = true,
        value_name = "arg",
        default_value = "clingo",
        help_heading = "Basic Options"
    )]
    pub mode: Mode,

    /// Show a status line of a long run on standard error: {auto|yes|no} (auto: when it is
    /// a terminal; not in clingo) [auto]
    #[arg(
        long,
        value_enum,
        ignore_case = true,
        value_name = "when",
        num_args = 0..=1,
        require_equals = true,
        default_value = "auto",
        default_missing_value = "yes",
        help_heading = "Basic Options"
    )]
    pub progress: StatusMode,

    /// Use {0=default|1=competition|2=JSON|3=no} output
    #[arg(
        long,
        value_name = "n",
        allow_negative_numbers = true,
        help_heading = "Basic Options"
    )]
    pub outf: Option<i32>,

    /// Set verbosity level to <n>
    #[arg(short = 'V', long, value_name = "n", num_args = 0..=1, require_equals = true, default_missing_value = "2", allow_negative_numbers = true, help_heading = "Basic Options")]
    pub verbose: Option<i32>,

    /// Configure printing of models, costs, and calls: <mod>[,<cost>][,<call>], each
    /// {0=all|1=last|2=no}
    #[arg(short = 'q', long, value_name = "levels", num_args = 0..=1, require_equals = true, default_missing_value = "2,2,2", help_heading = "Basic Options")]
    pub quiet: Option<String>,

    /// Set time limit to <n> seconds (0=no limit)
    #[arg(long = "time-limit", value_name = "n", allow_negative_numbers = true, value_parser = unsigned_or_minus_one, help_heading = "Basic Options")]
    pub time_limit: Option<u32>,

    /// Enable {1=basic|2=full} statistics
    #[arg(short = 's', long, value_name = "n", num_args = 0..=1, require_equals = true, default_missing_value = "1", help_heading = "Basic Options")]
    pub stats: Option<String>,

    /// Print {1=basic|2=more|3=full} help and exit
    #[arg(short = 'h', long, value_name = "n", num_args = 0..=1, require_equals = true, default_missing_value = "1", value_parser = clap::value_parser!(u8).range(1..=3), help_heading = "Basic Options")]
    pub help: Option<u8>,

    /// Print version information and exit
    #[arg(short = 'v', long, help_heading = "Basic Options")]
    pub version: bool,

    /// clasp's further search options (`search_args.rs`).
    #[command(flatten)]
    pub search: super::search_args::SearchArgs,

    /// clasp's lemma exchange (`lemma_args.rs`).
    #[command(flatten)]
    pub lemmas: super::lemma_args::LemmaArgs,

    /// `--pre`, `--hcc-out`, `--output-debug`, `--preserve-facts` (`output_args.rs`).
    #[command(flatten)]
    pub extra: super::output_args::OutputArgs,

    /// After the output: for an unsatisfiable program, a minimal set of its statements that
    /// cannot hold together; with =<atom>, why <atom> is (or is not) in each printed answer
    /// set (rasp's own option)
    #[arg(long, value_name = "atom", num_args = 0..=1, require_equals = true, default_missing_value = "", help_heading = "Basic Options")]
    pub explain: Option<String>,
}

/// Whether the long option `--name` takes a value that may come as the next argument
/// (`--seed 3`); `None` if there is no such option. (An option whose value is optional
/// takes it only after `=`.)
pub fn separate_value(name: &str) -> Option<bool> {
    let mut command = Args::command();
    command.build();
    let arg = (command.get_arguments()).find(|a| a.get_long() == Some(name))?;
    let takes = arg.get_num_args().is_some_and(|n| n.min_values() > 0);
    Some(takes && !arg.is_require_equals_set())
}

impl Args {
    /// Parses a command line (the program name first) the way clingo reads it; on a bad
    /// command line, returns clingo's message.
    pub fn parse_command_line(argv: impl IntoIterator<Item = String>) -> Result<Args, String> {
        let argv: Vec<String> = argv.into_iter().collect();
        // `--<name>=` with nothing after `=`: an option that needs a value takes the next
        // argument as its value, as in clingo (`--models= 2`), or fails with clingo's error
        // when none follows.
        let mut joined: Vec<String> = argv.iter().take(1).cloned().collect();
        let mut rest = argv.iter().skip(1);
        while let Some(arg) = rest.next() {
            match empty_value(arg) {
                Some((name, true)) => match rest.next() {
                    Some(value) => joined.push(format!("--{name}={value}")),
                    None => return Err(missing_value(name)),
                },
                _ => joined.push(arg.clone()),
            }
        }
        let mut args =
            Args::try_parse_from(rewritten(joined)).map_err(|e| usage_error(&e, &argv))?;
        args.command_line = argv.into_iter().skip(1).collect();
        Ok(args)
    }

    /// What `rasp` prints instead of solving, if it only grounds: the ground program in the
    /// format of `--output`, as text with `--text`, as aspif with `--mode=gringo`. `Err`
    /// with clingo's message if `--text` and `--output` are both given.
    pub fn ground_output(&self) -> Result<Option<OutputFormat>, String> {
        match (self.text, self.output) {
            (true, Some(_)) => Err("'--text' and '--output' are mutually exclusive!".into()),
            (true, None) => Ok(Some(OutputFormat::Text)),
            (false, Some(format)) => Ok(Some(format)),
            (false, None) => Ok((self.mode == Mode::Gringo).then_some(OutputFormat::Intermediate)),
        }
    }
}

/// A command line with clingo's spellings rewritten for clap.
fn rewritten(argv: impl IntoIterator<Item = String>) -> Vec<String> {
    let argv = argv.into_iter().enumerate();
    argv.map(|(i, arg)| {
        if i == 0 {
            arg
        } else {
            rewrite_negation(rewrite_short(rewrite_empty_value(arg)))
        }
    })
    .collect()
}

/// The options given on a command line that parses: each option's long name and its
/// heading in `--help`.
pub(super) fn given_options(argv: Vec<String>) -> Vec<(String, Option<String>)> {
    use clap::parser::ValueSource;
    let command = Args::command();
    let Ok(matches) = command.clone().try_get_matches_from(rewritten(argv)) else {
        return Vec::new();
    };
    let given = |arg: &&clap::Arg| {
        matches.value_source(arg.get_id().as_str()) == Some(ValueSource::CommandLine)
    };
    (command.get_arguments().filter(given))
        .filter_map(|arg| {
            let heading = arg.get_help_heading().map(String::from);
            Some((arg.get_long()?.to_string(), heading))
        })
        .collect()
}

/// `--<name>=` for an option whose value is optional (or a flag) is the option without a
/// value, as clingo reads it (`--verbose=`, `--quiet=`, `--text=`).
fn rewrite_empty_value(arg: String) -> String {
    match empty_value(&arg) {
        Some((name, false)) => format!("--{name}"),
        _ => arg,
    }
}

/// For `--<name>=` naming a known option: its name and whether it needs a value.
fn empty_value(arg: &str) -> Option<(&str, bool)> {
    let name = arg.strip_prefix("--")?.strip_suffix('=')?;
    let command = Args::command();
    let option = command
        .get_arguments()
        .find(|a| a.get_long() == Some(name))?;
    Some((name, needs_value(option)))
}

/// Whether an option must be given a value (not a flag, nor an option with an implicit
/// value).
fn needs_value(arg: &clap::Arg) -> bool {
    match arg.get_num_args() {
        Some(range) => range.min_values() > 0,
        None => arg.get_action().takes_values(),
    }
}

/// clingo attaches optional values to short options (`-V0`, `-q1,0`, `-s2`): clap reads
/// them as the long options with `=`.
fn rewrite_short(arg: String) -> String {
    for (short, long) in [("-V", "--verbose"), ("-q", "--quiet"), ("-s", "--stats")] {
        if let Some(value) = arg.strip_prefix(short) {
            return if value.is_empty() {
                long.to_string()
            } else {
                format!("{long}={value}")
            };
        }
    }
    arg
}

/// The options with a value that clasp also reads negated: `--no-<name>` is `--<name>=no`.
const NEGATABLE: [&str; 15] = [
    "sat-prepro",
    "lookahead",
    "strengthen",
    "rand-freq",
    "restarts",
    "shuffle",
    "deletion",
    "del-grow",
    "del-cfl",
    "del-max",
    "trans-ext",
    "distribute",
    "project",
    "contraction",
    "update-lbd",
];

/// `--no-<name>` of an option with a value (`NEGATABLE`) as `--<name>=no`.
fn rewrite_negation(arg: String) -> String {
    match arg.strip_prefix("--no-") {
        Some(name) if NEGATABLE.contains(&name) => format!("--{name}=no"),
        _ => arg,
    }
}

/// The signatures of `--show-preds`.
#[derive(Clone, Debug)]
pub struct ShowPreds(pub Vec<crate::syntax::ast::Signature>);

/// The pieces of `text` between `separator`s, without the empty ones (gringo's `split`).
fn pieces(text: &str, separator: char) -> Vec<&str> {
    (text.split(separator))
        .filter(|piece| !piece.is_empty())
        .collect()
}

/// `--show-preds`: signatures `name/arity` separated by commas, as gringo reads them (empty
/// pieces between separators skipped; the arity an unsigned number as clasp reads one, the
/// name anything but empty).
fn show_preds(value: &str) -> Result<ShowPreds, String> {
    (pieces(value, ',').into_iter())
        .map(|signature| {
            let [name, arity] = pieces(signature, '/')[..] else {
                return Err("not name/arity".to_string());
            };
            let arity = unsigned_or_minus_one(arity)?;
            let (negative, name) = match name.strip_prefix('-') {
                Some(name) => (true, name),
                None => (false, name),
            };
            if name.is_empty() {
                return Err("no name".to_string());
            }
            Ok(crate::syntax::ast::Signature {
                negative,
                name: name.to_string(),
                arity,
            })
        })
        .collect::<Result<_, String>>()
        .map(ShowPreds)
}

/// An unsigned 32-bit option value as clasp reads one: in C's notation (`0x10` hexadecimal,
/// `010` octal), and `-1` or `umax` for the largest value (`imax`: the largest 32-bit signed
/// one), as libpotassco reads them.
pub(super) fn unsigned_or_minus_one(value: &str) -> Result<u32, String> {
    let digits = value.strip_prefix('+').unwrap_or(value);
    let parsed = if value == "-1" || value == "umax" {
        Ok(u32::MAX)
    } else if value == "imax" {
        Ok(i32::MAX as u32)
    } else if let Some(hex) = digits.strip_prefix("0x").or(digits.strip_prefix("0X")) {
        u32::from_str_radix(hex, 16)
    } else if digits.starts_with('0') && digits[1..].starts_with(|c: char| ('0'..='7').contains(&c))
    {
        u32::from_str_radix(&digits[1..], 8)
    } else {
        digits.parse::<u32>()
    };
    parsed.map_err(|e| e.to_string())
}

/// A signed integer as clasp reads one: `[+|-]` decimal or octal (`0...`) digits,
/// `[+]0x` hexadecimal ones, or `imax`, `imin`.
pub(super) fn signed_int(value: &str) -> Result<i32, String> {
    match value {
        "imax" => return Ok(i32::MAX),
        "imin" => return Ok(i32::MIN),
        _ => {}
    }
    let (negative, magnitude) = match value.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, value.strip_prefix('+').unwrap_or(value)),
    };
    let hex = magnitude.starts_with("0x") || magnitude.starts_with("0X");
    if magnitude.starts_with(['+', '-']) || matches!(magnitude, "umax" | "imax") || negative && hex
    {
        return Err(format!("invalid integer: {value}"));
    }
    let n = i64::from(unsigned_or_minus_one(magnitude)?);
    i32::try_from(if negative { -n } else { n }).map_err(|e| e.to_string())
}

/// clingo's wording of a command line error (`argv`: the command line as given).
fn usage_error(error: &clap::Error, argv: &[String]) -> String {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    let context = |kind| match error.get(kind) {
        Some(ContextValue::String(s)) => s.clone(),
        Some(ContextValue::Strings(s)) => s.first().cloned().unwrap_or_default(),
        _ => String::new(),
    };
    // The option's long name: clap names it `-n, --models <n>` or `--verbose[=<n>]`.
    let option = || {
        let arg = context(ContextKind::InvalidArg);
        let long = arg.rsplit(", ").next().unwrap_or(&arg);
        let name = long.split([' ', '=', '<', '[']).next().unwrap_or("");
        name.trim_start_matches('-').to_string()
    };
    let message = match error.kind() {
        ErrorKind::UnknownArgument => {
            // clingo names a long option without its dashes, a short one with its dash.
            let arg = context(ContextKind::InvalidArg);
            let arg = arg.split('=').next().unwrap_or_default();
            match arg.strip_prefix("--") {
                Some(long) => {
                    let candidates: Vec<String> = Args::command()
                        .get_arguments()
                        .filter_map(|a| a.get_long())
                        .filter(|name| name.starts_with(long))
                        .map(|name| format!("\n  {name}"))
                        .collect();
                    if candidates.len() > 1 {
                        format!(
                            "ambiguous option: '{long}' could be:{}\n",
                            candidates.concat()
                        )
                    } else {
                        format!("unknown option: '{long}'")
                    }
                }
                None => format!(
                    "unknown option: '{}'",
                    arg.chars().take(2).collect::<String>()
                ),
            }
        }
        ErrorKind::TooManyValues => {
            return format!(
                "*** ERROR: (rasp): SyntaxError: '{}' does not take a value!\n{USAGE_INFO}",
                option()
            );
        }
        ErrorKind::InvalidValue | ErrorKind::ValueValidation
            if context(ContextKind::InvalidValue).is_empty() =>
        {
            // No value (`-n` last, `--models=`): clingo names the option as it was written.
            let long = option();
            let short = (Args::command().get_arguments())
                .find(|a| a.get_long() == Some(long.as_str()))
                .and_then(|a| a.get_short());
            let written_short = short.is_some_and(|c| {
                let flag = format!("-{c}");
                let last = argv
                    .iter()
                    .rev()
                    .find(|a| **a == flag || a.starts_with("--"));
                last.is_some_and(|a| *a == flag)
            });
            let name = match (written_short, short) {
                (true, Some(c)) => c.to_string(),
                _ => long,
            };
            return missing_value(&name);
        }
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => {
            format!(
                "'{}' invalid value for: '{}'",
                context(ContextKind::InvalidValue),
                option()
            )
        }
        ErrorKind::ArgumentConflict => {
            // `--no-<name>` is clingo's negation of the flag `--<name>`, one option.
            let name = option();
            let flag = name.strip_prefix("no-").filter(|flag| {
                (Args::command().get_arguments()).any(|a| a.get_long() == Some(*flag))
            });
            format!("multiple occurrences: '{}'", flag.unwrap_or(&name))
        }
        _ => error
            .to_string()
            .lines()
            .next()
            .unwrap_or("bad command line")
            .trim_start_matches("error: ")
            .to_string(),
    };
    usage_message(&message)
}

/// clingo's error for option `name` (as written: `n` or `models`) given without a value.
fn missing_value(name: &str) -> String {
    format!("*** ERROR: (rasp): SyntaxError: '{name}' requires a value!\n{USAGE_INFO}")
}

/// The line that follows a command line error.
pub(super) const USAGE_INFO: &str = "*** Info : (rasp): Try '--help' for usage information\n";

/// clingo's report of a bad command line.
pub(super) fn usage_message(message: &str) -> String {
    format!("*** ERROR: (rasp): In context '<rasp>': {message}\n{USAGE_INFO}")
}

/// clasp's error for a value its option does not accept.
pub(super) fn invalid_value(value: &str, option: &str) -> String {
    usage_message(&format!("'{value}' invalid value for: '{option}'"))
}

/// Whether `value` is one of the words clasp reads as "off" (`no`, `off`, `0`, `false`).
pub(super) fn is_off(value: &str) -> bool {
    matches!(value, "no" | "off" | "0" | "false")
}
