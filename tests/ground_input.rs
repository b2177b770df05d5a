//! Ground input that `rasp --mode=clasp` reads as clasp does: every file in
//! `tests/golden/ground_input/` (smodels `.sm`, DIMACS `.cnf` and `.wcnf`, aspif `.aspif`, among
//! them incremental aspif of `clingo --mode=gringo` on incmode programs, solved step by step:
//! the models of all steps) has `NAME.sol`, the
//! normalized output of `clingo --mode=clasp 0 NAME` (sorted models and the result, or for
//! optimization the result and the optimal costs). `RASP_BLESS=1 cargo test --test
//! ground_input` rewrites the `.sol` files from the clingo oracle (`tools/clingo`).

use std::path::{Path, PathBuf};
use std::process::Command;

fn corpus() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden/ground_input");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("the folder exists")
        .map(|e| e.expect("readable folder").path())
        .filter(|p| p.extension().is_some_and(|e| e != "sol"))
        .collect();
    files.sort();
    files
}

/// Runs `program --mode=clasp 0 NAME` in the file's folder.
fn run(program: &Path, file: &Path) -> String {
    let output = Command::new(program)
        .args(["--mode=clasp", "0"])
        .arg(file.file_name().expect("a file"))
        .current_dir(file.parent().expect("a folder"))
        .output()
        .expect("the program runs");
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// The models (atoms sorted; a SAT model's `v` lines joined) sorted, then the result; with
/// optimization the result and the optimal costs instead of the models, whose sequence
/// depends on the search.
fn normalize(output: &str) -> String {
    let lines: Vec<&str> = output.lines().collect();
    let mut models = Vec::new();
    let mut result = "";
    let mut optimum = None;
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i];
        i += 1;
        if line.contains("Answer: ") {
            let mut model = Vec::new();
            if lines.get(i).is_some_and(|l| l.starts_with("v ")) {
                while let Some(values) = lines.get(i).and_then(|l| l.strip_prefix("v ")) {
                    i += 1;
                    model.extend(values.split_whitespace().filter(|&v| v != "0"));
                    if values.ends_with(" 0") {
                        break;
                    }
                }
            } else if let Some(atoms) = lines.get(i) {
                i += 1;
                model.extend(atoms.split_whitespace());
                model.sort_unstable();
            }
            models.push(model.join(" "));
        }
        let bare = line.strip_prefix("s ").unwrap_or(line);
        if ["SATISFIABLE", "UNSATISFIABLE", "OPTIMUM FOUND", "UNKNOWN"].contains(&bare) {
            result = bare;
        }
        let summary = line.strip_prefix("c ").unwrap_or(line);
        if let Some((_, costs)) = summary
            .strip_prefix("Optimization")
            .and_then(|costs| costs.split_once(": "))
        {
            optimum = Some(costs.trim());
        }
    }
    match optimum {
        Some(costs) => format!("{result}\nOptimization: {costs}\n"),
        None => {
            models.sort_unstable();
            models.iter().map(|m| format!("{m}\n")).collect::<String>() + result + "\n"
        }
    }
}

#[test]
fn ground_input_is_read_as_clasp_reads_it() {
    let files = corpus();
    assert!(files.len() >= 20, "the corpus has {} files", files.len());
    let bless = std::env::var("RASP_BLESS").is_ok_and(|v| v == "1");
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut failures = Vec::new();
    for file in &files {
        let expected_path = file.with_extension("sol");
        if bless {
            let clingo = normalize(&run(&root.join("tools/clingo"), file));
            std::fs::write(&expected_path, clingo).expect("writable .sol");
        }
        let expected = std::fs::read_to_string(&expected_path).expect(".sol exists");
        let actual = normalize(&run(Path::new(env!("CARGO_BIN_EXE_rasp")), file));
        if actual != expected {
            failures.push(format!(
                "{}: expected\n{expected}rasp:\n{actual}",
                file.display()
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn normalization() {
    let sat = "c Answer: 1 (Time: 0.000s)\nv 1 -2\nv 3 0\nc Answer: 2\nv -1 2 3 0\ns SATISFIABLE\n";
    assert_eq!(normalize(sat), "-1 2 3\n1 -2 3\nSATISFIABLE\n");
    let asp = "Answer: 1\nb a\nAnswer: 2\n\nSATISFIABLE\n";
    assert_eq!(normalize(asp), "\na b\nSATISFIABLE\n");
    let opt = "Answer: 1\na\nOptimization: 2\nOPTIMUM FOUND\n\nOptimization : 2\n";
    assert_eq!(normalize(opt), "OPTIMUM FOUND\nOptimization: 2\n");
}
