//! clingo's text output, and the ASP competition format (`--outf=1`), which is the same
//! report with comment lines (`% `) and only the last model (or the optimal ones), as
//! `ANSWER`/`COST`/`OPTIMUM`; for SAT problems (DIMACS input) clasp's SAT competition format:
//! comment lines `c `, values `v ` (lines of about 70 characters, ending in `0`), costs `o `
//! and the result `s `.
//!
//! Which models are printed follows clasp's rule (see `Selection`); the competition format
//! prints only the last model (or the optimal ones) unless `-q` says otherwise.

use super::{
    ALL, BEST, ModelReport, NONE, Outcome, Phases, Print, Printer, Quiet, Selection, Statistics,
    Summary, ValueFormat,
};
use std::io::Write;

/// The variants of the text format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Style {
    /// clingo's text output.
    Clingo,
    /// The ASP competition format.
    Competition,
    /// The SAT competition format (models are the signed variables).
    Sat,
}

/// Prints clingo's text format (or the competition formats).
pub struct TextPrinter<'a> {
    out: &'a mut dyn Write,
    verbosity: u8,
    style: Style,
    selection: Selection,
    values: ValueFormat,
    /// `-q`'s third level: the summaries of the solve calls.
    calls: u8,
    /// The solve calls started so far.
    started: u32,
    /// The solve calls ended so far.
    ended: u32,
    /// With `-q_,_,1`: the last call's summary, printed before the run's.
    last_call: Option<Summary>,
}

/// clasp's line between solve calls, and the one before the summary of all calls.
const CALL_SEPARATOR: &str =
    "------------------------------------------------------------------------------------------|";
const ACCUMULATION: &str =
    "====================================== Accumulation ======================================|";

impl<'a> TextPrinter<'a> {
    /// A printer writing to `out`, with the quiet levels `quiet` and the atoms printed as
    /// `values` says.
    pub fn new(
        out: &'a mut dyn Write,
        verbosity: u8,
        (quiet, values): (Quiet, ValueFormat),
        style: Style,
    ) -> TextPrinter<'a> {
        TextPrinter {
            out,
            verbosity,
            style,
            selection: Selection::new(quiet, values.hide_aux),
            values,
            calls: quiet.calls,
            started: 0,
            ended: 0,
            last_call: None,
        }
    }

    /// The summary of a solve call (`last`: of the whole run, with `Calls`), as clasp
    /// prints it: the outcome, then with `-V1` and up the models, costs and times.
    fn report(&mut self, summary: &Summary, last: bool) {
        self.outcome(summary);
        if self.verbosity == 0 {
            return;
        }
        self.line("");
        if summary.interrupted {
            self.field("INTERRUPTED", "1");
        }
        if summary.time_limit {
            self.field("TIME LIMIT", "1");
        }
        let more = if summary.more { "+" } else { "" };
        self.field("Models", &format!("{}{more}", summary.models));
        if let Some(c) = &summary.consequences {
            let kind = if c.brave { "  Brave" } else { "  Cautious" };
            self.field(kind, if c.complete { "yes" } else { "unknown" });
        }
        if let Some(optimum) = summary.optimum {
            self.field("  Optimum", if optimum { "yes" } else { "unknown" });
        }
        if let Some(optimal) = summary.optimal.filter(|&n| n > 1) {
            self.field("  Optimal", &optimal.to_string());
        }
        if let Some(costs) = &summary.costs {
            self.field("Optimization", &join(costs));
        }
        if let Some(c) = &summary.consequences {
            self.field("Consequences", &format!("{}{more}", c.definite));
        }
        if let Some((lower, upper)) = &summary.bounds {
            self.field("Bounds", &bounds(lower, upper));
        }
        if last {
            self.field("Calls", &summary.calls.to_string());
        }
        let t = summary.times;
        self.field(
            "Time",
            &format!(
                "{:.3}s (Solving: {:.2}s 1st Model: {:.2}s Unsat: {:.2}s)",
                t.total, t.solve, t.first_model, t.unsat
            ),
        );
        self.field("CPU Time", &format!("{:.3}s", t.cpu));
        if let Some((threads, winner)) = summary.threads {
            self.field("Threads", &format!("{threads:<8} (Winner: {winner})"));
        }
        if let Some(stats) = &summary.statistics {
            self.statistics(stats);
        }
    }

    /// The prefix of comment lines.
    fn comment(&self) -> &'static str {
        match self.style {
            Style::Clingo => "",
            Style::Competition => "% ",
            Style::Sat => "c ",
        }
    }

    /// The line with the outcome, in the style's words (the competition style has words
    /// only for `INCONSISTENT`, `OPTIMUM` and `UNKNOWN`).
    fn outcome(&mut self, summary: &Summary) {
        if self.style == Style::Sat {
            let _ = writeln!(self.out, "s {}", summary.outcome.text());
        } else if self.style == Style::Competition {
            let result = match summary.outcome {
                Outcome::Unsatisfiable => Some("INCONSISTENT"),
                Outcome::OptimumFound => Some("OPTIMUM"),
                Outcome::Unknown if summary.models == 0 => Some("UNKNOWN"),
                _ => None,
            };
            if let Some(result) = result {
                let _ = writeln!(self.out, "{result}");
            }
        } else {
            let _ = writeln!(self.out, "{}", summary.outcome.text());
        }
    }

    /// The statistics of `--stats`, after the summary.
    fn statistics(&mut self, stats: &Statistics) {
        self.line("");
        let choices = match stats.domain_choices {
            Some(domain) => format!("{:<8} (Domain: {domain})", stats.choices),
            None => stats.choices.to_string(),
        };
        self.field("Choices", &choices);
        self.field("Conflicts", &stats.conflicts.to_string());
        self.field("Restarts", &stats.restarts.to_string());
        let (full, partial) = stats.checks;
        if full + partial > 0 {
            let tests = format!("{:<8} (Full: {full} Partial: {partial})", full + partial);
            self.field("Stab. Tests", &tests);
        }
        self.field(
            "Lemmas",
            &format!("{:<8} (Deleted: {})", stats.lemmas, stats.deleted),
        );
        self.line("");
        self.field("Rules", &stats.rules.to_string());
        self.field("Atoms", &stats.atoms.to_string());
        self.field("Tight", if stats.tight { "Yes" } else { "No" });
        let variables = match stats.eliminated {
            Some((eliminated, frozen)) => format!(
                "{:<8} (Eliminated: {eliminated:>4} Frozen: {frozen:>4})",
                stats.variables
            ),
            None => stats.variables.to_string(),
        };
        self.field("Variables", &variables);
        self.field("Constraints", &stats.constraints.to_string());
    }

    /// A comment line: as it is, or prefixed in the competition formats.
    fn line(&mut self, text: &str) {
        let _ = writeln!(self.out, "{}{text}", self.comment());
    }

    /// A summary line `label : value`, aligned as clingo aligns it.
    fn field(&mut self, label: &str, value: &str) {
        let width = 13 + self.comment().len();
        self.line(&format!("{label:<width$}: {value}"));
    }

    /// The values of a SAT model: `v ` lines, a new one once a line holds 70 characters,
    /// and `0` at the end. A model that starts with a shown name (`names` > 0) is one line,
    /// as clasp prints it.
    fn sat_values(&mut self, values: &[String], names: usize) {
        let mut text = String::from("v ");
        let mut length = 0;
        let wrap = if names > 0 { usize::MAX } else { 70 };
        for value in values {
            if length >= wrap {
                text.push_str("\nv ");
                length = 0;
            } else if length > 0 {
                text.push(' ');
                length += 1;
            }
            text.push_str(value);
            length += value.len();
        }
        let _ = writeln!(self.out, "{text} 0");
    }

    /// Prints the selected parts of a model.
    fn print_model(&mut self, print: &Print) {
        let model = &print.model;
        if self.verbosity > 0 || self.style == Style::Competition {
            self.line(&format!(
                "Answer: {} (Time: {:.3}s)",
                model.number, model.time
            ));
        }
        if print.values {
            if self.style == Style::Sat {
                self.sat_values(&model.atoms, model.names);
            } else if self.style == Style::Competition {
                let line = self.values.line(&model.atoms, ("", "."));
                let _ = writeln!(self.out, "ANSWER\n{line}");
            } else {
                let _ = writeln!(self.out, "{}", self.values.line(&model.atoms, ("", "")));
            }
        }
        if print.meta {
            if let Some((definite, open)) = model.consequences {
                self.line(&format!("Consequences: [{definite};{}]", definite + open));
            }
            if let Some(costs) = &model.costs {
                let label = match self.style {
                    Style::Clingo => "Optimization: ",
                    Style::Competition => "COST ",
                    Style::Sat => "o ",
                };
                let _ = writeln!(self.out, "{label}{}", join(costs));
            }
        }
    }
}

/// clasp's bounds: per level the cost where both bounds agree, else `[lower;upper]`.
fn bounds(lower: &[i64], upper: &[i64]) -> String {
    (0..lower.len().max(upper.len()))
        .map(|i| match (lower.get(i), upper.get(i)) {
            (Some(l), None) => format!("[{l};*]"),
            (Some(l), Some(u)) if l != u => format!("[{l};{u}]"),
            (_, Some(u)) => u.to_string(),
            (None, None) => String::new(),
        })
        .collect::<Vec<_>>()
        .join(" ")
}

fn join(costs: &[i64]) -> String {
    costs
        .iter()
        .map(i64::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

impl Printer for TextPrinter<'_> {
    fn header(&mut self, version: &str, inputs: &[String]) {
        if self.verbosity == 0 {
            return;
        }
        let shown = match inputs {
            [one] => one.clone(),
            [first, ..] => format!("{first} ..."),
            [] => "stdin".to_string(),
        };
        self.line(version);
        self.line(&format!("Reading from {shown}"));
    }

    fn call_start(&mut self, _: f64) {
        self.started += 1;
        if self.calls != NONE && self.verbosity > 0 {
            self.line(CALL_SEPARATOR);
            if self.verbosity > 1 {
                self.field("Call", &self.started.to_string());
            }
        }
    }

    fn solving(&mut self, phases: Phases) {
        if self.verbosity > 1 {
            // Aligned as in clingo's text format, whatever the comment prefix.
            self.line(&format!("Reading      : {:.3}s", phases.reading));
            self.line(&format!("Preprocessing: {:.3}s", phases.preprocessing));
        }
        if self.verbosity > 0 {
            self.line("Solving...");
        }
    }

    fn wants_models(&self, has_meta: bool) -> bool {
        !self.selection.ignores(has_meta)
    }

    fn model(&mut self, model: ModelReport) {
        if let Some(print) = self.selection.model(model) {
            self.print_model(&print);
        }
    }

    fn call_end(&mut self, call: &Summary) {
        self.ended += 1;
        // clasp closes the call with a line (its table of search progress, empty here)
        // from `-V2` on, or from `-V1` on when calls are printed.
        if self.verbosity > 1 || (self.verbosity > 0 && self.calls != NONE) {
            self.line(CALL_SEPARATOR);
        }
        if let Some(print) = self.selection.summary(call) {
            self.print_model(&print);
        }
        match self.calls {
            ALL => self.report(call, false),
            BEST => self.last_call = Some(call.clone()),
            _ => {}
        }
    }

    fn summary(&mut self, summary: &Summary) {
        if self.ended == 0 && self.verbosity > 1 {
            self.line(CALL_SEPARATOR);
        }
        if let Some(print) = self.selection.summary(summary) {
            self.print_model(&print);
        }
        if let Some(call) = self.last_call.take() {
            self.report(&call, false);
        }
        if self.calls != NONE && self.verbosity > 0 {
            self.line(ACCUMULATION);
        }
        self.report(summary, true);
    }
}
