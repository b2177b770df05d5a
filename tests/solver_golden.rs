//! Golden tests of the solver through aspif: every `tests/golden/solve/X.lp` has `X.aspif`
//! (clingo's grounding) and `X.sol` (clingo's answer sets, normalized); rasp's solver must find
//! exactly those answer sets from the aspif. When clingo is available the aspif files are also
//! checked against a fresh grounding, so the corpus cannot go stale.
//!
//! `RASP_BLESS=1 cargo test --test solver_golden` (or `tests/golden/solve/bless.py`)
//! regenerates the expectations from clingo.

use rasp::aspif::read::read;
use rasp::solve::{SolveOptions, SolveResult, Solver};
use std::path::{Path, PathBuf};
use std::process::Command;

const CLINGO: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tools/clingo");

fn corpus() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden/solve");
    if std::env::var("RASP_BLESS").is_ok_and(|v| v == "1") {
        let status = Command::new("python3")
            .arg(dir.join("bless.py"))
            .status()
            .expect("python3 runs bless.py");
        assert!(status.success(), "blessing failed");
    }
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("the golden folder exists")
        .map(|e| e.expect("readable folder").path())
        .filter(|p| p.extension().is_some_and(|e| e == "lp"))
        .collect();
    files.sort();
    files
}

/// The normalized answer sets (see bless.py) rasp finds for an aspif program.
fn solve_normalized(aspif: &str, options: &SolveOptions) -> Result<String, String> {
    let program = read(aspif).map_err(|e| e.to_string())?;
    let mut solver = Solver::new(&program, options).map_err(|e| e.to_string())?;
    let mut lines = Vec::new();
    let result = solver.solve(&mut |m| {
        let mut shown = m.shown(&program);
        shown.sort_unstable();
        lines.push(shown.join(" "));
        true
    });
    lines.sort_unstable();
    let verdict = match result {
        SolveResult::Satisfiable {
            exhausted: true, ..
        } => "SATISFIABLE",
        SolveResult::Unsatisfiable => "UNSATISFIABLE",
        other => return Err(format!("search did not finish: {other:?}")),
    };
    Ok(lines.iter().map(|l| format!("{l}\n")).collect::<String>() + verdict + "\n")
}

#[test]
fn golden_corpus_answer_sets_match_clingo() {
    let files = corpus();
    assert!(files.len() >= 60, "the corpus has {} programs", files.len());
    let mut failures = Vec::new();
    for lp in &files {
        let aspif = std::fs::read_to_string(lp.with_extension("aspif")).expect(".aspif exists");
        let expected = std::fs::read_to_string(lp.with_extension("sol")).expect(".sol exists");
        for options in [SolveOptions::default(), SolveOptions::stress(3)] {
            match solve_normalized(&aspif, &options) {
                Ok(got) if got == expected => {}
                Ok(got) => {
                    failures.push(format!("{}: expected\n{expected}got\n{got}", lp.display()))
                }
                Err(e) => failures.push(format!("{}: {e}", lp.display())),
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

fn clingo_available() -> bool {
    Command::new(CLINGO)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// Grounds every file with clingo's `--mode=gringo` in one Python process (clingo's
/// `clingo_main`, stdout redirected per file), which is much faster than a process per file.
const GROUND_ALL: &str = r#"
import os, sys
from clingo.application import Application, clingo_main
class App(Application):
    program_name = "clingo"
out_dir = sys.argv[1]
for path in sys.argv[2:]:
    sys.stdout.flush()
    saved = os.dup(1)
    target = os.path.join(out_dir, os.path.basename(path) + ".aspif")
    fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
    os.dup2(fd, 1)
    clingo_main(App(), ["--mode=gringo", "-Wnone", path])
    sys.stdout.flush()
    os.dup2(saved, 1)
    os.close(fd)
    os.close(saved)
"#;

#[test]
fn golden_aspif_is_fresh() {
    let has_module = Command::new("python3")
        .args(["-c", "import clingo"])
        .output()
        .is_ok_and(|o| o.status.success());
    if !has_module || !clingo_available() {
        println!("note: clingo is not available; skipping the freshness check of the aspif corpus");
        return;
    }
    let files = corpus();
    let out = std::env::temp_dir().join(format!("rasp-golden-{}", std::process::id()));
    std::fs::create_dir_all(&out).unwrap();
    let status = Command::new("python3")
        .arg("-c")
        .arg(GROUND_ALL)
        .arg(&out)
        .args(&files)
        .status()
        .expect("python3 runs");
    assert!(status.success());
    let stale: Vec<String> = files
        .iter()
        .filter(|lp| {
            let name = lp.file_name().unwrap().to_string_lossy();
            let fresh = std::fs::read_to_string(out.join(format!("{name}.aspif")));
            let stored = std::fs::read_to_string(lp.with_extension("aspif"));
            fresh.ok() != stored.ok()
        })
        .map(|lp| lp.display().to_string())
        .collect();
    std::fs::remove_dir_all(&out).ok();
    assert!(
        stale.is_empty(),
        "stale .aspif (run tests/golden/solve/bless.py): {stale:?}"
    );
}

#[test]
fn non_hcf_disjunction_is_solved_with_a_minimality_check() {
    // a ; b.  a :- b.  b :- a.   (clingo: the single answer set {a, b}; shifting finds none)
    let aspif = "asp 1 0 0\n1 0 2 1 2 0 0\n1 0 1 1 0 1 2\n1 0 1 2 0 1 1\n0\n";
    let program = read(aspif).unwrap();
    let mut solver = Solver::new(&program, &SolveOptions::default()).unwrap();
    let mut models = Vec::new();
    solver.solve(&mut |m| {
        models.push(m.true_atoms.iter().map(|a| a.0).collect::<Vec<_>>());
        true
    });
    assert_eq!(models, [vec![1, 2]]);
}

#[test]
fn the_writer_output_is_read_by_clingo() {
    if !clingo_available() {
        println!("note: {CLINGO} does not run; skipping the writer round trip through clingo");
        return;
    }
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden/solve");
    for name in [
        "loop_hamilton_5",
        "agg_sum_mixed_weights",
        "external_several",
    ] {
        let aspif = std::fs::read_to_string(dir.join(format!("{name}.aspif"))).unwrap();
        let program = read(&aspif).unwrap();
        let written = rasp::aspif::write::write(&program);
        let mut child = Command::new(CLINGO)
            .args(["0", "-"])
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::piped())
            .spawn()
            .expect("clingo runs");
        use std::io::Write;
        child
            .stdin
            .take()
            .unwrap()
            .write_all(written.as_bytes())
            .unwrap();
        let out = child.wait_with_output().unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        let expected = std::fs::read_to_string(dir.join(format!("{name}.sol"))).unwrap();
        let models = expected.lines().count() - 1;
        assert!(
            text.contains(&format!("Models       : {models}\n")),
            "{name}: clingo read rasp's aspif differently:\n{text}"
        );
    }
}
