//! Runs a multi-shot session (see `tools/multishot-sol` for its commands) through
//! [`rasp::api::Session`] and prints what the tool prints.

use rasp::api::{ExternalValue, Session, SolveResult, Value};
use std::path::Path;

/// Runs the session of `program` (`steps`: the commands); returns what it prints. The
/// session solves as clingo's `Control()` does (`rasp::cli::control_options`: equivalences
/// merged step by step, as clasp's `--eq`).
pub fn run(path: &Path, steps: &str) -> String {
    let options = rasp::cli::control_options(&[]).expect("no arguments");
    let mut session = Session::with_options(options);
    session.add_file(path.to_str().unwrap()).unwrap();
    let mut out = String::new();
    let mut number = 0;
    let value = |text: &str| Value::parse(text).unwrap_or_else(|| panic!("bad symbol {text}"));
    for line in steps.lines() {
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.as_slice() {
            [] => {}
            [comment, ..] if comment.starts_with('%') => {}
            ["ground", parts @ ..] => {
                let parts: Vec<(String, Vec<Value>)> = (parts.iter())
                    .map(|part| (value(part).name().to_string(), value(part).args().to_vec()))
                    .collect();
                let parts: Vec<(&str, Vec<Value>)> = (parts.iter())
                    .map(|(n, a)| (n.as_str(), a.clone()))
                    .collect();
                if let Err(error) = session.ground(&parts) {
                    let failure = error
                        .failure
                        .expect("a grounding step fails with a failure");
                    out += &format!("error: {}\n", failure.message());
                }
            }
            ["assign", atom, truth] => {
                let truth = match *truth {
                    "true" => ExternalValue::True,
                    "false" => ExternalValue::False,
                    _ => ExternalValue::Free,
                };
                session.assign_external(&value(atom), truth);
            }
            ["release", atom] => {
                session.assign_external(&value(atom), ExternalValue::Release);
            }
            ["solve", lits @ ..] => {
                number += 1;
                let assumptions: Vec<(Value, bool)> = (lits.iter())
                    .map(|lit| match lit.strip_prefix('-') {
                        Some(atom) => (value(atom), false),
                        None => (value(lit), true),
                    })
                    .collect();
                let solved = session.solve(&assumptions, 0, |_| true).unwrap();
                let sat = !matches!(solved.result, SolveResult::Unsatisfiable);
                out += &format!("solve {number}: {}\n", if sat { "SAT" } else { "UNSAT" });
                let mut models: Vec<String> = (solved.answers.iter())
                    .map(|a| {
                        let mut atoms: Vec<String> =
                            a.atoms.iter().map(|v| v.to_string()).collect();
                        atoms.sort();
                        atoms.join(" ")
                    })
                    .collect();
                models.sort();
                for model in models {
                    out += &format!("  {model}\n");
                }
                // Cores are not unique: compared for one assumption only.
                if !sat && assumptions.len() == 1 {
                    let mut core: Vec<String> = (solved.core.iter())
                        .map(|(atom, positive)| {
                            format!("{}{atom}", if *positive { "" } else { "-" })
                        })
                        .collect();
                    core.sort();
                    out += &format!("  core: {}\n", core.join(" "));
                }
            }
            _ => panic!("unknown command: {line}"),
        }
    }
    out
}
