//! clingo's JSON output (`--outf=2`), laid out as clingo lays it out: an object per solve
//! call (one per step in incremental mode) with its models, written as they are found (the
//! `Witnesses` array is open until the call ends), then the summary of the run.

use super::{ModelReport, Phases, Print, Printer, Quiet, Selection, Summary};
use std::io::Write;

/// Prints clingo's JSON format.
pub struct JsonPrinter<'a> {
    out: &'a mut dyn Write,
    /// Whether the `Witnesses` array was opened.
    witnesses: bool,
    selection: Selection,
    /// Models are the signed variables of a SAT problem, printed as numbers.
    sat: bool,
    /// The solve calls started so far (each an object of the `Call` array).
    calls: u32,
    /// Whether the object of the last call is still open.
    open_call: bool,
}

impl<'a> JsonPrinter<'a> {
    /// A printer writing to `out`, with the quiet levels `quiet`; `hide_aux`: atoms whose
    /// name starts with `_` are left out; `sat`: models are the values of a SAT problem's
    /// variables.
    pub fn new(out: &'a mut dyn Write, quiet: Quiet, hide_aux: bool, sat: bool) -> JsonPrinter<'a> {
        JsonPrinter {
            out,
            witnesses: false,
            selection: Selection::new(quiet, hide_aux),
            sat,
            calls: 0,
            open_call: false,
        }
    }

    /// Closes the object of the open call, which stopped `stop` seconds after the start.
    fn close_call(&mut self, stop: f64) {
        if self.witnesses {
            let _ = write!(self.out, "\n      ]");
            self.witnesses = false;
        }
        let _ = write!(self.out, ",\n      \"Stop\": {stop:.3}\n    }}");
        self.open_call = false;
    }

    /// Writes a witness: the selected parts of a model.
    fn print_model(&mut self, print: &Print) {
        let model = &print.model;
        let separator = if self.witnesses {
            ","
        } else {
            ",\n      \"Witnesses\": ["
        };
        self.witnesses = true;
        let _ = write!(
            self.out,
            "{separator}\n        {{\n          \"Time\": {:.3}",
            model.time
        );
        if print.values {
            // A SAT model's names are strings, its variables' values numbers.
            let names = if self.sat {
                model.names
            } else {
                model.atoms.len()
            };
            let atoms: Vec<String> = (model.atoms.iter().enumerate())
                .map(|(i, a)| if i < names { string(a) } else { a.clone() })
                .collect();
            let _ = write!(
                self.out,
                ",\n          \"Value\": [\n            {}\n          ]",
                atoms.join(", ")
            );
        }
        if print.meta {
            if let Some((definite, open)) = model.consequences {
                let _ = write!(
                    self.out,
                    ",\n          \"Consequences\": {{\n            \"True\": {definite},\n            \"Open\": {open}\n          }}"
                );
            }
            if let Some(costs) = &model.costs {
                let _ = write!(
                    self.out,
                    ",\n          \"Costs\": {}",
                    numbers(costs, "          ")
                );
            }
        }
        let _ = write!(self.out, "\n        }}");
    }
}

/// A JSON string literal.
fn string(text: &str) -> String {
    serde_json::to_string(text).expect("strings serialize")
}

fn numbers(values: &[i64], indent: &str) -> String {
    let values: Vec<String> = values.iter().map(i64::to_string).collect();
    format!("[\n{indent}  {}\n{indent}]", values.join(", "))
}

impl Printer for JsonPrinter<'_> {
    fn header(&mut self, version: &str, inputs: &[String]) {
        let inputs: Vec<String> = inputs
            .iter()
            .map(|i| format!("    {}", string(i)))
            .collect();
        let _ = write!(
            self.out,
            "{{\n  \"Solver\": {},\n  \"Input\": [\n{}\n  ],\n  \"Call\": [",
            string(version),
            inputs.join(",\n")
        );
    }

    fn call_start(&mut self, time: f64) {
        let separator = if self.calls > 0 { "," } else { "" };
        let _ = write!(self.out, "{separator}\n    {{\n      \"Start\": {time:.3}");
        self.calls += 1;
        self.open_call = true;
    }

    fn solving(&mut self, _: Phases) {}

    fn wants_models(&self, has_meta: bool) -> bool {
        !self.selection.ignores(has_meta)
    }

    fn model(&mut self, model: ModelReport) {
        if let Some(print) = self.selection.model(model) {
            self.print_model(&print);
        }
    }

    fn call_end(&mut self, call: &Summary) {
        if let Some(print) = self.selection.summary(call) {
            self.print_model(&print);
        }
        self.close_call(call.times.total);
    }

    fn summary(&mut self, summary: &Summary) {
        // A run that ends before its first call still has one (clingo's layout).
        if self.calls == 0 {
            self.call_start(0.0);
        }
        if let Some(print) = self.selection.summary(summary) {
            self.print_model(&print);
        }
        let t = summary.times;
        if self.open_call {
            self.close_call(t.total);
        }
        let _ = write!(
            self.out,
            "\n  ],\n  \"Result\": {}",
            string(summary.outcome.text())
        );
        if summary.interrupted {
            let _ = write!(self.out, ",\n  \"INTERRUPTED\": 1");
        }
        if summary.time_limit {
            let _ = write!(self.out, ",\n  \"TIME LIMIT\": 1");
        }
        let more = if summary.more { "yes" } else { "no" };
        let _ = write!(
            self.out,
            ",\n  \"Models\": {{\n    \"Number\": {},\n    \"More\": \"{more}\"",
            summary.models
        );
        if let Some(c) = &summary.consequences {
            let kind = if c.brave { "Brave" } else { "Cautious" };
            let complete = if c.complete { "yes" } else { "unknown" };
            let _ = write!(
                self.out,
                ",\n    \"{kind}\": \"{complete}\",\n    \"Consequences\": {{\n      \"True\": {},\n      \"Open\": {}\n    }}",
                c.definite, c.open
            );
        }
        // clasp prints these only when optimizing (not for `--opt-mode=enum`).
        if let (Some(costs), Some(optimum)) = (&summary.costs, summary.optimum) {
            let _ = write!(
                self.out,
                ",\n    \"Optimum\": \"{}\",\n    \"Optimal\": {},\n    \"Costs\": {}",
                if optimum { "yes" } else { "unknown" },
                summary.optimal.unwrap_or(0),
                numbers(costs, "    ")
            );
        }
        let _ = write!(self.out, "\n  }}");
        if let Some((lower, upper)) = &summary.bounds {
            let _ = write!(
                self.out,
                ",\n  \"Bounds\": {{\n    \"Lower\": {},\n    \"Upper\": {}\n  }}",
                numbers(lower, "    "),
                numbers(upper, "    ")
            );
        }
        let _ = write!(
            self.out,
            ",\n  \"Calls\": {},\n  \"Time\": {{\n    \"Total\": {:.3},\n    \"Solve\": {:.3},\n    \"Model\": {:.3},\n    \"Unsat\": {:.3},\n    \"CPU\": {:.3}\n  }}",
            summary.calls, t.total, t.solve, t.first_model, t.unsat, t.cpu
        );
        if let Some((threads, winner)) = summary.threads {
            let _ = write!(
                self.out,
                ",\n  \"Threads\": {threads},\n  \"Winner\": {winner}"
            );
        }
        if let Some(stats) = &summary.statistics {
            let _ = write!(
                self.out,
                ",\n  \"Stats\": {{\n    \"Choices\": {},\n    \"Conflicts\": {},\n    \"Restarts\": {},\n    \"Lemmas\": {},\n    \"Rules\": {},\n    \"Atoms\": {},\n    \"Variables\": {},\n    \"Constraints\": {}\n  }}",
                stats.choices,
                stats.conflicts,
                stats.restarts,
                stats.lemmas,
                stats.rules,
                stats.atoms,
                stats.variables,
                stats.constraints
            );
        }
        let _ = writeln!(self.out, "\n}}");
    }
}
