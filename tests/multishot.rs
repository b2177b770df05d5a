//! Multi-shot sessions against clingo's answers: each `tests/multishot/NAME.lp` (a program
//! with `#program` parts) runs the session `NAME.steps` (grounding parts, assigning and
//! releasing externals, solving under assumptions; see `tools/multishot-sol`) through
//! [`rasp::api::Session`], which must print `NAME.sol`, written by `tools/multishot-sol`
//! with clingo's Python API.

use rasp::api::{ExternalValue, Session, SolveResult, Value};
use std::path::Path;

/// Runs the session of `program` (`steps`: the commands); returns what it prints.
fn run(path: &Path, steps: &str) -> String {
    let mut session = Session::new();
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
                session.ground(&parts).unwrap();
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
                if !sat && !assumptions.is_empty() {
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

#[test]
fn sessions_give_clingos_answers() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/multishot");
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "lp"))
        .collect();
    paths.sort();
    assert!(!paths.is_empty());
    let mut failures = Vec::new();
    for path in paths {
        let steps = std::fs::read_to_string(path.with_extension("steps")).unwrap();
        let expected = std::fs::read_to_string(path.with_extension("sol")).unwrap();
        let actual = run(&path, &steps);
        if actual != expected {
            failures.push(format!(
                "{}:\n--- expected\n{expected}--- actual\n{actual}",
                path.display()
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
