//! The golden corpus: every `.lp` file under `tests/golden/` and `programs/` is a named test.
//!
//! * `tests/golden/errors/NAME.lp` with `NAME.err`: a program clingo rejects; `.err` holds
//!   clingo's diagnostics. rasp must fail too, and its first error must start at the same
//!   `file:line:col` with the same message up to clingo's `, expecting ...` list (which depends
//!   on bison's parse tables, not on the input).
//! * Every other `.lp`: a program rasp must parse, and the round trip
//!   `parse(print(parse(src))) == parse(src)` must hold.
//!
//! `RASP_BLESS=1 cargo test --test golden` regenerates the expected files from the clingo
//! oracle (`tools/clingo`, or the command in `RASP_CLINGO`), so that a reviewer reads the diff.

use libtest_mimic::{Arguments, Failed, Trial};
use rasp::diag::{Diagnostic, SourceMap};
use std::path::{Path, PathBuf};
use std::process::Command;

fn main() {
    let args = Arguments::from_args();
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    for dir in ["tests/golden", "programs"] {
        collect_lp_files(&root.join(dir), &mut files);
    }
    files.sort();
    let trials = files
        .into_iter()
        .map(|path| {
            let name = path
                .strip_prefix(root)
                .expect("under the crate")
                .with_extension("")
                .display()
                .to_string();
            if path.with_extension("err").exists() || is_error_case(&path) {
                Trial::test(name, move || check_error(&path))
            } else {
                Trial::test(name, move || check_round_trip(&path))
            }
        })
        .collect();
    libtest_mimic::run(&args, trials).exit();
}

fn collect_lp_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect_lp_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "lp") {
            out.push(path);
        }
    }
}

fn is_error_case(path: &Path) -> bool {
    path.parent().is_some_and(|p| p.ends_with("errors"))
}

fn blessing() -> bool {
    std::env::var_os("RASP_BLESS").is_some_and(|v| v == "1")
}

/// Runs the clingo oracle in the file's directory (so messages carry the bare file name).
fn clingo(path: &Path, args: &[&str]) -> std::process::Output {
    let oracle = std::env::var("RASP_CLINGO").unwrap_or_else(|_| {
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tools/clingo")
            .display()
            .to_string()
    });
    Command::new(oracle)
        .args(args)
        .arg(path.file_name().expect("a file"))
        .current_dir(path.parent().expect("a directory"))
        .output()
        .expect("the clingo oracle runs (python3 -m pip install 'clingo==5.8.*')")
}

/// Parses the file as rasp does, naming it by its bare file name.
fn parse_file(
    path: &Path,
) -> (
    SourceMap,
    Result<rasp::syntax::ast::Program, Vec<Diagnostic>>,
) {
    let mut sources = SourceMap::new();
    let name = path.file_name().expect("a file").to_string_lossy();
    let bytes = std::fs::read(path).expect("readable test file");
    let result = match sources.add_bytes(&name, bytes) {
        Ok(id) => {
            let text = sources.file(id).text.clone();
            on_big_stack(move || rasp::syntax::parse(&text, id))
        }
        Err(error) => Err(vec![error]),
    };
    (sources, result)
}

/// Runs `f` on a thread with a large stack, as the `rasp` binary does.
fn on_big_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    std::thread::Builder::new()
        .stack_size(256 << 20)
        .spawn(f)
        .expect("spawn")
        .join()
        .expect("no panic")
}

/// The location start (`file:line:col`) and the message up to `, expecting` of the first
/// diagnostic in clingo-rendered text.
fn first_error(rendered: &str) -> Option<(String, String)> {
    let line = rendered.lines().find(|l| l.contains(": error: "))?;
    let (location, message) = line.split_once(": error: ")?;
    let start = location.rsplit_once('-').map_or(location, |(s, _)| s);
    let message = message.split(", expecting").next().unwrap_or(message);
    Some((start.to_string(), message.to_string()))
}

fn check_error(path: &Path) -> Result<(), Failed> {
    let expected_path = path.with_extension("err");
    if blessing() {
        let output = clingo(path, &["--text"]);
        let stderr = String::from_utf8_lossy(&output.stderr);
        let diagnostics = stderr.split("*** ERROR").next().unwrap_or("");
        std::fs::write(&expected_path, diagnostics).map_err(|e| e.to_string())?;
    }
    let expected =
        std::fs::read(&expected_path).map_err(|e| format!("{}: {e}", expected_path.display()))?;
    let mut expected = first_error(&String::from_utf8_lossy(&expected))
        .ok_or("no error in the expected output")?;
    let (sources, result) = parse_file(path);
    let errors = match result {
        Ok(_) => return Err("rasp accepted a program clingo rejects".into()),
        Err(errors) => errors,
    };
    let rendered = errors[0].render(&sources);
    let mut actual = first_error(&rendered).ok_or("rasp's first diagnostic is no error")?;
    // clingo names the first byte of a character it cannot read, rasp the whole character: compare
    // only where such messages point.
    if expected.1.contains('\u{FFFD}') {
        (expected.1, actual.1) = (String::new(), String::new());
    }
    if actual != expected {
        return Err(format!("clingo: {expected:?}\n  rasp: {actual:?}").into());
    }
    Ok(())
}

fn check_round_trip(path: &Path) -> Result<(), Failed> {
    let (sources, result) = parse_file(path);
    let program = result.map_err(|errors| {
        errors
            .iter()
            .map(|e| e.render(&sources))
            .collect::<String>()
    })?;
    let printed = program.to_string();
    let reparsed = on_big_stack(move || {
        let mut map = SourceMap::new();
        let id = map.add("printed", printed.clone());
        (rasp::syntax::parse(&printed, id), printed)
    });
    match reparsed {
        (Ok(again), _) if again == program => Ok(()),
        (Ok(again), printed) => Err(format!(
            "the printed program parses differently\nprinted:\n{printed}\nreprinted:\n{again}"
        )
        .into()),
        (Err(errors), printed) => {
            Err(format!("the printed program does not parse:\n{printed}\n{errors:?}").into())
        }
    }
}
