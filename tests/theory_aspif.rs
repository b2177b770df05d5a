//! Theory atoms in ground input (`tests/golden/ground_input/theory_*.aspif`, clingo's aspif of
//! programs with `#theory` definitions, each program's source in its comments):
//!
//! * written back: `rasp --mode=gringo NAME.aspif` and `rasp --output=reify NAME.aspif` must
//!   print what clingo prints for them, `tests/golden/theory_output/NAME.aspif` and
//!   `NAME.reify` (not for incremental programs, which clingo does not write back).
//!   `RASP_BLESS=1 cargo test --test theory_aspif` rewrites them from the clingo oracle
//!   (`tools/clingo`). Their answer sets are `ground_input.rs`'s.
//! * solved: a theory atom that no rule has in its head is free, as clasp leaves it without
//!   a theory propagator (answer sets confirmed with clingo 5.8.3).

mod common;

use common::aspif_answer_sets as answer_sets;
use std::path::{Path, PathBuf};
use std::process::Command;

fn corpus() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden/ground_input");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("the folder exists")
        .map(|e| e.expect("readable folder").path())
        .filter(|p| {
            let name = p.file_name().and_then(|n| n.to_str()).unwrap_or("");
            name.starts_with("theory_") && name.ends_with(".aspif")
        })
        .filter(|p| {
            let text = std::fs::read_to_string(p).expect("readable");
            !text.starts_with("asp 1 0 0 incremental")
        })
        .collect();
    files.sort();
    files
}

/// The standard output of `program ARGS FILE`.
fn run(program: &Path, args: &[&str], file: &Path) -> String {
    let output = Command::new(program)
        .args(args)
        .arg(file)
        .output()
        .expect("the program runs");
    String::from_utf8_lossy(&output.stdout).into_owned()
}

#[test]
fn theory_statements_are_written_back_as_clingo_writes_them() {
    let files = corpus();
    assert!(files.len() >= 6, "the corpus has {} files", files.len());
    let bless = std::env::var("RASP_BLESS").is_ok_and(|v| v == "1");
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let expected_dir = root.join("tests/golden/theory_output");
    let mut failures = Vec::new();
    for file in &files {
        let stem = file.file_stem().expect("a name");
        for (args, extension) in [(["--mode=gringo"], "aspif"), (["--output=reify"], "reify")] {
            let expected_path = expected_dir.join(stem).with_extension(extension);
            if bless {
                let clingo = run(&root.join("tools/clingo"), &args, file);
                std::fs::write(&expected_path, clingo).expect("writable");
            }
            let expected = std::fs::read_to_string(&expected_path).expect("expected output");
            let actual = run(Path::new(env!("CARGO_BIN_EXE_rasp")), &args, file);
            if actual != expected {
                failures.push(format!(
                    "{} {}: expected\n{expected}rasp:\n{actual}",
                    file.display(),
                    args[0]
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// `r :- &b{}.`: the theory atom (1) is free, so `r` is either.
#[test]
fn a_theory_atom_without_rules_is_free() {
    let sets = answer_sets("asp 1 0 0\n1 0 1 2 0 1 1\n9 1 0 1 b\n9 5 1 0 0\n4 1 r 1 2\n0\n");
    assert_eq!(sets, ["", "r"]);
}

/// `&b{} :- q. {q}. r :- &b{}.`: a theory atom in a head is an ordinary atom.
#[test]
fn a_theory_atom_in_a_head_is_an_ordinary_atom() {
    let sets = answer_sets(
        "asp 1 0 0\n1 1 1 1 0 0\n1 0 1 2 0 1 1\n1 0 1 3 0 1 2\n9 1 0 1 b\n9 5 2 0 0\n\
         4 1 q 1 1\n4 1 r 1 3\n0\n",
    );
    assert_eq!(sets, ["", "q r"]);
}

/// `t :- not t.` over the theory atom `t` (1): the rule keeps `t` from being free (clasp
/// counts the heads of rules it drops), so there is no answer set.
#[test]
fn a_theory_atom_in_the_head_of_a_dropped_rule_is_not_free() {
    let sets = answer_sets("asp 1 0 0\n1 0 1 1 0 1 -1\n9 1 0 1 b\n9 5 1 0 0\n4 1 t 1 1\n0\n");
    assert!(sets.is_empty(), "{sets:?}");
}

/// `#external t.` and `#external u. [release]` over theory atoms: the declared value wins, a
/// released one is false.
#[test]
fn externals_keep_their_values() {
    let sets = answer_sets(
        "asp 1 0 0\n9 1 0 1 b\n9 5 1 0 0\n9 5 2 0 0\n5 1 2\n5 2 0\n5 2 3\n\
         4 1 t 1 1\n4 1 u 1 2\n0\n",
    );
    assert_eq!(sets, [""]);
}
