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

mod app;
mod args;
mod clasp_value;
mod configuration;
mod explain;
mod ground_input;
mod heuristic;
mod incmode;
mod lemma_args;
mod output_args;
mod parallel;
mod pre;
mod python;
mod search;
mod search_args;
mod settings;
mod solving;
mod status;

pub use app::{App, CallEnd, RunEnd, control_options};
pub use args::{Args, Mode, OutputFormat, separate_value};

use crate::aspif;
use crate::aspif::reify::Reify;
use crate::diag::{Diagnostic, SourceMap};
use crate::engine::Engine;
use crate::input::{self, Fatal, Input};
use crate::output::{self, Outcome, Printer, Summary, Times};
use crate::solve::SolveOptions;
use args::USAGE_INFO;
use clap::CommandFactory;
use ground_input::ground_input;
use settings::Settings;
use solving::solve;
use std::io::Write;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// Exit code for errors in the input (as clingo).
pub const EXIT_ERROR: i32 = 65;

/// Exit code for a bad command line (as clingo).
pub const EXIT_USAGE: i32 = 1;

/// Exit code of a run stopped by the time limit or a signal before it found a model.
pub const EXIT_INTERRUPTED: i32 = 1;

/// Runs `rasp` with the process's arguments; returns the exit code.
pub fn main() -> i32 {
    if std::env::args().nth(1).as_deref() == Some("repl") {
        let args: Vec<String> = std::env::args().skip(2).collect();
        return crate::repl::run(&args);
    }
    let stdout = std::io::stdout();
    // Standard error is not locked for the run: the status line's thread writes there too.
    let (mut out, mut err) = (stdout.lock(), std::io::stderr());
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
    let mut engine = Engine::new();
    let code = run_in(
        &args,
        (&mut out, &mut err),
        (interrupt, signal),
        &mut engine,
    );
    // The process exits now, and its memory with it: not dropping the engine saves a walk
    // over every vector of the program and the solver (2.5% of the instructions of a run on
    // a 49x49 Sudoku, 3.3% on a quasigroup of order 40).
    std::mem::forget(engine);
    code
}

/// Processor time of this process so far, in seconds (wall-clock time since `start` where
/// the system does not tell).
fn cpu_time(start: Instant) -> f64 {
    cpu_time::ProcessTime::try_now()
        .map_or_else(|_| start.elapsed(), |t| t.as_duration())
        .as_secs_f64()
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
    run_in(args, (out, err), (interrupt, signal), &mut Engine::new())
}

/// [`run`] on `engine` (new).
fn run_in(
    args: &Args,
    (out, err): (&mut dyn Write, &mut dyn Write),
    flags: (Arc<AtomicBool>, Arc<AtomicBool>),
    engine: &mut Engine,
) -> i32 {
    match status::StatusLine::for_run(args.progress) {
        Some(status) => {
            let (mut out, mut err) = (status.erasing(out), status.erasing(err));
            run_with(args, (&mut out, &mut err), flags, Some(&status), engine)
        }
        None => run_with(args, (out, err), flags, None, engine),
    }
}

/// [`run`], with the status line, if one is shown, erased before each write to `out` and
/// `err`.
fn run_with(
    args: &Args,
    (out, err): (&mut dyn Write, &mut dyn Write),
    (interrupt, signal): (Arc<AtomicBool>, Arc<AtomicBool>),
    status: Option<&status::StatusLine>,
    engine: &mut Engine,
) -> i32 {
    let start = Instant::now();
    if args.help.is_some() || args.version {
        return help_or_version(args, out);
    }
    if args.print_portfolio {
        let _ = out.write_all(configuration::print_portfolio().as_bytes());
        return 0;
    }
    let settings = match Settings::new(args) {
        Ok(settings) => settings,
        Err(message) => {
            let _ = err.write_all(message.as_bytes());
            return EXIT_USAGE;
        }
    };
    // clingo checks the solver's options, and warns, in every mode.
    for text in &settings.heuristic.warnings {
        let _ = writeln!(err, "*** Warn : (rasp): {text}");
    }
    let ground_output = match args.ground_output() {
        Ok(Some(OutputFormat::Smodels)) => {
            let message = "the smodels output format is not supported by rasp";
            return fatal_input(&Fatal::Options(message.into()), err);
        }
        Ok(format) => format,
        Err(message) => return fatal_input(&Fatal::Options(message), err),
    };
    let reading = input::Reading {
        clasp: args.mode == Mode::Clasp,
        text: ground_output == Some(OutputFormat::Text),
        output: args.output.is_some(),
        maxsat: args.parse_maxsat,
        extensions: args.parse_ext,
    };
    // clasp checks the inputs after the first with the options (the first is reported when
    // it is read; with `--mode=clasp` only the first is read).
    if let Err(fatal) = args.lemmas.check(&settings.files) {
        return fatal_input(&fatal, err);
    }
    let mut later = settings.files.iter().skip(1).filter(|_| !reading.clasp);
    if let Some(path) = later.find(|path| *path != "-" && std::fs::File::open(path).is_err()) {
        let message = format!("'{path}': could not open input file!");
        return fatal_input(&Fatal::Usage(message), err);
    }
    // Closed (its aspif ended) however the run ends.
    let lemma_log = match args.lemmas.open_log() {
        Ok(log) => lemma_args::OpenLog(log),
        Err(message) => {
            let _ = writeln!(err, "*** ERROR: (rasp): {message}");
            return EXIT_USAGE;
        }
    };
    let input = match input::read(&settings.files, reading, engine.sources_mut()) {
        Ok(input) => input,
        Err(fatal) => return fatal_input(&fatal, err),
    };
    // A program with scripts runs in the Python module, if it is installed.
    if let Input::Program(files) = &input
        && ground_output.is_none()
        && python::has_script(files, engine.sources())
    {
        let stdin = (files.iter().find(|(path, _)| path == "-"))
            .map(|(_, file)| engine.sources().file(*file).text.as_str());
        if let Some(code) = python::run(args, stdin, out, err) {
            return code;
        }
    }
    let sat = matches!(input, Input::Ground { sat: true, .. });
    // `--pre` prints the program instead of solving it (`--text` and `--mode=gringo` win).
    let pre = args.extra.pre.filter(|_| ground_output.is_none());
    if pre.is_some() && sat {
        let message = "Option '--pre' only supported for ASP!";
        return fatal_input(&Fatal::Usage(message.into()), err);
    }
    let debug = (args.extra.output_debug).filter(|_| matches!(input, Input::Program(_)));
    let debug = debug.filter(|&d| d != output_args::OutputDebug::None);
    let mut printer = printer(
        ground_output.is_some() || pre.is_some(),
        &settings,
        sat,
        out,
    );
    printer.header(&output::version_line(), &settings.input_names);
    // After the header, before grounding's messages, as clingo gives it.
    if let Some(text) = parallel::oversubscription(settings.threads) {
        let _ = writeln!(err, "*** Warn : (rasp): {text}");
    }
    start_time_limit(args.time_limit, &interrupt);
    let stop = Stop {
        start,
        signal: &signal,
    };
    let mut explaining = (args.explain.as_deref()).map(|option| {
        let files = match &input {
            Input::Program(files) => files.clone(),
            _ => Vec::new(),
        };
        explain::Explaining::new(option, files, &args.consts)
    });
    let explain_answers = explaining.as_ref().is_some_and(|e| e.needs_answers());
    let options = crate::ground::GroundOptions {
        atom_names: ground_output == Some(OutputFormat::Text) || explain_answers || debug.is_some(),
        interrupt: Some(&interrupt),
        rewrite_minimize: args.rewrite_minimize,
        preserve_facts: args.extra.preserve_facts.unwrap_or_default(),
        ..Default::default()
    };
    let mut report = |d: &[Diagnostic], s: &SourceMap| report(&settings, d, s, &mut *err);
    let (sat_variables, steps) = match ground_input(engine, input, args, options, &mut report) {
        Ok(read) => read,
        Err(Grounding::Failed(what)) => return stop.failed(&mut *printer, err, &what),
        Err(Grounding::Interrupted) => return stop.grounding_interrupted(&mut *printer, err),
    };
    if let Some(debug) = debug.filter(|_| !engine.incmode()) {
        let text_output = ground_output == Some(OutputFormat::Text);
        pre::debug(engine, debug, text_output, err);
    }
    if let Some(format) = pre {
        drop(printer);
        let (pre_options, io) = ((options, &settings), (out, err));
        return pre::print(engine, pre_options, (format, steps), io, &stop);
    }
    if engine.incmode()
        && let Some(format) = ground_output
    {
        drop(printer);
        let format = (format, args.reify_sccs, args.reify_steps);
        let written = incmode::write(engine, options, &settings, format, out, err);
        let mut printer = output::NoPrinter;
        return match written {
            Ok(()) => 0,
            Err(Grounding::Failed(what)) => stop.failed(&mut printer, err, &what),
            Err(Grounding::Interrupted) => stop.grounding_interrupted(&mut printer, err),
        };
    }
    if let Some(format) = ground_output {
        drop(printer);
        if format == OutputFormat::Text {
            let text = engine.text().expect("grounded with atom names");
            let _ = out.write_all(text.as_bytes());
            return 0;
        }
        let mut buffered = std::io::BufWriter::new(&mut *out);
        let _ = match format {
            OutputFormat::Reify => {
                let mut reify = Reify::new(&mut buffered, args.reify_sccs, args.reify_steps);
                aspif::write::program_to(engine.program(), &mut reify)
            }
            _ => aspif::write::write_to(engine.program(), &mut buffered),
        };
        let _ = buffered.flush();
        return 0;
    }
    let mut solve_options = solve_options(args, &settings, sat_variables.is_some());
    solve_options.interrupt = Some(interrupt.clone());
    if let Some(log) = &lemma_log.0 {
        log.start_step(engine.incmode() || !steps.is_empty());
        solve_options.lemma_log = Some(log.clone());
    }
    solve_options.live = status.map(status::StatusLine::live);
    if let Some(preprocessing) = &mut solve_options.sat_prepro {
        preprocessing.extend_models = settings.single_models(engine.program());
        // Each thread of `-t` preprocesses its own copy: without a time limit they all
        // eliminate the same variables, so the clauses they share mean the same.
        if settings.threads > 1 {
            preprocessing.seconds = 0;
        }
    }
    let phase = |phase| {
        if let Some(status) = status {
            status.phase(phase);
        }
    };
    if !steps.is_empty() {
        phase(status::Phase::Solving);
        let solved = incmode::run_ground(
            &mut *engine,
            steps,
            &solve_options,
            &settings,
            start,
            &mut *printer,
            err,
        );
        return match solved {
            Ok((mut summary, code)) => {
                if summary.time_limit {
                    stop.interrupted(&mut summary, err);
                }
                printer.summary(&summary);
                code
            }
            Err(message) => stop.failed(&mut *printer, err, &message),
        };
    }
    if engine.incmode() {
        // Every step may add rules for atoms of earlier steps: no SAT preprocessing (the
        // equivalences are merged step by step, see `solve/grow.rs`).
        let solve_options = SolveOptions {
            sat_prepro: None,
            ..solve_options
        };
        let options = (options, &solve_options);
        phase(status::Phase::Steps);
        let solved = incmode::run(engine, options, &settings, start, &mut *printer, err);
        return match solved {
            Ok((mut summary, code)) => {
                if summary.time_limit {
                    stop.interrupted(&mut summary, err);
                }
                printer.summary(&summary);
                code
            }
            Err(Grounding::Failed(what)) => stop.failed(&mut *printer, err, &what),
            Err(Grounding::Interrupted) => stop.grounding_interrupted(&mut *printer, err),
        };
    }
    if let Some(path) = &args.extra.hcc_out
        && let Err(message) = pre::write_testers(engine.program(), &solve_options, path)
    {
        return stop.failed(&mut *printer, err, &message);
    }
    let printed = explaining
        .as_mut()
        .filter(|e| e.needs_answers())
        .map(|e| &mut e.printed);
    phase(status::Phase::Solving);
    match solve(
        (engine, false),
        (sat_variables, printed),
        &solve_options,
        &settings,
        start,
        &mut *printer,
        err,
    ) {
        Ok((mut summary, code)) => {
            if summary.time_limit {
                stop.interrupted(&mut summary, err);
            }
            printer.summary(&summary);
            drop(printer);
            if let Some(explaining) = &explaining {
                explaining.write(engine, summary.outcome, interrupt, out);
            }
            code
        }
        Err(message) => stop.failed(&mut *printer, err, &message),
    }
}

/// The solver's options that the command line `args` (read into `settings`) asks for, in
/// the preset of `--configuration` (`sat`: for a SAT problem); without an interrupt flag
/// and status line.
fn solve_options(args: &Args, settings: &Settings, sat: bool) -> SolveOptions {
    let defaults = SolveOptions::default();
    let preset_kind = settings.preset_for(sat);
    let preset = preset_kind.apply(&defaults, configuration::Chosen::default());
    let mut solve_options = SolveOptions {
        seed: args.seed.map_or(0, u64::from),
        init_moms: !args.no_init_moms,
        restarts: settings
            .restarts
            .map_or(preset.restarts, |(policy, _)| policy),
        restart_repeat: settings.restarts.map_or(0, |(_, repeat)| repeat),
        save_progress: settings.save_progress.unwrap_or(preset.save_progress),
        local_restarts: !args.no_local_restarts && (args.local_restarts || preset.local_restarts),
        otfs: args.otfs.map_or(defaults.otfs, |level| level > 0),
        heuristic: (settings.heuristic.heuristic).unwrap_or(preset.heuristic),
        decay: (settings.heuristic.decay).unwrap_or(preset.decay),
        eq: args.eq.unwrap_or(DEFAULT_EQ),
        sat_prepro: (settings.sat_prepro).unwrap_or_else(|| preset_kind.sat_prepro()),
        trans_ext: preset_kind.trans_ext(),
        ..defaults
    };
    settings.search.apply(&mut solve_options);
    solve_options
}

/// The decision heuristic of `--heuristic=<heuristic>` and `--dom-mod=<dom_mod>` (with the
/// decay `Vsids,<n>` and `Domain,<n>` give), read as the command line reads them (for a
/// `Control`'s configuration, `solver.heuristic`); `None`: the default. `Err`: clingo's
/// message for a value it does not read.
pub fn decision_heuristic(
    heuristic: &str,
    dom_mod: Option<&str>,
) -> Result<(Option<crate::solve::DecisionHeuristic>, Option<f64>), String> {
    let settings = heuristic::HeuristicSettings::new(Some(heuristic), dom_mod)?;
    Ok((settings.heuristic, settings.decay))
}

/// clasp's default of `--eq` (its configuration `tweety`, the one for ASP programs).
const DEFAULT_EQ: u32 = 3;

/// The printer of a run: clingo's output in the format asked for (`sat`: the models of a
/// DIMACS problem, as clasp prints them); none when grounding only.
fn printer<'o>(
    grounding_only: bool,
    settings: &Settings,
    sat: bool,
    out: &'o mut dyn Write,
) -> Box<dyn Printer + 'o> {
    if grounding_only {
        return Box::new(output::NoPrinter);
    }
    let (format, verbosity, quiet) = (settings.format, settings.verbosity, settings.quiet);
    output::printer(
        format,
        verbosity,
        (quiet, settings.values.clone()),
        sat,
        out,
    )
}

/// `--help` or `--version`: prints it; returns the exit code.
fn help_or_version(args: &Args, out: &mut dyn Write) -> i32 {
    let _ = writeln!(out, "{}", output::version_line());
    if args.help.is_some() {
        let help = Args::command().render_help().to_string();
        let _ = out.write_all(help.as_bytes());
    } else {
        let _ = writeln!(out, "License: MIT");
    }
    0
}

/// Input that cannot be read at all: clingo's message; returns the exit code.
fn fatal_input(fatal: &Fatal, err: &mut dyn Write) -> i32 {
    let (message, code) = match fatal {
        Fatal::Options(message) | Fatal::Format(message) | Fatal::Usage(message) => {
            (message, EXIT_FATAL)
        }
        Fatal::NotAProgram(message) => (message, EXIT_ERROR),
    };
    let _ = writeln!(err, "*** ERROR: (rasp): {message}");
    if matches!(fatal, Fatal::Format(_) | Fatal::Usage(_)) {
        let _ = err.write_all(USAGE_INFO.as_bytes());
    }
    code
}

/// Prints the messages the warning settings (`-W`) let through.
fn report(
    settings: &Settings,
    diagnostics: &[Diagnostic],
    sources: &SourceMap,
    err: &mut dyn Write,
) {
    for d in diagnostics {
        if d.class.is_none_or(|c| settings.warnings.contains(&c)) {
            let _ = err.write_all(d.render(sources).as_bytes());
        }
    }
}

/// Prints clingo's last line of a run that failed: what failed.
fn error(err: &mut dyn Write, what: &str) {
    let _ = writeln!(err, "*** ERROR: (rasp): {what}");
}

/// Starts clingo's time limit (`--time-limit`, none for 0), which covers grounding and
/// solving: after it, `interrupt` is set.
fn start_time_limit(limit: Option<u32>, interrupt: &Arc<AtomicBool>) {
    if let Some(limit) = limit.filter(|&l| l > 0) {
        let interrupt = interrupt.clone();
        std::thread::spawn(move || {
            std::thread::sleep(Duration::from_secs(limit.into()));
            interrupt.store(true, Ordering::SeqCst);
        });
    }
}

/// How a run ends early, as clingo ends it.
struct Stop<'a> {
    start: Instant,
    /// Set by Ctrl-C.
    signal: &'a AtomicBool,
}

impl Stop<'_> {
    /// An error before or while solving: clingo's message, and the summary of a run that
    /// found nothing; returns the exit code.
    fn failed(&self, printer: &mut dyn Printer, err: &mut dyn Write, what: &str) -> i32 {
        error(err, what);
        printer.summary(&unknown_summary(self.start));
        EXIT_ERROR
    }

    /// Grounding was interrupted: clingo's notice and summary; returns the exit code.
    fn grounding_interrupted(&self, printer: &mut dyn Printer, err: &mut dyn Write) -> i32 {
        let mut summary = unknown_summary(self.start);
        summary.time_limit = true;
        self.interrupted(&mut summary, err);
        printer.summary(&summary);
        EXIT_INTERRUPTED
    }

    /// clingo's notice of a run stopped by its time limit or a signal; with a signal the
    /// summary says INTERRUPTED instead of TIME LIMIT.
    fn interrupted(&self, summary: &mut Summary, err: &mut dyn Write) {
        let _ = writeln!(err, "*** Info : (rasp): INTERRUPTED by signal!");
        if self.signal.load(Ordering::SeqCst) {
            summary.time_limit = false;
            summary.interrupted = true;
        }
    }
}

/// Exit code for a failure before reading the input (as clingo: a bad combination of
/// options, input in no format it knows).
pub const EXIT_FATAL: i32 = 128;

/// Why reading and grounding the input gave no program.
enum Grounding {
    /// Errors (reported); clingo's last message.
    Failed(String),
    /// Stopped by the time limit or a signal.
    Interrupted,
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
        calls: 1,
        threads: None,
    }
}
