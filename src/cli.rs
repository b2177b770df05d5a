//! The `rasp` command: clingo's command line, output and exit codes.
//!
//! `rasp [number] [options] [files]` reads the files (standard input without files or for
//! `-`), grounds and solves them, and prints answer sets as clingo does. With
//! `--mode=gringo` it prints the ground program as aspif, with `--text` as readable text;
//! with `--mode=clasp` it solves a ground program given as aspif. Exit codes are clingo's:
//! 10 satisfiable, 20 unsatisfiable (30: both, every model found), 1 or 11 interrupted, 65
//! for errors in the input, 1 for a bad command line.
//!
//! The options are parsed by clap after a small rewriting step, so that clingo's spellings
//! of options with optional values (`-V0`, `-q1,2`, `--stats=2`) keep their meaning.

use crate::aspif::{self, AtomId, GroundProgram};
use crate::check::{self, ConstDefinition};
use crate::diag::{Diagnostic, SourceMap, Span, Warning};
use crate::input::{self, Fatal, GroundInput, Input};
use crate::load;
use crate::output::{self, Format, ModelReport, Outcome, Printer, Quiet, Summary, Times};
use crate::solve::{
    ConsequenceKind, CostBound, EnumMode, Enumeration, Model, OptMode, OptStrategy, Optimization,
    Projection, SolveOptions, SolveResult, Solver,
};
use crate::symbol::SymbolTable;
use crate::syntax::{self, ast};
use clap::{CommandFactory, Parser};
use std::collections::HashSet;
use std::io::Write;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// Exit code for errors in the input (as clingo).
pub const EXIT_ERROR: i32 = 65;

/// Exit code for a bad command line (as clingo).
pub const EXIT_USAGE: i32 = 1;

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
        help_heading = "Gringo Options"
    )]
    pub consts: Vec<String>,

    /// Print plain text format
    #[arg(long, help_heading = "Gringo Options")]
    pub text: bool,

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
}

impl Args {
    /// Parses a command line (the program name first) the way clingo reads it; on a bad
    /// command line, returns clingo's message.
    pub fn parse_command_line(argv: impl IntoIterator<Item = String>) -> Result<Args, String> {
        let argv: Vec<String> = argv.into_iter().collect();
        let mut rewritten = Vec::with_capacity(argv.len());
        for (i, arg) in argv.into_iter().enumerate() {
            rewritten.push(if i == 0 { arg } else { rewrite_short(arg) });
        }
        Args::try_parse_from(rewritten).map_err(|e| usage_error(&e))
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

/// An unsigned 32-bit option value as clasp reads one: in C's notation (`0x10` hexadecimal,
/// `010` octal), and `-1` for the largest value.
fn unsigned_or_minus_one(value: &str) -> Result<u32, String> {
    let digits = value.strip_prefix('+').unwrap_or(value);
    let parsed = if value == "-1" {
        Ok(u32::MAX)
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

/// clingo's wording of a command line error.
fn usage_error(error: &clap::Error) -> String {
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
        ErrorKind::InvalidValue | ErrorKind::ValueValidation => {
            format!(
                "'{}' invalid value for: '{}'",
                context(ContextKind::InvalidValue),
                option()
            )
        }
        ErrorKind::ArgumentConflict => format!("multiple occurrences: '{}'", option()),
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

/// The line that follows a command line error.
const USAGE_INFO: &str = "*** Info : (rasp): Try '--help' for usage information\n";

/// Runs `rasp` with the process's arguments; returns the exit code.
pub fn main() -> i32 {
    if std::env::args().nth(1).as_deref() == Some("repl") {
        return crate::repl::run();
    }
    let stdout = std::io::stdout();
    let stderr = std::io::stderr();
    let (mut out, mut err) = (stdout.lock(), stderr.lock());
    let args = match Args::parse_command_line(std::env::args()) {
        Ok(args) => args,
        Err(message) => {
            let _ = err.write_all(message.as_bytes());
            return EXIT_USAGE;
        }
    };
    let interrupt = Arc::new(AtomicBool::new(false));
    let signal = Arc::new(AtomicBool::new(false));
    {
        let (interrupt, signal) = (interrupt.clone(), signal.clone());
        // Ctrl-C stops the search; the run still prints what it found.
        let _ = ctrlc::set_handler(move || {
            signal.store(true, Ordering::SeqCst);
            interrupt.store(true, Ordering::SeqCst);
        });
    }
    run(&args, &mut out, &mut err, interrupt, signal)
}

/// The settings a run derives from the command line.
struct Settings {
    /// The files to read (`-`: standard input).
    files: Vec<String>,
    /// The inputs as the header names them: clingo calls standard input `stdin` when no
    /// file was given, `-` when it was named.
    input_names: Vec<String>,
    /// `None`: not given (the default depends on the reasoning mode).
    models: Option<u64>,
    format: Format,
    verbosity: u8,
    /// `-q`, if given.
    quiet: Option<Quiet>,
    stats: bool,
    warnings: HashSet<Warning>,
    reasoning: Reasoning,
}

/// What solving computes: `--opt-mode`, `--opt-strategy`, `--enum-mode` and `--project`.
#[derive(Clone, Debug, Default)]
struct Reasoning {
    /// `None`: `--opt-mode=ignore`.
    opt_mode: Option<OptMode>,
    /// The initial bound of `--opt-mode`.
    bound: Option<Vec<i64>>,
    strategy: OptStrategy,
    /// `None`: `auto`.
    enum_mode: Option<EnumMode>,
    consequences: Option<ConsequenceKind>,
    project: Option<ProjectTarget>,
    /// `--enum-mode=domRec`, which needs a domain heuristic rasp does not have.
    dom_rec_ignored: bool,
}

/// `--project`'s target.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum ProjectTarget {
    /// `#project` atoms if there are any, else the shown ones.
    Auto,
    /// The shown atoms.
    Show,
    /// The `#project` atoms.
    Project,
}

impl Reasoning {
    fn new(args: &Args) -> Result<Reasoning, String> {
        let invalid = |value: &str, option: &str| {
            usage_message(&format!("'{value}' invalid value for: '{option}'"))
        };
        let mut reasoning = Reasoning {
            opt_mode: Some(OptMode::Optimal),
            ..Reasoning::default()
        };
        if let Some(value) = &args.opt_mode {
            let mut parts = value.split(',');
            reasoning.opt_mode = match parts.next() {
                Some("opt") => Some(OptMode::Optimal),
                Some("optN") => Some(OptMode::EnumerateOptimal),
                Some("enum") => Some(OptMode::Bounded),
                Some("ignore") => None,
                _ => return Err(invalid(value, "opt-mode")),
            };
            let bound: Vec<i64> = parts
                .map(|b| b.trim().parse::<i64>())
                .collect::<Result<_, _>>()
                .map_err(|_| invalid(value, "opt-mode"))?;
            reasoning.bound = (!bound.is_empty()).then_some(bound);
        }
        if let Some(value) = &args.opt_strategy {
            let mut parts = value.split(',');
            let (core, known): (bool, &[&str]) = match parts.next() {
                Some("bb") => (false, &["lin", "hier", "inc", "dec"]),
                Some("usc") => (
                    true,
                    &[
                        "oll", "one", "k", "pmres", "disjoint", "succinct", "stratify",
                    ],
                ),
                _ => return Err(invalid(value, "opt-strategy")),
            };
            // The tactics choose variants of the strategy; rasp implements `stratify` (also
            // bit 4 of a mask) and runs OLL for the others.
            let tactics: Vec<&str> = parts.collect();
            if !tactics
                .iter()
                .all(|p| known.contains(p) || p.parse::<u32>().is_ok())
            {
                return Err(invalid(value, "opt-strategy"));
            }
            let stratify = tactics
                .iter()
                .any(|&p| p == "stratify" || p.parse::<u32>().is_ok_and(|m| m & 4 != 0));
            reasoning.strategy = if core {
                OptStrategy::CoreGuided { stratify }
            } else {
                OptStrategy::BranchAndBound
            };
        }
        if let Some(value) = &args.enum_mode {
            match value.as_str() {
                "auto" => {}
                "bt" => reasoning.enum_mode = Some(EnumMode::Backtrack),
                "record" => reasoning.enum_mode = Some(EnumMode::Record),
                // Without a domain heuristic clasp ignores it (with a warning).
                "domRec" => reasoning.dom_rec_ignored = true,
                "brave" => reasoning.consequences = Some(ConsequenceKind::Brave),
                "cautious" => reasoning.consequences = Some(ConsequenceKind::Cautious),
                _ => return Err(invalid(value, "enum-mode")),
            }
        }
        if let Some(value) = &args.project {
            let mut parts = value.split(',');
            reasoning.project = match parts.next() {
                Some("auto" | "") => Some(ProjectTarget::Auto),
                Some("show") => Some(ProjectTarget::Show),
                Some("project") => Some(ProjectTarget::Project),
                Some("no") if value == "no" => None,
                _ => return Err(invalid(value, "project")),
            };
            if !parts.all(|p| p.parse::<u8>().is_ok_and(|n| n <= 3)) {
                return Err(invalid(value, "project"));
            }
        }
        Ok(reasoning)
    }
}

impl Settings {
    fn new(args: &Args) -> Result<Settings, String> {
        let mut files = Vec::new();
        // A number among the inputs is the number of models, given at most once.
        let mut number = args.models;
        for input in &args.inputs {
            match input.parse::<u64>() {
                Ok(_) if number.is_some() => {
                    return Err(usage_message("multiple occurrences: 'models'"));
                }
                Ok(n) => number = Some(i64::try_from(n).unwrap_or(i64::MAX)),
                Err(_) => files.push(input.clone()),
            }
        }
        let input_names = if files.is_empty() {
            files.push("-".to_string());
            vec!["stdin".to_string()]
        } else {
            files.clone()
        };
        // clasp reads any other number as the default, text.
        let format = match args.outf.unwrap_or(0) {
            1 => Format::Competition,
            2 => Format::Json,
            3 => Format::None,
            _ => Format::Text,
        };
        let quiet = match &args.quiet {
            None => None,
            Some(levels) => {
                // clasp compares the levels with 0 (all) and 1 (best): below 0 is 0, above 2
                // is 2.
                let levels: Vec<u8> = levels
                    .split(',')
                    .map(|l| l.trim().parse::<i32>().ok().map(|l| l.clamp(0, 2) as u8))
                    .collect::<Option<Vec<u8>>>()
                    .filter(|levels| levels.len() <= 3)
                    .ok_or_else(|| {
                        usage_message(&format!("'{levels}' invalid value for: 'quiet'"))
                    })?;
                let models = levels.first().copied().unwrap_or(2);
                Some(Quiet {
                    models,
                    costs: levels.get(1).copied().unwrap_or(models),
                })
            }
        };
        let stats = match args.stats.as_deref() {
            None => false,
            // `<level>[,<solver level>]`, each a number (the level at most 3).
            Some(value) => {
                let levels: Option<Vec<u8>> = value.split(',').map(|l| l.parse().ok()).collect();
                match levels.as_deref() {
                    Some([level] | [level, _]) if *level <= 3 => *level > 0,
                    _ => {
                        let message = format!("'{value}' invalid value for: 'stats'");
                        return Err(usage_message(&message));
                    }
                }
            }
        };
        let mut warnings: HashSet<Warning> = Warning::ALL.into_iter().collect();
        for spec in &args.warn {
            match spec.as_str() {
                "none" => warnings.clear(),
                "all" => warnings.extend(Warning::ALL),
                other => {
                    let (enable, name) = match other.strip_prefix("no-") {
                        Some(name) => (false, name),
                        None => (true, other),
                    };
                    let class = Warning::ALL
                        .into_iter()
                        .find(|w| w.name() == name)
                        .ok_or_else(|| {
                            usage_message(&format!("'{spec}' invalid value for: 'warn'"))
                        })?;
                    if enable {
                        warnings.insert(class);
                    } else {
                        warnings.remove(&class);
                    }
                }
            }
        }
        Ok(Settings {
            files,
            input_names,
            // A negative number asks for the default.
            models: number.and_then(|n| u64::try_from(n).ok()),
            reasoning: Reasoning::new(args)?,
            format,
            verbosity: args.verbose.unwrap_or(1).clamp(0, u8::MAX.into()) as u8,
            quiet,
            stats,
            warnings,
        })
    }
}

/// clingo's report of a bad command line.
fn usage_message(message: &str) -> String {
    format!("*** ERROR: (rasp): In context '<rasp>': {message}\n{USAGE_INFO}")
}

/// Parses `-c name=value` definitions; each is a source file `<name=value>` for messages. A
/// definition that does not parse is a syntax error there, as in clingo.
fn const_definitions(
    args: &Args,
    sources: &mut SourceMap,
) -> Result<Vec<ConstDefinition>, Vec<Diagnostic>> {
    const PREFIX: &str = "#const ";
    let mut out = Vec::new();
    for definition in &args.consts {
        let file = sources.add(format!("<{definition}>"), definition.clone());
        let span = Span::new(file, 0, definition.len());
        let text = format!("{PREFIX}{definition}.");
        let mut scratch = SourceMap::new();
        let scratch_file = scratch.add("<cmd>", text.clone());
        // The parser's places, moved from the statement to the definition.
        let place = |s: Span| {
            let start = (s.start as usize).saturating_sub(PREFIX.len());
            let end = (s.end as usize).saturating_sub(PREFIX.len());
            let start = start.min(definition.len());
            Span::new(file, start, end.clamp(start, definition.len()))
        };
        let program = syntax::parse(&text, scratch_file).map_err(|errors| {
            (errors.into_iter())
                .map(|mut e| {
                    e.span = e.span.map(place);
                    e
                })
                .collect::<Vec<_>>()
        })?;
        match program.statements.as_slice() {
            [
                ast::Statement {
                    kind: ast::StatementKind::Const { name, value, .. },
                    ..
                },
            ] => out.push(ConstDefinition {
                name: name.clone(),
                value: value.clone(),
                span,
            }),
            _ => return Err(vec![Diagnostic::error(span, "syntax error")]),
        }
    }
    Ok(out)
}

/// Processor time of this process so far, in seconds (wall-clock time where unknown).
fn cpu_time(start: Instant) -> f64 {
    let from_proc = std::fs::read_to_string("/proc/self/stat")
        .ok()
        .and_then(|stat| {
            // Fields after the command name (which is in parentheses): utime and stime are the
            // 12th and 13th of them, in clock ticks (100 per second on Linux).
            let rest = &stat[stat.rfind(')')? + 2..];
            let fields: Vec<&str> = rest.split(' ').collect();
            let ticks: f64 =
                fields.get(11)?.parse::<f64>().ok()? + fields.get(12)?.parse::<f64>().ok()?;
            Some(ticks / 100.0)
        });
    from_proc.unwrap_or_else(|| start.elapsed().as_secs_f64())
}

/// Runs with explicit output streams and interrupt flags (`signal` tells a Ctrl-C from the
/// time limit); returns the exit code.
pub fn run(
    args: &Args,
    out: &mut dyn Write,
    err: &mut dyn Write,
    interrupt: Arc<AtomicBool>,
    signal: Arc<AtomicBool>,
) -> i32 {
    let start = Instant::now();
    if args.help.is_some() {
        let help = Args::command().render_help().to_string();
        let _ = writeln!(out, "{}", output::version_line());
        let _ = out.write_all(help.as_bytes());
        return 0;
    }
    if args.version {
        let _ = writeln!(out, "{}", output::version_line());
        let _ = writeln!(out, "License: MIT");
        return 0;
    }
    let settings = match Settings::new(args) {
        Ok(settings) => settings,
        Err(message) => {
            let _ = err.write_all(message.as_bytes());
            return EXIT_USAGE;
        }
    };
    let mut sources = SourceMap::new();
    let report = |diagnostics: &[Diagnostic], sources: &SourceMap, err: &mut dyn Write| {
        for d in diagnostics {
            if d.class.is_none_or(|c| settings.warnings.contains(&c)) {
                let _ = err.write_all(d.render(sources).as_bytes());
            }
        }
    };
    let consts = const_definitions(args, &mut sources);
    let reading = input::Reading {
        clasp: args.mode == Mode::Clasp,
        text: args.text,
    };
    let input = match input::read(&settings.files, reading, &mut sources) {
        Ok(input) => input,
        Err(fatal) => {
            let (message, code) = match &fatal {
                Fatal::Options(message) | Fatal::Format(message) => (message, EXIT_FATAL),
                Fatal::NotAProgram(message) => (message, EXIT_ERROR),
            };
            let _ = writeln!(err, "*** ERROR: (rasp): {message}");
            if matches!(fatal, Fatal::Format(_)) {
                let _ = err.write_all(USAGE_INFO.as_bytes());
            }
            return code;
        }
    };
    let sat = matches!(input, Input::Ground { sat: true, .. });
    let solving = args.mode != Mode::Gringo && !args.text;
    let mut printer = if solving {
        output::printer(
            settings.format,
            settings.verbosity,
            settings.quiet,
            sat,
            out,
        )
    } else {
        Box::new(output::NoPrinter)
    };
    printer.header(&settings.input_names);
    // An error before solving: clingo's message, and the summary of a run that found nothing.
    let fail = |printer: &mut Box<dyn Printer + '_>, err: &mut dyn Write, what: &str| {
        let _ = writeln!(err, "*** ERROR: (rasp): {what}");
        printer.summary(&unknown_summary(start));
        EXIT_ERROR
    };
    let consts = match consts {
        Ok(consts) => consts,
        Err(errors) => {
            report(&errors, &sources, err);
            return fail(&mut printer, err, "parsing failed");
        }
    };
    let ground = match input {
        Input::Ground {
            program, warnings, ..
        } => {
            report(&warnings, &sources, err);
            match program {
                Ok(ground) => ground,
                Err(message) => return fail(&mut printer, err, &message),
            }
        }
        Input::Unreadable(errors) => {
            report(&errors, &sources, err);
            return fail(&mut printer, err, "parsing failed");
        }
        Input::Program(files) => {
            let mut report = |d: &[Diagnostic], s: &SourceMap| report(d, s, &mut *err);
            match ground_files(&files, &consts, args.text, &mut sources, &mut report) {
                Grounding::Program(ground) => ground,
                Grounding::Failed(what) => return fail(&mut printer, err, what),
                Grounding::Text(text) => {
                    drop(printer);
                    let _ = out.write_all(text.as_bytes());
                    return 0;
                }
            }
        }
    };
    if args.mode == Mode::Gringo {
        drop(printer);
        let mut buffered = std::io::BufWriter::new(&mut *out);
        let _ =
            aspif::write::write_to(&ground.program, &mut buffered).and_then(|()| buffered.flush());
        return 0;
    }
    if let Some(limit) = args.time_limit.filter(|&l| l > 0) {
        let interrupt = interrupt.clone();
        std::thread::spawn(move || {
            std::thread::sleep(Duration::from_secs(limit.into()));
            interrupt.store(true, Ordering::SeqCst);
        });
    }
    let solve_options = SolveOptions {
        seed: args.seed.map_or(0, u64::from),
        interrupt: Some(interrupt),
        ..SolveOptions::default()
    };
    let result = solve(
        &ground,
        &solve_options,
        &settings,
        start,
        &mut *printer,
        err,
    );
    match result {
        Ok((summary, code)) => {
            let interrupted = signal.load(Ordering::SeqCst);
            let mut summary = summary;
            if summary.time_limit && interrupted {
                summary.time_limit = false;
                summary.interrupted = true;
                let _ = writeln!(err, "*** Info : (rasp): INTERRUPTED by signal!");
            }
            printer.summary(&summary);
            code
        }
        Err(message) => fail(&mut printer, err, &message),
    }
}

/// Exit code for a failure before reading the input (as clingo: a bad combination of
/// options, input in no format it knows).
pub const EXIT_FATAL: i32 = 128;

/// What grounding a logic program gave.
enum Grounding {
    /// The ground program.
    Program(Box<GroundInput>),
    /// The ground program as text (`--text`).
    Text(String),
    /// Errors (reported); clingo's last message.
    Failed(&'static str),
}

/// Parses, checks and grounds the files (read into `sources`), reporting messages as they
/// come.
fn ground_files(
    files: &[(String, crate::diag::FileId)],
    consts: &[ConstDefinition],
    text: bool,
    sources: &mut SourceMap,
    report: &mut dyn FnMut(&[Diagnostic], &SourceMap),
) -> Grounding {
    let loaded = match load::load_read(files, sources) {
        Ok(loaded) => loaded,
        Err(errors) => {
            report(&errors, sources);
            return Grounding::Failed("parsing failed");
        }
    };
    report(&loaded.warnings, sources);
    let mut symbols = SymbolTable::new();
    let (program, infos) = match check::check(loaded.statements, consts, &mut symbols) {
        Ok(checked) => checked,
        Err(errors) => {
            report(&errors, sources);
            return Grounding::Failed("grounding stopped because of errors");
        }
    };
    report(&infos, sources);
    let options = crate::ground::GroundOptions {
        atom_names: text,
        ..Default::default()
    };
    let grounded = crate::ground::ground(&program, &mut symbols, options);
    drop(program);
    report(&grounded.diagnostics, sources);
    if !grounded.errors.is_empty() {
        report(&grounded.errors, sources);
        return Grounding::Failed("grounding stopped because of errors");
    }
    if text {
        return Grounding::Text(crate::ground::surface::write(&grounded, &symbols));
    }
    Grounding::Program(Box::new(GroundInput {
        program: grounded.program,
        sat_variables: None,
    }))
}

/// The summary of a run that stopped before solving.
fn unknown_summary(start: Instant) -> Summary {
    Summary {
        outcome: Outcome::Unknown,
        models: 0,
        more: true,
        optimum: None,
        optimal: None,
        costs: None,
        consequences: None,
        bounds: None,
        time_limit: false,
        interrupted: false,
        times: Times {
            total: start.elapsed().as_secs_f64(),
            cpu: cpu_time(start),
            ..Times::default()
        },
        statistics: None,
    }
}

/// What a solving run found, for the summary.
#[derive(Default)]
struct Found {
    /// Models reported.
    models: u64,
    /// Time of the first and of the last model, since solving started.
    first_model: Option<Duration>,
    last_model: Duration,
}

impl Found {
    /// Notes a model found now.
    fn model(&mut self, solve_start: Instant) {
        self.models += 1;
        self.last_model = solve_start.elapsed();
        self.first_model.get_or_insert(self.last_model);
    }
}

/// clasp's warnings about the reasoning mode (`mode`: the optimization mode if there is
/// something to optimize), in its order; none for a program refuted before the search.
fn mode_warnings(
    solver: &mut Solver,
    reasoning: &Reasoning,
    mode: Option<OptMode>,
    limit: u64,
    enumeration: &Enumeration,
) -> Vec<&'static str> {
    if !solver.consistent_at_root() {
        return Vec::new();
    }
    let consequences = reasoning.consequences.is_some();
    let optimal = mode == Some(OptMode::Optimal);
    let projection = enumeration.projection.as_ref();
    [
        (
            mode == Some(OptMode::Bounded) && reasoning.bound.is_none(),
            "opt-mode=enum: No bound given, optimize statement ignored.",
        ),
        (
            optimal && consequences,
            "Optimization: Consequences may depend on enumeration order.",
        ),
        (
            optimal
                && !consequences
                && projection.is_some_and(|p| !solver.projection_covers_objective(p)),
            "Projection: Optimization may depend on enumeration order.",
        ),
        (
            optimal && limit != 0,
            "#models not 0: optimality of last model not guaranteed.",
        ),
        (
            // With optN the models are reported as optimal ones, not as consequences.
            consequences && mode != Some(OptMode::EnumerateOptimal) && limit != 0,
            "#models not 0: last model may not cover consequences.",
        ),
    ]
    .into_iter()
    .filter_map(|(applies, text)| applies.then_some(text))
    .collect()
}

/// A run of brave or cautious reasoning (`--enum-mode=brave|cautious`).
struct ConsequenceRun<'a, 'p> {
    solver: &'a mut Solver,
    program: &'p GroundProgram,
    /// The outputs, or projection atoms.
    over: Projection,
    /// The number of models to compute (0: all).
    limit: u64,
    /// The start of the run and of solving.
    clock: (Instant, Instant),
    found: &'a mut Found,
    printer: &'a mut dyn Printer,
}

impl ConsequenceRun<'_, '_> {
    /// Computes the consequences as clasp does under the optimization mode of `optimize`
    /// (`None`: no minimize statements, or `--opt-mode=ignore`): over all models (`enum`
    /// without a bound), the models within the bound (`enum`), the optimal ones after an
    /// optimization phase whose models are reported first (`optN`), or models of decreasing
    /// cost (`opt`). Fills in the summary's consequences and costs; returns how the search
    /// ended.
    fn solve(
        &mut self,
        kind: ConsequenceKind,
        optimize: Option<&Optimization>,
        summary: &mut Summary,
    ) -> SolveResult {
        let mode = optimize.map(|how| how.mode);
        let mut phase_one = None;
        let bound = match optimize {
            None => CostBound::Unbounded,
            Some(how) => match how.mode {
                OptMode::Bounded => how
                    .bound
                    .clone()
                    .map_or(CostBound::Unbounded, CostBound::AtMost),
                OptMode::Optimal => CostBound::Decreasing {
                    from: how.bound.clone(),
                },
                OptMode::EnumerateOptimal => {
                    let result = self.optimal(how);
                    let best = result.best.clone().filter(|_| result.proven);
                    phase_one = Some(result);
                    match best {
                        Some(best) => CostBound::AtMost(best),
                        None => return phase_one.expect("set").result,
                    }
                }
            },
        };
        let (start, solve_start) = self.clock;
        let (result, last) =
            self.solver
                .bounded_consequences(kind, &bound, &self.over, &mut |step| {
                    self.found.model(solve_start);
                    let atoms = step.shown(self.program);
                    self.printer.model(ModelReport {
                        costs: mode.is_some().then(|| step.costs.clone()),
                        consequences: Some((step.definite, step.open)),
                        ..ModelReport::new(step.number, start.elapsed().as_secs_f64(), atoms)
                    });
                    // With optN the limit counts the optimal models.
                    self.limit == 0 || step.number < self.limit
                });
        let Some(last) = last else {
            return result;
        };
        summary.consequences = Some(output::ConsequenceSummary {
            brave: kind == ConsequenceKind::Brave,
            definite: last.definite,
            open: last.open,
            complete: last.complete,
        });
        let Some(mode) = mode else {
            return result;
        };
        let proven = phase_one.as_ref().map_or(last.complete, |r| r.proven);
        summary.optimum = Some(proven);
        if mode != OptMode::Bounded {
            summary.costs = Some(last.costs.clone());
            summary.optimal = Some(match mode {
                OptMode::EnumerateOptimal => last.number,
                _ => u64::from(proven),
            });
        }
        if proven {
            summary.outcome = Outcome::OptimumFound;
        }
        match (result, phase_one) {
            (SolveResult::Satisfiable { exhausted, .. }, Some(_)) => SolveResult::Satisfiable {
                models: self.found.models,
                exhausted,
            },
            (result, _) => result,
        }
    }

    /// The optimization phase of `optN`: finds an optimal model, reporting the models on the
    /// way (with their costs, without consequences).
    fn optimal(&mut self, how: &Optimization) -> crate::solve::OptimizeResult {
        let (start, solve_start) = self.clock;
        let how = Optimization {
            mode: OptMode::Optimal,
            ..how.clone()
        };
        self.solver.optimize(&how, &mut |model| {
            self.found.model(solve_start);
            let atoms = model.shown(self.program);
            self.printer.model(ModelReport {
                costs: Some(model.costs.clone()),
                ..ModelReport::new(model.number, start.elapsed().as_secs_f64(), atoms)
            });
            true
        })
    }
}

/// Solves as the reasoning settings say, reporting each model to `printer`; returns the
/// summary and the exit code.
fn solve(
    ground: &GroundInput,
    options: &SolveOptions,
    settings: &Settings,
    start: Instant,
    printer: &mut dyn Printer,
    err: &mut dyn Write,
) -> Result<(Summary, i32), String> {
    let program = &ground.program;
    let solve_start = Instant::now();
    let mut solver = Solver::new(program, options).map_err(|e| e.to_string())?;
    let reasoning = &settings.reasoning;
    let optimizing = !program.minimize.is_empty() && reasoning.opt_mode.is_some();
    if optimizing {
        solver.check_objective().map_err(|e| e.to_string())?;
    }
    printer.solving(output::Phases {
        reading: (solve_start - start).as_secs_f64(),
        preprocessing: solve_start.elapsed().as_secs_f64(),
    });
    let projection = reasoning.project.map(|target| match target {
        ProjectTarget::Show => Projection::Shown,
        ProjectTarget::Project => Projection::Atoms(program.projection.clone().unwrap_or_default()),
        ProjectTarget::Auto => Projection::auto(program),
    });
    // `auto` is backtracking, as in clasp for the enumerations that follow or replace an
    // optimization (optN, enum); its choice of `record` for plain `opt` concerns no
    // enumeration here.
    let enumeration = Enumeration {
        mode: reasoning.enum_mode.unwrap_or(EnumMode::Backtrack),
        projection,
    };
    let mut found = Found::default();
    let warn = |err: &mut dyn Write, text: &str| {
        let _ = writeln!(err, "*** Warn : (rasp): {text}");
    };
    let report = |model: &Model, costs: Option<Vec<i64>>| {
        let time = start.elapsed().as_secs_f64();
        let values = match ground.sat_variables {
            // clasp shows every variable, negative when it is false.
            Some(n) => ModelReport {
                atoms: (1..=n)
                    .map(|v| match model.is_true(AtomId(v)) {
                        true => v.to_string(),
                        false => format!("-{v}"),
                    })
                    .collect(),
                ..ModelReport::new(model.number, time, Vec::new())
            },
            None => ModelReport::new(model.number, time, model.shown(program)),
        };
        ModelReport {
            costs,
            best: model.optimal,
            ..values
        }
    };
    let mut summary = Summary {
        outcome: Outcome::Unknown,
        models: 0,
        more: true,
        optimum: None,
        optimal: None,
        costs: None,
        consequences: None,
        bounds: None,
        time_limit: false,
        interrupted: false,
        times: Times::default(),
        statistics: None,
    };
    if reasoning.dom_rec_ignored {
        warn(
            err,
            "Reasoning mode requires domain heuristic and is ignored.",
        );
    }
    let mode = reasoning.opt_mode.filter(|_| optimizing);
    let limit = settings.models.unwrap_or(0);
    for text in mode_warnings(&mut solver, reasoning, mode, limit, &enumeration) {
        warn(err, text);
    }
    let result = if let Some(kind) = reasoning.consequences {
        let how = Optimization {
            mode: mode.unwrap_or_default(),
            strategy: reasoning.strategy,
            bound: reasoning.bound.clone(),
            enumeration,
        };
        // As clasp, over the `#project` atoms if the program has some (unless
        // `--project=show`).
        let over = match reasoning.project {
            Some(ProjectTarget::Show) => Projection::Shown,
            Some(ProjectTarget::Project) => {
                Projection::Atoms(program.projection.clone().unwrap_or_default())
            }
            _ => Projection::auto(program),
        };
        let mut run = ConsequenceRun {
            solver: &mut solver,
            program,
            over,
            limit: settings.models.unwrap_or(0),
            clock: (start, solve_start),
            found: &mut found,
            printer,
        };
        run.solve(kind, optimizing.then_some(&how), &mut summary)
    } else if optimizing {
        let mode = mode.unwrap_or_default();
        let limit = settings.models.unwrap_or(match mode {
            OptMode::Bounded => 1,
            _ => 0,
        });
        let how = Optimization {
            mode,
            strategy: reasoning.strategy,
            bound: reasoning.bound.clone(),
            enumeration,
        };
        // The limit counts the models of the enumeration phase (optN, enum) or all (opt).
        let mut counted = 0;
        let result = solver.optimize(&how, &mut |model| {
            found.model(solve_start);
            printer.model(report(model, Some(model.costs.clone())));
            if mode == OptMode::Optimal || model.optimal || mode == OptMode::Bounded {
                counted += 1;
            }
            limit == 0 || counted < limit
        });
        summary.optimum = Some(result.proven);
        if mode != OptMode::Bounded {
            summary.costs = result.best.clone();
            summary.optimal = Some(match (mode, result.proven) {
                (_, false) => 0,
                (OptMode::EnumerateOptimal, true) => result.enumerated,
                _ => 1,
            });
            if !result.proven && !result.lower_bound.is_empty() {
                summary.bounds = Some((
                    result.lower_bound.clone(),
                    result.best.clone().unwrap_or_default(),
                ));
            }
        }
        if result.proven && matches!(result.result, SolveResult::Satisfiable { .. }) {
            summary.outcome = Outcome::OptimumFound;
        }
        result.result
    } else {
        let limit = settings.models.unwrap_or(1);
        solver.enumerate(&enumeration, &[], &mut |model| {
            found.model(solve_start);
            printer.model(report(model, None));
            limit == 0 || found.models < limit
        })
    };
    let solve_time = solve_start.elapsed();
    let (outcome, more, interrupted) = match result {
        SolveResult::Unsatisfiable => (Outcome::Unsatisfiable, false, false),
        SolveResult::Satisfiable { exhausted, .. } => (Outcome::Satisfiable, !exhausted, false),
        SolveResult::Interrupted { models } => {
            let outcome = if models > 0 {
                Outcome::Satisfiable
            } else {
                Outcome::Unknown
            };
            (outcome, true, true)
        }
    };
    if summary.outcome != Outcome::OptimumFound {
        summary.outcome = outcome;
    }
    if outcome != Outcome::Satisfiable {
        // clingo prints what it knows about costs and consequences only for a model.
        summary.optimum = None;
        summary.optimal = None;
        summary.costs = None;
        summary.consequences = None;
        summary.bounds = summary.bounds.filter(|_| interrupted);
    }
    let exhausted = !more;
    summary.statistics = settings.stats.then(|| {
        let s = solver.stats();
        output::Statistics {
            choices: s.choices,
            conflicts: s.conflicts,
            restarts: s.restarts,
            lemmas: s.learnt + s.loop_nogoods,
            deleted: s.deleted,
            rules: program.rules.len() as u64,
            atoms: program.atom_count as u64,
            tight: s.loop_atoms == 0,
            variables: s.variables,
            constraints: s.clauses + s.weight_constraints,
        }
    });
    summary.models = found.models;
    summary.more = more;
    summary.time_limit = interrupted;
    summary.times = Times {
        total: start.elapsed().as_secs_f64(),
        solve: solve_time.as_secs_f64(),
        first_model: found.first_model.map_or(0.0, |t| t.as_secs_f64()),
        unsat: if exhausted {
            (solve_time - found.last_model).as_secs_f64()
        } else {
            0.0
        },
        cpu: cpu_time(start),
    };
    Ok((summary, result.exit_code()))
}
