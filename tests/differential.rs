//! Differential testing against clingo: random programs (see `common::program`) are solved by
//! rasp in-process and by the clingo oracle (`tools/clingo-batch`, one long-running Python
//! process); their answer sets must be equal as sets. A failing program is shrunk and saved
//! as a regression test in `tests/golden/regressions/` (with clingo's answer sets), so it is
//! checked on every later run.
//!
//! `RASP_DIFF_CASES` sets the number of programs (default 200); `RASP_DIFF_SEED` the seed
//! (default fixed, so CI is repeatable). Without clingo the tests are reported as ignored,
//! with a note (failing with `RASP_REQUIRE_ORACLE=1`: see `oracle_gate`). A program clingo
//! accepts and rasp refuses is a failure, as is one rasp accepts and clingo refuses.

mod common;
mod oracle_gate;

use proptest::test_runner::{Config, RngAlgorithm, TestCaseError, TestError, TestRng, TestRunner};
use rasp::ground::GroundOptions;
use std::collections::BTreeSet;
use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

/// The clingo oracle process.
struct Oracle {
    _child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
}

impl Oracle {
    fn start() -> Option<Oracle> {
        let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("tools/clingo-batch");
        let mut child = Command::new("python3")
            .arg(script)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .ok()?;
        let input = child.stdin.take()?;
        let output = BufReader::new(child.stdout.take()?);
        let mut oracle = Oracle {
            _child: child,
            input,
            output,
        };
        oracle.solve("a.").ok()?;
        Some(oracle)
    }

    /// clingo's verdict: `Some(answer sets)`, or `None` if clingo rejects the program.
    fn solve(&mut self, program: &str) -> Result<Option<BTreeSet<Vec<String>>>, String> {
        let request = serde_json::json!({ "program": program, "models": 0 });
        writeln!(self.input, "{request}").map_err(|e| e.to_string())?;
        let mut line = String::new();
        self.output
            .read_line(&mut line)
            .map_err(|e| e.to_string())?;
        let reply: serde_json::Value =
            serde_json::from_str(&line).map_err(|e| format!("{e}: {line}"))?;
        if reply["result"] == "ERROR" {
            return Ok(None);
        }
        let models = reply["models"]
            .as_array()
            .ok_or("no models")?
            .iter()
            .map(|m| {
                let mut atoms: Vec<String> = m
                    .as_array()
                    .into_iter()
                    .flatten()
                    .filter_map(|a| a.as_str().map(str::to_string))
                    .collect();
                atoms.sort();
                atoms
            })
            .collect();
        Ok(Some(models))
    }
}

fn env_number(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn main() {
    let args = libtest_mimic::Arguments::from_args();
    let trials = vec![
        oracle_gate::trial("rasp_agrees_with_clingo_on_random_programs", || {
            rasp_agrees_with_clingo_on_random_programs();
            Ok(())
        }),
        oracle_gate::trial("rasp_agrees_with_clingo_on_recursive_aggregates", || {
            rasp_agrees_with_clingo_on_recursive_aggregates();
            Ok(())
        }),
    ];
    oracle_gate::note(trials.len());
    libtest_mimic::run(&args, trials).exit();
}

fn rasp_agrees_with_clingo_on_random_programs() {
    compare_with_clingo(common::program(), 0);
}

fn rasp_agrees_with_clingo_on_recursive_aggregates() {
    compare_with_clingo(common::recursive_aggregate_program(), 1);
}

/// Runs `RASP_DIFF_CASES` programs of `programs` by rasp and clingo (the seed offset by
/// `stream`, so that each generator gets its own programs).
fn compare_with_clingo(programs: impl proptest::strategy::Strategy<Value = String>, stream: u64) {
    let oracle = Oracle::start().expect("the clingo oracle (tools/clingo-batch) starts");
    let cases = env_number("RASP_DIFF_CASES", 200) as u32;
    let seed = env_number("RASP_DIFF_SEED", 20261122) + stream;
    let mut seed_bytes = [0u8; 32];
    seed_bytes[..8].copy_from_slice(&seed.to_le_bytes());
    let config = Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    };
    let mut runner = TestRunner::new_with_rng(
        config,
        TestRng::from_seed(RngAlgorithm::ChaCha, &seed_bytes),
    );
    // proptest's runner takes a `Fn`: the oracle and the count sit in cells.
    let oracle = std::cell::RefCell::new(oracle);
    let result = runner.run(&programs, |program| {
        let expected = oracle
            .borrow_mut()
            .solve(&program)
            .map_err(TestCaseError::fail)?;
        let actual = common::ground(&program, GroundOptions::default());
        match (expected, actual) {
            (None, Err(_)) => Ok(()),
            (Some(expected), Ok(grounded)) => match common::answer_sets(&grounded) {
                Ok(actual) if actual == expected => Ok(()),
                Ok(actual) => Err(TestCaseError::fail(format!(
                    "clingo: {expected:?}\nrasp:   {actual:?}"
                ))),
                Err(e) => Err(TestCaseError::fail(e)),
            },
            (None, Ok(_)) => Err(TestCaseError::fail(
                "clingo rejects the program, rasp accepts it",
            )),
            (Some(_), Err(e)) => Err(TestCaseError::fail(format!(
                "rasp rejects the program:\n{e}"
            ))),
        }
    });
    eprintln!("{cases} random programs compared with clingo");
    if let Err(TestError::Fail(reason, program)) = result {
        let path = save_regression(&program);
        panic!(
            "rasp and clingo disagree on\n{program}\n{reason}\nsaved as {}",
            path.display()
        );
    } else if let Err(e) = result {
        panic!("{e}");
    }
}

/// Saves a failing program as a golden regression test (its `.sol` comes from clingo).
fn save_regression(program: &str) -> std::path::PathBuf {
    use std::hash::{Hash, Hasher};
    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    program.hash(&mut hasher);
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden/regressions");
    let _ = std::fs::create_dir_all(&dir);
    let path = dir.join(format!("diff_{:016x}.lp", hasher.finish()));
    let _ = std::fs::write(&path, program);
    let _ = Command::new(Path::new(env!("CARGO_MANIFEST_DIR")).join("tools/golden-sol"))
        .arg(&path)
        .arg("--write")
        .status();
    path
}
