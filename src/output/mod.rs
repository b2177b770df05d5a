//! Printing a run in clingo's output formats (`--outf`): text (0), the ASP competition format
//! (1), JSON (2), or nothing (3).
//!
//! A run is reported through a [`Printer`] as it happens: the header, `Solving...`, each
//! model as it is found, and the summary at the end. The text printer follows clingo's
//! verbosity (`-V`) and quiet levels (`-q`): with `-q1` it holds back models and prints only
//! the last one.

mod json;
mod text;

use std::io::Write;

use json::JsonPrinter;
use text::{Style, TextPrinter};

/// `--outf`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// clingo's text output.
    Text,
    /// The ASP competition format.
    Competition,
    /// clingo's JSON output.
    Json,
    /// No output.
    None,
}

/// `-q`: for models, for optimization values and for solve calls, print all (0), the last
/// (1) or none (2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Quiet {
    /// Models.
    pub models: u8,
    /// Optimization values.
    pub costs: u8,
    /// The summaries of the solve calls (clasp's "call steps"): each call's after it, the
    /// last call's before the summary of the run, or none (the default).
    pub calls: u8,
}

impl Default for Quiet {
    /// Every model and optimization value, no call's summary (clingo's default).
    fn default() -> Quiet {
        Quiet {
            models: ALL,
            costs: ALL,
            calls: NONE,
        }
    }
}

/// One model as printed.
#[derive(Clone, Debug)]
pub struct ModelReport {
    /// Its number (1, 2, ...).
    pub number: u64,
    /// Seconds since the start.
    pub time: f64,
    /// The shown symbols, in output order.
    pub atoms: Vec<String>,
    /// A model of a SAT problem: how many of `atoms`, at their start, are shown names (the
    /// others are the values of variables, `3` or `-3`); 0 otherwise.
    pub names: usize,
    /// The costs, highest priority first (optimization only).
    pub costs: Option<Vec<i64>>,
    /// Brave or cautious reasoning: the numbers of definite and of open consequences.
    pub consequences: Option<(u64, u64)>,
    /// Whether this is a "best" model, one known to be optimal: quiet level 1 (`-q1`, the
    /// competition format) prints those at once rather than holding back the last model.
    pub best: bool,
}

impl ModelReport {
    /// Model `number` with these atoms, found `time` seconds after the start: without costs
    /// or consequences, not known optimal.
    pub fn new(number: u64, time: f64, atoms: Vec<&str>) -> ModelReport {
        ModelReport {
            number,
            time,
            atoms: atoms.into_iter().map(str::to_string).collect(),
            names: 0,
            costs: None,
            consequences: None,
            best: false,
        }
    }
}

/// The consequences in the summary of brave or cautious reasoning.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ConsequenceSummary {
    /// Brave (else cautious).
    pub brave: bool,
    /// The number of consequences known.
    pub definite: u64,
    /// The number of outputs that may still be consequences.
    pub open: u64,
    /// Whether they are all of them.
    pub complete: bool,
}

/// How the search ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// A model was found.
    Satisfiable,
    /// There is no model.
    Unsatisfiable,
    /// Nothing is known (interrupted before a model was found, or an error).
    Unknown,
    /// An optimal model was found and proven optimal.
    OptimumFound,
}

impl Outcome {
    /// clingo's result line.
    pub fn text(self) -> &'static str {
        match self {
            Outcome::Satisfiable => "SATISFIABLE",
            Outcome::Unsatisfiable => "UNSATISFIABLE",
            Outcome::Unknown => "UNKNOWN",
            Outcome::OptimumFound => "OPTIMUM FOUND",
        }
    }
}

/// Timing in seconds.
#[derive(Clone, Copy, Debug, Default)]
pub struct Times {
    /// Wall-clock time of the whole run.
    pub total: f64,
    /// Time spent solving.
    pub solve: f64,
    /// Time until the first model.
    pub first_model: f64,
    /// Time proving that no further (better) model exists.
    pub unsat: f64,
    /// Processor time of the whole run.
    pub cpu: f64,
}

/// The phases before solving, in seconds (printed with `-V2`).
#[derive(Clone, Copy, Debug, Default)]
pub struct Phases {
    /// Reading and grounding the input.
    pub reading: f64,
    /// Building the solver from the ground program.
    pub preprocessing: f64,
}

/// Statistics for `--stats`.
#[derive(Clone, Debug, Default)]
pub struct Statistics {
    /// Decisions.
    pub choices: u64,
    /// With the domain heuristic: the decisions on variables it modifies.
    pub domain_choices: Option<u64>,
    /// Conflicts.
    pub conflicts: u64,
    /// Restarts.
    pub restarts: u64,
    /// Learnt nogoods (conflict and loop nogoods).
    pub lemmas: u64,
    /// Learnt nogoods deleted.
    pub deleted: u64,
    /// Minimality checks of disjunctive components on total and on partial assignments
    /// (clasp's stability tests; printed when there were some).
    pub checks: (u64, u64),
    /// Ground rules.
    pub rules: u64,
    /// Ground atoms.
    pub atoms: u64,
    /// Whether the program is tight.
    pub tight: bool,
    /// Solver variables.
    pub variables: u64,
    /// Variables eliminated and frozen by SAT preprocessing, if it ran (`--sat-prepro`).
    pub eliminated: Option<(u64, u64)>,
    /// Solver constraints.
    pub constraints: u64,
}

/// The end of a run.
#[derive(Clone, Debug)]
pub struct Summary {
    /// The result line.
    pub outcome: Outcome,
    /// Models found.
    pub models: u64,
    /// Whether there may be more models than were printed.
    pub more: bool,
    /// When models have costs: whether the last model is proven optimal.
    pub optimum: Option<bool>,
    /// When optimizing (`opt`, `optN`): how many optimal models were printed.
    pub optimal: Option<u64>,
    /// When optimizing (`opt`, `optN`): the best costs, highest priority first.
    pub costs: Option<Vec<i64>>,
    /// Brave or cautious reasoning: the consequences.
    pub consequences: Option<ConsequenceSummary>,
    /// Core-guided optimization without a proven optimum: the lower and upper bounds of the
    /// costs.
    pub bounds: Option<(Vec<i64>, Vec<i64>)>,
    /// The search was stopped by `--time-limit`.
    pub time_limit: bool,
    /// The search was stopped by a signal.
    pub interrupted: bool,
    /// Timing.
    pub times: Times,
    /// Statistics (`--stats`).
    pub statistics: Option<Statistics>,
    /// The number of solve calls (more than one in incremental mode).
    pub calls: u64,
    /// With `-t <n>`, n > 1: the number of threads and the one that answered.
    pub threads: Option<(u32, u32)>,
}

/// clasp's print levels: a model of type *all* (0) or *best* (1, known optimal, or the
/// complete consequences).
const ALL: u8 = 0;
const BEST: u8 = 1;
/// The quiet level that prints nothing.
const NONE: u8 = 2;

/// A model to print now, and which of its parts.
struct Print {
    model: ModelReport,
    /// Its atoms.
    values: bool,
    /// Its costs and consequences.
    meta: bool,
}

/// Which models are printed, and when, under the quiet levels (clasp's rule, the same for
/// every format): a model is of type *best* if it is known optimal, else *all*; its atoms
/// (or its costs and consequences) are printed at once if their quiet level is at most its
/// type. A model not printed at once because the level is *best* is held back, and the last
/// one held is printed (as *best*) with the summary.
struct Selection {
    quiet: Quiet,
    /// `--out-hide-aux`: atoms whose name starts with `_` are not printed.
    hide_aux: bool,
    /// The model held back.
    last: Option<ModelReport>,
}

impl Selection {
    fn new(quiet: Quiet, hide_aux: bool) -> Selection {
        Selection {
            quiet,
            hide_aux,
            last: None,
        }
    }

    /// What to print of a model of type `kind`, if anything.
    fn parts(&self, model: ModelReport, kind: u8) -> Option<Print> {
        let has_meta = model.costs.is_some() || model.consequences.is_some();
        let values = self.quiet.models <= kind;
        let meta = has_meta && self.quiet.costs <= kind;
        (values || meta).then_some(Print {
            model,
            values,
            meta,
        })
    }

    /// Whether no model (with costs or consequences if `has_meta`) is ever printed or held
    /// back: reports of such models need not be made at all (`-q`).
    fn ignores(&self, has_meta: bool) -> bool {
        self.quiet.models > BEST && (!has_meta || self.quiet.costs > BEST)
    }

    /// A model was found: what to print of it now.
    fn model(&mut self, mut model: ModelReport) -> Option<Print> {
        if self.hide_aux {
            model.atoms.retain(|a| !a.starts_with('_'));
        }
        let kind = if model.best { BEST } else { ALL };
        let has_meta = model.costs.is_some() || model.consequences.is_some();
        let hold =
            kind != BEST && (self.quiet.models == BEST || (has_meta && self.quiet.costs == BEST));
        self.last = hold.then(|| model.clone());
        self.parts(model, kind)
    }

    /// The run ended: the model held back, if any. Complete consequences are printed with
    /// their final counts (nothing is open any more).
    fn summary(&mut self, summary: &Summary) -> Option<Print> {
        let mut last = self.last.take()?;
        if let (Some(c), Some(_)) = (&summary.consequences, &last.consequences)
            && c.complete
        {
            last.consequences = Some((c.definite, c.open));
        }
        self.parts(last, BEST)
    }
}

/// How a model's atoms are printed: `--out-atomf`, `--out-ifs` and `--out-hide-aux`, as
/// clasp's options.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ValueFormat {
    /// The text before and after each atom (`--out-atomf`'s `%0` or `%s`), if given.
    pub atom: Option<(String, String)>,
    /// The separator of the atoms (`--out-ifs`).
    pub separator: char,
    /// Atoms whose name starts with `_` are not printed (`--out-hide-aux`).
    pub hide_aux: bool,
}

impl Default for ValueFormat {
    fn default() -> ValueFormat {
        ValueFormat {
            atom: None,
            separator: ' ',
            hide_aux: false,
        }
    }
}

impl ValueFormat {
    /// Reads `--out-atomf` as clasp does: at most one specifier, `%0` or `%s` (the atom's
    /// name) or `%d` (a variable's number, which clingo's atoms never print), `%%` a `%`, no
    /// new line; without `%0` the format of variables must start with `-`. Returns the text
    /// around the name (`None`: names are printed as they are), or clasp's message.
    pub fn atom_format(text: &str) -> Result<Option<(String, String)>, String> {
        let invalid = |what: &str| format!("cat_atom: Invalid format string - {what}");
        let (mut before, mut after) = (String::new(), String::new());
        let mut specifier = None;
        let mut chars = text.chars();
        while let Some(c) = chars.next() {
            if c == '\n' {
                return Err(invalid("new line not allowed"));
            }
            let literal = match c {
                '%' => match chars.next() {
                    None => return Err(invalid("missing format specifier")),
                    Some('%') => '%',
                    Some(_) if specifier.is_some() => return Err(invalid("too many arguments")),
                    Some(f @ ('s' | 'd' | '0')) => {
                        specifier = Some(f);
                        continue;
                    }
                    Some(_) => return Err(invalid("invalid format specifier")),
                },
                c => c,
            };
            match specifier {
                None => before.push(literal),
                Some(_) => after.push(literal),
            }
        }
        match specifier {
            Some('0' | 's') => Ok(Some((before, after))),
            // The format of variables: it must start with `-`.
            _ if !text.starts_with('-') => Err(invalid("must start with '-'")),
            _ => Ok(None),
        }
    }

    /// Reads `--out-ifs` as clasp does: one character, or `\t`, `\n`, `\v`, `\\`.
    pub fn separator(text: &str) -> Option<char> {
        let mut chars = text.chars();
        match (chars.next(), chars.next(), chars.next()) {
            (Some(c), None, _) => Some(c),
            (Some(_), Some('t'), None) => Some('\t'),
            (Some(_), Some('n'), None) => Some('\n'),
            (Some(_), Some('v'), None) => Some('\u{b}'),
            (Some(_), Some('\\'), None) => Some('\\'),
            _ => None,
        }
    }

    /// The atoms `atoms` as a line of values prints them (`default`: the text around each
    /// atom when `--out-atomf` is not given).
    fn line(&self, atoms: &[String], default: (&str, &str)) -> String {
        let (before, after) = match &self.atom {
            Some((before, after)) => (before.as_str(), after.as_str()),
            None => default,
        };
        let mut line = String::new();
        for (i, atom) in atoms.iter().enumerate() {
            if i > 0 {
                line.push(self.separator);
            }
            line.push_str(before);
            line.push_str(atom);
            line.push_str(after);
        }
        line
    }
}

/// Receives a run as it happens.
pub trait Printer {
    /// The first lines: the version line (`rasp version 1.0`, [`version_line`]) and the
    /// inputs.
    fn header(&mut self, version: &str, inputs: &[String]);
    /// Grounding and the solver's preprocessing are done (they took `phases`); solving starts.
    fn solving(&mut self, phases: Phases);
    /// Whether reports of models (with costs or consequences if `has_meta`) are printed or
    /// kept for later; if not, the caller need not make them (`-q` costs nothing per model).
    fn wants_models(&self, has_meta: bool) -> bool;
    /// A model was found.
    fn model(&mut self, model: ModelReport);
    /// A solve call starts, `time` seconds after the start of the run (before its warnings
    /// and `solving`).
    fn call_start(&mut self, time: f64) {
        let _ = time;
    }
    /// A solve call ended with `call` (its summary; a run has one call, or one per step in
    /// incremental mode). The text format prints the model it held back for the call, and
    /// the call's summary as `-q`'s third level says; the others wait for the run's end.
    fn call_end(&mut self, call: &Summary) {
        let _ = call;
    }
    /// The run ended.
    fn summary(&mut self, summary: &Summary);
}

/// A printer that prints nothing (`--outf=3`).
pub struct NoPrinter;

impl Printer for NoPrinter {
    fn header(&mut self, _: &str, _: &[String]) {}
    fn solving(&mut self, _: Phases) {}
    fn wants_models(&self, _: bool) -> bool {
        false
    }
    fn model(&mut self, _: ModelReport) {}
    fn summary(&mut self, _: &Summary) {}
}

/// The printer for a format, with the quiet levels of `-q` (`None`: not given; the
/// competition format then prints only the last model, or the optimal ones); `sat`: models
/// are the values of a SAT problem's variables.
pub fn printer<'a>(
    format: Format,
    verbosity: u8,
    (quiet, values): (Option<Quiet>, ValueFormat),
    sat: bool,
    out: &'a mut dyn Write,
) -> Box<dyn Printer + 'a> {
    let or_default = quiet.unwrap_or_default();
    match format {
        // clasp prints SAT problems in the SAT competition's format, also with `--outf=1`.
        Format::Text | Format::Competition if sat => Box::new(TextPrinter::new(
            out,
            verbosity,
            (or_default, values),
            Style::Sat,
        )),
        Format::Text => Box::new(TextPrinter::new(
            out,
            verbosity,
            (or_default, values),
            Style::Clingo,
        )),
        Format::Competition => {
            let quiet = quiet.unwrap_or(Quiet {
                models: BEST,
                costs: BEST,
                calls: NONE,
            });
            Box::new(TextPrinter::new(
                out,
                verbosity,
                (quiet, values),
                Style::Competition,
            ))
        }
        Format::Json => Box::new(JsonPrinter::new(out, or_default, values.hide_aux, sat)),
        Format::None => Box::new(NoPrinter),
    }
}

/// The version line's program name and version.
pub fn version_line() -> String {
    format!("rasp version {}", env!("CARGO_PKG_VERSION"))
}
