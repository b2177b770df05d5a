//! clingo's text output, and the ASP competition format (`--outf=1`), which is the same
//! report with comment lines (`% `) and only the last model, as `ANSWER`/`COST`/`OPTIMUM`.

use super::{ModelReport, Outcome, Printer, Quiet, Summary, version_line};
use std::io::Write;

/// Prints clingo's text format (or the competition format).
pub struct TextPrinter<'a> {
    out: &'a mut dyn Write,
    verbosity: u8,
    quiet: Quiet,
    competition: bool,
    /// The model held back (`-q1`, the competition format).
    last: Option<ModelReport>,
}

impl<'a> TextPrinter<'a> {
    /// A printer writing to `out`.
    pub fn new(
        out: &'a mut dyn Write,
        verbosity: u8,
        quiet: Quiet,
        competition: bool,
    ) -> TextPrinter<'a> {
        TextPrinter {
            out,
            verbosity,
            quiet,
            competition,
            last: None,
        }
    }

    /// A comment line: as it is, or prefixed with `% ` in the competition format.
    fn line(&mut self, text: &str) {
        let prefix = if self.competition { "% " } else { "" };
        let _ = writeln!(self.out, "{prefix}{text}");
    }

    /// A summary line `label : value`, aligned as clingo aligns it.
    fn field(&mut self, label: &str, value: &str) {
        let width = if self.competition { 15 } else { 13 };
        self.line(&format!("{label:<width$}: {value}"));
    }

    fn print_model(&mut self, model: &ModelReport, with_costs: bool) {
        if self.competition {
            self.line(&format!(
                "Answer: {} (Time: {:.3}s)",
                model.number, model.time
            ));
            let atoms: Vec<String> = model.atoms.iter().map(|a| format!("{a}.")).collect();
            let _ = writeln!(self.out, "ANSWER\n{}", atoms.join(" "));
            if let Some(costs) = &model.costs {
                let _ = writeln!(self.out, "COST {}", join(costs));
            }
            return;
        }
        if self.verbosity > 0 {
            let _ = writeln!(
                self.out,
                "Answer: {} (Time: {:.3}s)",
                model.number, model.time
            );
        }
        let _ = writeln!(self.out, "{}", model.atoms.join(" "));
        if let (Some(costs), true) = (&model.costs, with_costs) {
            let _ = writeln!(self.out, "Optimization: {}", join(costs));
        }
    }
}

fn join(costs: &[i64]) -> String {
    costs
        .iter()
        .map(i64::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

impl Printer for TextPrinter<'_> {
    fn header(&mut self, inputs: &[String]) {
        if self.verbosity == 0 {
            return;
        }
        let shown = match inputs {
            [one] => one.clone(),
            [first, ..] => format!("{first} ..."),
            [] => "-".to_string(),
        };
        self.line(&version_line());
        self.line(&format!("Reading from {shown}"));
    }

    fn solving(&mut self) {
        if self.verbosity > 0 {
            self.line("Solving...");
        }
    }

    fn model(&mut self, model: ModelReport) {
        if self.competition || self.quiet.models == 1 {
            self.last = Some(model);
        } else if self.quiet.models == 0 {
            let with_costs = self.quiet.costs == 0;
            self.print_model(&model, with_costs);
        }
    }

    fn summary(&mut self, summary: &Summary) {
        if let Some(last) = self.last.take() {
            self.print_model(&last, self.quiet.costs < 2);
        }
        if self.competition {
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
        if let Some(optimum) = summary.optimum {
            self.field("  Optimum", if optimum { "yes" } else { "no" });
        }
        if let Some(optimal) = summary.optimal {
            self.field("  Optimal", &optimal.to_string());
        }
        if let Some(costs) = &summary.costs {
            self.field("Optimization", &join(costs));
        }
        self.field("Calls", "1");
        let t = summary.times;
        self.field(
            "Time",
            &format!(
                "{:.3}s (Solving: {:.2}s 1st Model: {:.2}s Unsat: {:.2}s)",
                t.total, t.solve, t.first_model, t.unsat
            ),
        );
        self.field("CPU Time", &format!("{:.3}s", t.cpu));
        if let Some(stats) = &summary.statistics {
            self.line("");
            self.field("Choices", &stats.choices.to_string());
            self.field("Conflicts", &stats.conflicts.to_string());
            self.field("Restarts", &stats.restarts.to_string());
            self.field(
                "Lemmas",
                &format!("{:<8} (Deleted: {})", stats.lemmas, stats.deleted),
            );
            self.line("");
            self.field("Rules", &stats.rules.to_string());
            self.field("Atoms", &stats.atoms.to_string());
            self.field("Tight", if stats.tight { "Yes" } else { "No" });
            self.field("Variables", &stats.variables.to_string());
            self.field("Constraints", &stats.constraints.to_string());
        }
    }
}
