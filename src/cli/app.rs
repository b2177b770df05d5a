//! clingo's application (`clingo_main`) for an embedder whose own code grounds and solves:
//! rasp's Python module runs an `Application`'s `main`, or a script's, with a `Control` of
//! its own, and reports each solve call here. [`App`] reads the command line as the `rasp`
//! command does and prints what clingo prints: the header, `Solving...` and the models of
//! each call, and at the end the last call's result and the summary of all of them.

use super::args::Args;
use super::incmode::Calls;
use super::settings::Settings;
use super::{EXIT_USAGE, help_or_version, unknown_summary};
use crate::output::{ModelReport, Outcome, Phases, Printer};
use crate::solve::SolveOptions;
use std::io::Write;
use std::time::Instant;

/// How an application's run ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RunEnd {
    /// Its main function returned.
    Done,
    /// With an error (reported).
    Failed,
    /// Stopped by a signal (`signal`) or the time limit.
    Interrupted {
        /// Whether a signal (Ctrl-C) stopped it.
        signal: bool,
    },
}

/// A run of clingo's application: see the module documentation.
pub struct App {
    settings: Settings,
    /// The solver's options of the command line.
    options: SolveOptions,
    /// The program's name, as its messages name it.
    name: String,
    /// The header's version line.
    version: String,
    /// `--time-limit`, in seconds.
    time_limit: Option<u32>,
    printer: Box<dyn Printer>,
    start: Instant,
    /// When the current solve call started.
    call_start: Instant,
    calls: Calls,
}

/// How a solve call ended, as [`App::call_end`] is told.
#[derive(Clone, Debug, Default)]
pub struct CallEnd {
    /// The number of models found.
    pub models: u64,
    /// Whether the search was exhausted (no further model).
    pub exhausted: bool,
    /// Whether it was interrupted.
    pub interrupted: bool,
    /// The costs of the last model, when the program optimizes.
    pub costs: Option<Vec<i64>>,
    /// The number of models proven optimal (0: the last model's costs are not proven
    /// optimal).
    pub optimal: u64,
    /// Seconds until the first model.
    pub first_model: f64,
    /// Seconds after the last model, when the search was exhausted.
    pub unsat: f64,
}

/// The solver's options of the command line `args` (with its `settings`) for a program
/// solved step by step, as in the incremental mode: every step may add rules for atoms of
/// earlier steps, so no SAT preprocessing (the equivalences are merged step by step, see
/// `solve/grow.rs`).
fn multi_shot_options(args: &Args, settings: &Settings) -> SolveOptions {
    SolveOptions {
        sat_prepro: None,
        ..super::solve_options(args, settings, false)
    }
}

/// The solver's options of clingo's `Control(arguments)`: the command line read as the
/// `rasp` command reads it (`--seed`, `--configuration`, `--restarts`, `--heuristic`, ...),
/// for a program solved step by step (see [`App::solve_options`]), without an interrupt
/// flag. `Err`: clingo's message for a bad command line (`In context '<libclingo>': ...`).
pub fn control_options(arguments: &[String]) -> Result<SolveOptions, String> {
    let argv = std::iter::once("clingo".to_string()).chain(arguments.iter().cloned());
    let message = |text: String| {
        let first = text.lines().next().unwrap_or_default();
        let first = first.strip_prefix("*** ERROR: (rasp): ").unwrap_or(first);
        first.replace("In context '<rasp>'", "In context '<libclingo>'")
    };
    let args = Args::parse_command_line(argv).map_err(message)?;
    let settings = Settings::new(&args).map_err(message)?;
    Ok(multi_shot_options(&args, &settings))
}

impl App {
    /// Reads the command line `arguments` (without the program's name) of the application
    /// `name` (its header says `<name> version <version>`). `Err` with the exit code when
    /// the run ends here: `--help` or `--version` (printed to `out`), or a bad command line
    /// (clingo's message on `err`).
    pub fn new(
        arguments: &[String],
        (name, version): (&str, &str),
        out: &mut dyn Write,
        err: &mut dyn Write,
    ) -> Result<App, i32> {
        let argv = std::iter::once(name.to_string()).chain(arguments.iter().cloned());
        let args = Args::parse_command_line(argv).map_err(|message| {
            let _ = err.write_all(message.as_bytes());
            EXIT_USAGE
        })?;
        if args.help.is_some() || args.version {
            return Err(help_or_version(&args, out));
        }
        let settings = Settings::new(&args).map_err(|message| {
            let _ = err.write_all(message.as_bytes());
            EXIT_USAGE
        })?;
        let options = multi_shot_options(&args, &settings);
        // One writer for the run's output, alive as long as its printer: the printer of a
        // run borrows its writer, and an application's run lasts to the end of the process
        // (one small handle per `clingo_main` call).
        let stdout: &'static mut std::io::Stdout = Box::leak(Box::new(std::io::stdout()));
        let printer = super::printer(false, &settings, false, stdout);
        Ok(App {
            settings,
            options,
            name: name.to_string(),
            version: format!("{name} version {version}"),
            time_limit: args.time_limit.filter(|&seconds| seconds > 0),
            printer,
            start: Instant::now(),
            call_start: Instant::now(),
            calls: Calls::default(),
        })
    }

    /// The files named on the command line (`-`: standard input; none: standard input).
    pub fn files(&self) -> &[String] {
        &self.settings.files
    }

    /// The solver's options the command line asks for (as the `rasp` command solves a
    /// program step by step: without equivalence or SAT preprocessing), without an
    /// interrupt flag.
    pub fn solve_options(&self) -> &SolveOptions {
        &self.options
    }

    /// The time limit of the run (`--time-limit`), in seconds, if there is one.
    pub fn time_limit(&self) -> Option<u32> {
        self.time_limit
    }

    /// Prints the header: the version line and the inputs.
    pub fn header(&mut self) {
        let version = self.version.clone();
        self.printer.header(&version, &self.settings.input_names);
    }

    /// A solve call starts (`Solving...`).
    pub fn call_start(&mut self) {
        self.call_start = Instant::now();
        let since = (self.call_start - self.start).as_secs_f64();
        self.printer.call_start(since);
        self.printer.solving(Phases {
            reading: since,
            preprocessing: 0.0,
        });
    }

    /// The call found model `number` with these shown atoms (as printed) and, when the
    /// program optimizes, these costs (`optimal`: known to be optimal).
    pub fn model(
        &mut self,
        number: u64,
        atoms: Vec<String>,
        (costs, optimal): (Option<Vec<i64>>, bool),
    ) {
        if !self.printer.wants_models(costs.is_some()) {
            return;
        }
        self.printer.model(ModelReport {
            number,
            time: self.start.elapsed().as_secs_f64(),
            atoms,
            names: 0,
            costs,
            consequences: None,
            best: optimal,
        });
    }

    /// The call ended as `end` says.
    pub fn call_end(&mut self, end: &CallEnd) {
        let mut summary = unknown_summary(self.start);
        summary.models = end.models;
        summary.more = !end.exhausted;
        summary.outcome = match (end.models, end.exhausted) {
            (0, true) => Outcome::Unsatisfiable,
            (0, false) => Outcome::Unknown,
            _ if end.optimal > 0 => Outcome::OptimumFound,
            _ => Outcome::Satisfiable,
        };
        if let Some(costs) = &end.costs {
            summary.optimum = Some(end.optimal > 0);
            summary.optimal = Some(end.optimal);
            summary.costs = Some(costs.clone());
        }
        summary.interrupted = end.interrupted;
        summary.times.solve = self.call_start.elapsed().as_secs_f64();
        summary.times.first_model = end.first_model;
        summary.times.unsat = end.unsat;
        let mut code = match (end.models, end.exhausted) {
            (0, false) => 0,
            (0, true) => 20,
            (_, false) => 10,
            (_, true) => 30,
        };
        if end.interrupted {
            code |= 1;
        }
        self.printer.call_end(&summary);
        self.calls.add((summary, code));
    }

    /// The run ended as `end` says: prints the result of the last call and the summary of
    /// all (after clingo's notice of an interrupted run, on `err`); returns the exit code
    /// (the last call's; 65 after an error; 1, or 11 with a model, when interrupted).
    pub fn finish(self, end: RunEnd, err: &mut dyn Write) -> i32 {
        let App {
            mut printer,
            calls,
            start,
            name,
            ..
        } = self;
        let (mut summary, code) = calls.summary(start);
        let found = summary.models > 0;
        printer.summary(&match end {
            RunEnd::Interrupted { signal } => {
                let _ = writeln!(err, "*** Info : ({name}): INTERRUPTED by signal!");
                summary.interrupted = signal;
                summary.time_limit = !signal;
                summary
            }
            _ => summary,
        });
        match end {
            RunEnd::Done => code,
            RunEnd::Failed => super::EXIT_ERROR,
            RunEnd::Interrupted { .. } => super::EXIT_INTERRUPTED | if found { 10 } else { 0 },
        }
    }
}
