//! The golden corpus: every `.lp` file under `tests/golden/` and `programs/` is a named test.
//!
//! * `NAME.lp` with `NAME.sol`: `rasp NAME.lp ARGS` (ARGS from `NAME.cmd`, default `0`) must
//!   print the answer sets in `NAME.sol`, normalized as `tools/golden-sol` normalizes clingo's
//!   output (sorted atoms per model, sorted models, optimal costs, the result line).
//! * `errors/NAME.lp` with `NAME.err`: a program clingo rejects; `.err` holds clingo's
//!   diagnostics. rasp must exit with 65, and its first error must start at the same
//!   `file:line:col` with the same message up to clingo's `, expecting ...` list (which
//!   depends on bison's parse tables, not on the input).
//! * The same with `.sol`, for the grounder alone: clingo must find those answer sets in
//!   rasp's ground program (`rasp --mode=gringo NAME.lp | clingo ARGS -`); skipped (shown as
//!   ignored, with a note) when the clingo oracle is not installed, failing instead with
//!   `RASP_REQUIRE_ORACLE=1` (see `oracle_gate`). For a program in incremental mode
//!   (`#include <incmode>`) the ground program is incremental aspif, one block per step,
//!   grounded for as many steps as rasp's run solves; rasp must read it back too
//!   (`rasp --mode=gringo NAME.lp | rasp --mode=clasp ARGS -`).
//! * The same with `.sol`, for `--text` (golden programs under `tests/golden/`): rasp must
//!   find those answer sets in its own ground program printed as text (`rasp --text NAME.lp |
//!   rasp ARGS -`), which must therefore be valid input. Not for a program in incremental
//!   mode (the text of its steps is not one program), nor for one with `NAME.notext`
//!   (which says why): one whose answer depends on atoms that occur in no printed rule
//!   (gringo keeps a minimize literal over an atom of a recursive head whose rule instances
//!   all have a false body: printed, the rule is no longer recursive, and the literal goes).
//! * `NAME.nosteps` says why the REPL's step-by-step check (`src/repl/session/steps.rs`:
//!   entered statement by statement, a program has its answer sets) leaves it out.
//! * Every `.lp`: rasp must parse it (unless it is an error case), and the round trip
//!   `parse(print(parse(src))) == parse(src)` must hold.
//!
//! * The order of the atoms of each answer set as rasp prints it (`NAME.lp` under
//!   `tests/golden/`, also in incremental mode): clingo's, for every answer set both print
//!   (the same atoms; answer sets met on the way to an optimum, or that clingo's known bugs
//!   make differ, are not compared). `tests/golden/order_differs.txt` lists the programs
//!   known to print another order, with the reason; they are reported as ignored.
//!
//! `tests/golden/pending.txt` lists tests that need a feature rasp does not have yet, each
//! with the reason; they are reported as ignored until the feature lands.
//! `RASP_BLESS=1 cargo test --test golden` regenerates the expected files from the clingo
//! oracle (`tools/clingo`, or the command in `RASP_CLINGO`) so that a reviewer reads the diff.

mod oracle_gate;

use libtest_mimic::{Arguments, Failed, Trial};
use rasp::diag::{Diagnostic, SourceMap};
use std::collections::{BTreeSet, HashMap};
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
    let pending = listed(&root.join("tests/golden/pending.txt"));
    let order_differs = listed(&root.join("tests/golden/order_differs.txt"));
    let mut trials = Vec::new();
    for path in files {
        let name = path
            .strip_prefix(root)
            .expect("under the crate")
            .with_extension("")
            .display()
            .to_string();
        let reason = pending.get(&name).cloned();
        let ignored = reason.is_some();
        // A pending feature: the trials that check answer sets (rasp's, those of rasp's
        // ground text, and clingo's on rasp's grounding) are not run yet.
        let mut add = |kind: &str, trial: Trial| {
            let ignore = ignored && kind != "syntax";
            trials.push(trial.with_kind(kind.to_string()).with_ignored_flag(ignore))
        };
        if path.with_extension("err").exists() || is_error_case(&path) {
            let p = path.clone();
            add("error", Trial::test(name.clone(), move || check_error(&p)));
            continue;
        }
        let p = path.clone();
        add(
            "syntax",
            Trial::test(name.clone(), move || check_round_trip(&p)),
        );
        if path.with_extension("sol").exists() {
            let p = path.clone();
            add(
                "answers",
                Trial::test(name.clone(), move || check_answer_sets(&p)),
            );
            if is_incremental(&path) {
                // Its steps' ground programs, written as incremental aspif, read back (the
                // text of the steps is not one program: their externals change).
                let p = path.clone();
                let rasp = env!("CARGO_BIN_EXE_rasp");
                let check = move || check_via_aspif(&p, rasp);
                add("aspif-rasp", Trial::test(name.clone(), check));
            } else if path.starts_with(root.join("tests/golden"))
                && !path.with_extension("notext").exists()
            {
                // The ground program as text is valid input with the same answer sets.
                let p = path.clone();
                add("text", Trial::test(name.clone(), move || check_text(&p)));
            }
            // The order of the printed atoms: clingo's (as gringo numbers them).
            if path.starts_with(root.join("tests/golden")) {
                let p = path.clone();
                let trial = oracle_gate::trial(name.clone(), move || check_order(&p));
                let known = order_differs.contains_key(&name);
                trials.push(trial.with_kind("order").with_ignored_flag(ignored || known));
            }
            // The grounder alone: clingo solves rasp's ground program.
            let p = path.clone();
            let check = move || check_via_aspif(&p, &oracle());
            let trial = oracle_gate::trial(name, check).with_kind("aspif");
            trials.push(if ignored {
                trial.with_ignored_flag(true)
            } else {
                trial
            });
        }
    }
    oracle_gate::note(trials.iter().filter(|t| t.kind() == "aspif").count());
    libtest_mimic::run(&args, trials).exit();
}

/// The tests listed in a file such as `tests/golden/pending.txt` (`name  reason` per line, `#`
/// comments).
fn listed(file: &Path) -> HashMap<String, String> {
    let text = std::fs::read_to_string(file).unwrap_or_default();
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| {
            let (name, reason) = l.split_once(char::is_whitespace).unwrap_or((l, ""));
            (name.to_string(), reason.trim().to_string())
        })
        .collect()
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

/// Whether a program (with the files it includes) includes `<incmode>`.
fn is_incremental(path: &Path) -> bool {
    let text = std::fs::read_to_string(path).unwrap_or_default();
    text.lines().any(|line| {
        let line = line.trim();
        line.starts_with("#include <incmode>")
            || (line
                .strip_prefix("#include \"")
                .and_then(|rest| rest.split_once('"')))
            .is_some_and(|(file, _)| is_incremental(&path.with_file_name(file)))
    })
}

fn is_error_case(path: &Path) -> bool {
    path.parent().is_some_and(|p| p.ends_with("errors"))
}

fn blessing() -> bool {
    std::env::var_os("RASP_BLESS").is_some_and(|v| v == "1")
}

fn oracle() -> String {
    oracle_gate::command().display().to_string()
}

/// The arguments of a test: `NAME.cmd`, or `0`.
fn arguments(path: &Path) -> Vec<String> {
    match std::fs::read_to_string(path.with_extension("cmd")) {
        Ok(text) => text.split_whitespace().map(str::to_string).collect(),
        Err(_) => vec!["0".to_string()],
    }
}

/// Runs `program` on the file in its directory (so messages carry the bare file name).
fn run_in_directory(program: &str, path: &Path, args: &[String]) -> std::process::Output {
    Command::new(program)
        .arg(path.file_name().expect("a file"))
        .args(args)
        .current_dir(path.parent().expect("a directory"))
        // Scripts run nowhere (as in clingo without Python), whether or not rasp's Python
        // module is installed.
        .env("RASP_PYTHON", "")
        .output()
        .unwrap_or_else(|e| panic!("cannot run {program}: {e}"))
}

/// clingo's text output normalized: one line per answer set (its atoms sorted), the lines
/// sorted (and deduplicated when optimizing); when optimizing, only the optimal models and
/// only with `--opt-mode=optN` (which optimal model plain `opt` prints depends on the
/// search), or with `--opt-mode=enum` every model followed by ` (cost <costs>)`; then
/// `OPTIMUM: <costs>` and the result line. The same as `tools/golden-sol`.
fn normalize(output: &str, args: &[String]) -> String {
    let lines: Vec<&str> = output.lines().collect();
    let mut models: Vec<(String, Option<String>)> = Vec::new();
    let mut optimum = None;
    let mut status = None;
    for (i, line) in lines.iter().enumerate() {
        if line.starts_with("Answer:") {
            let mut atoms: Vec<&str> = lines
                .get(i + 1)
                .map_or(Vec::new(), |l| l.split_whitespace().collect());
            atoms.sort();
            models.push((atoms.join(" "), None));
        } else if let Some(costs) = line.strip_prefix("Optimization: ") {
            if let Some(last) = models.last_mut() {
                last.1 = Some(costs.split_whitespace().collect::<Vec<_>>().join(" "));
            }
        } else if let Some(costs) = line.strip_prefix("Optimization :") {
            optimum = Some(costs.split_whitespace().collect::<Vec<_>>().join(" "));
        } else if ["SATISFIABLE", "UNSATISFIABLE", "UNKNOWN", "OPTIMUM FOUND"].contains(line) {
            status = Some(line.to_string());
        }
    }
    let joined = args.join(" ");
    let optimizing = models.iter().any(|(_, c)| c.is_some());
    let mut kept: Vec<String> = if optimizing {
        if joined.contains("--opt-mode=enum") {
            // Every model within the bound, with its costs.
            models
                .into_iter()
                .map(|(m, c)| format!("{m} (cost {})", c.unwrap_or_default()))
                .collect()
        } else if joined.contains("optN") {
            models
                .into_iter()
                .filter(|(_, c)| *c == optimum)
                .map(|(m, _)| m)
                .collect()
        } else {
            Vec::new()
        }
    } else {
        models.into_iter().map(|(m, _)| m).collect()
    };
    if joined.contains("brave") || joined.contains("cautious") {
        kept = kept.split_off(kept.len().saturating_sub(1));
    }
    kept.sort();
    // When optimizing, clingo prints the first optimal model again when it enumerates the
    // optimal ones: there, duplicates are dropped.
    if optimizing {
        kept.dedup();
    }
    let mut out: Vec<String> = kept;
    if let Some(costs) = optimum {
        out.push(format!("OPTIMUM: {costs}"));
    }
    out.push(status.unwrap_or_else(|| "UNKNOWN".to_string()));
    out.join("\n") + "\n"
}

/// `rasp --mode=gringo NAME.lp | SOLVER --mode=clasp ARGS -` must give the expected answer
/// sets (the `-c` options go to rasp, the others to the solver). An incremental program is
/// grounded for as many steps as `rasp NAME.lp ARGS` solves (`-c imax=CALLS`): incremental
/// aspif is solved after each step, and the grounding does not stop where the solving did.
fn check_via_aspif(path: &Path, solver: &str) -> Result<(), Failed> {
    let (mut constants, solve_args) = split_constants(&arguments(path));
    if is_incremental(path) {
        let calls = calls(path);
        if calls == 0 {
            return Ok(());
        }
        let imax = |i: usize| {
            let at = |j: usize| constants.get(j).map(String::as_str);
            (at(i) == Some("-c") && at(i + 1).is_some_and(|v| v.starts_with("imax=")))
                || (i > 0
                    && at(i - 1) == Some("-c")
                    && at(i).is_some_and(|v| v.starts_with("imax=")))
        };
        constants = (0..constants.len())
            .filter(|&i| !imax(i))
            .map(|i| constants[i].clone())
            .collect();
        constants.extend(["-c".to_string(), format!("imax={calls}")]);
    }
    let mut ground_args = vec!["--mode=gringo".to_string()];
    ground_args.extend(constants);
    let ground = run_in_directory(env!("CARGO_BIN_EXE_rasp"), path, &ground_args);
    if !ground.status.success() {
        return Err(format!(
            "rasp --mode=gringo failed:\n{}",
            String::from_utf8_lossy(&ground.stderr)
        )
        .into());
    }
    let mut args = vec!["--mode=clasp".to_string()];
    args.extend(solve_args.iter().cloned());
    let output = solve_stdin(solver, &args, &ground.stdout)?;
    let actual = normalize(&String::from_utf8_lossy(&output.stdout), &solve_args);
    let expected_path = path.with_extension("sol");
    let expected = std::fs::read_to_string(&expected_path)
        .map_err(|e| format!("{}: {e}", expected_path.display()))?;
    if actual != expected {
        return Err(format!(
            "expected (clingo):\n{expected}\n{solver} on rasp's grounding:\n{actual}\n\
             the grounding:\n{}",
            String::from_utf8_lossy(&ground.stdout)
        )
        .into());
    }
    Ok(())
}

/// The number of solve calls of `rasp NAME.lp ARGS` (an incremental program: its steps).
fn calls(path: &Path) -> usize {
    let run = run_in_directory(env!("CARGO_BIN_EXE_rasp"), path, &arguments(path));
    let stdout = String::from_utf8_lossy(&run.stdout);
    stdout.lines().filter(|line| *line == "Solving...").count()
}

/// Runs `program - ARGS` on `input`.
fn solve_stdin(
    program: &str,
    args: &[String],
    input: &[u8],
) -> Result<std::process::Output, Failed> {
    let mut child = Command::new(program)
        .arg("-")
        .args(args)
        .env("RASP_PYTHON", "")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .map_err(|e| e.to_string())?;
    {
        use std::io::Write;
        let mut stdin = child.stdin.take().expect("piped");
        stdin.write_all(input).map_err(|e| e.to_string())?;
    }
    Ok(child.wait_with_output().map_err(|e| e.to_string())?)
}

/// Splits a test's arguments into those of grounding (the constants `-c NAME=VALUE`,
/// `--rewrite-minimize`) and the rest.
fn split_constants(args: &[String]) -> (Vec<String>, Vec<String>) {
    let (mut constants, mut rest) = (Vec::new(), Vec::new());
    let mut i = 0;
    while i < args.len() {
        if args[i] == "-c" && i + 1 < args.len() {
            constants.extend([args[i].clone(), args[i + 1].clone()]);
            i += 2;
        } else if args[i] == "--rewrite-minimize" {
            constants.push(args[i].clone());
            i += 1;
        } else {
            rest.push(args[i].clone());
            i += 1;
        }
    }
    (constants, rest)
}

/// `rasp --text NAME.lp | rasp ARGS -` must give the expected answer sets.
fn check_text(path: &Path) -> Result<(), Failed> {
    let (constants, solve_args) = split_constants(&arguments(path));
    let mut text_args = vec!["--text".to_string()];
    text_args.extend(constants);
    let text = run_in_directory(env!("CARGO_BIN_EXE_rasp"), path, &text_args);
    if !text.status.success() {
        return Err(format!(
            "rasp --text failed:\n{}",
            String::from_utf8_lossy(&text.stderr)
        )
        .into());
    }
    // gringo's text has the theory atoms but not the definitions they need: the program's.
    let mut input = theory_definitions(path).into_bytes();
    input.extend_from_slice(&text.stdout);
    let output = solve_stdin(env!("CARGO_BIN_EXE_rasp"), &solve_args, &input)?;
    let actual = normalize(&String::from_utf8_lossy(&output.stdout), &solve_args);
    let expected_path = path.with_extension("sol");
    let expected = std::fs::read_to_string(&expected_path)
        .map_err(|e| format!("{}: {e}", expected_path.display()))?;
    if actual != expected {
        return Err(format!(
            "expected (clingo):\n{expected}\nrasp on its --text:\n{actual}\nthe text:\n{}\nrasp's messages:\n{}",
            String::from_utf8_lossy(&text.stdout),
            String::from_utf8_lossy(&output.stderr)
        )
        .into());
    }
    Ok(())
}

/// The `#theory` statements of the program at `path`, as text.
fn theory_definitions(path: &Path) -> String {
    use rasp::syntax::ast::StatementKind;
    let text = std::fs::read_to_string(path).unwrap_or_default();
    let Ok(program) = rasp::syntax::parse(&text, rasp::diag::FileId(0)) else {
        return String::new();
    };
    (program.statements.iter())
        .filter(|s| matches!(s.kind, StatementKind::Theory(_)))
        .map(|s| format!("{s}\n"))
        .collect()
}

fn check_answer_sets(path: &Path) -> Result<(), Failed> {
    let args = arguments(path);
    let expected_path = path.with_extension("sol");
    if blessing() {
        let output = run_in_directory(&oracle(), path, &args);
        let normalized = normalize(&String::from_utf8_lossy(&output.stdout), &args);
        std::fs::write(&expected_path, normalized).map_err(|e| e.to_string())?;
    }
    let expected = std::fs::read_to_string(&expected_path)
        .map_err(|e| format!("{}: {e}", expected_path.display()))?;
    let output = run_in_directory(env!("CARGO_BIN_EXE_rasp"), path, &args);
    let actual = normalize(&String::from_utf8_lossy(&output.stdout), &args);
    if actual != expected {
        return Err(format!(
            "expected (clingo):\n{expected}\nrasp:\n{actual}\nrasp's messages:\n{}",
            String::from_utf8_lossy(&output.stderr)
        )
        .into());
    }
    Ok(())
}

/// The answer sets of a run's output, as printed: each answer line keyed by its atoms sorted.
/// The lines of the answer sets in `output`, by their atoms (sorted): an answer set of a
/// program in incremental mode may be printed by several steps, each in its own order.
fn printed_answers(output: &[u8]) -> HashMap<String, BTreeSet<String>> {
    let text = String::from_utf8_lossy(output);
    let lines: Vec<&str> = text.lines().collect();
    let answers = (lines.iter().enumerate()).filter(|(_, l)| l.starts_with("Answer:"));
    let mut printed: HashMap<String, BTreeSet<String>> = HashMap::new();
    for (i, _) in answers {
        let line = lines.get(i + 1).copied().unwrap_or("");
        let mut atoms: Vec<&str> = line.split_whitespace().collect();
        atoms.sort_unstable();
        printed
            .entry(atoms.join(" "))
            .or_default()
            .insert(line.to_string());
    }
    printed
}

/// rasp prints the atoms of each answer set in clingo's order (where both print it): each
/// of its lines for an answer set is one of clingo's for it.
fn check_order(path: &Path) -> Result<(), Failed> {
    let args = arguments(path);
    let clingo = printed_answers(&run_in_directory(&oracle(), path, &args).stdout);
    let rasp = printed_answers(&run_in_directory(env!("CARGO_BIN_EXE_rasp"), path, &args).stdout);
    let mut differ: Vec<String> = (rasp.iter())
        .filter_map(|(atoms, lines)| {
            let theirs = clingo.get(atoms)?;
            let other = lines.iter().find(|line| !theirs.contains(*line))?;
            let theirs: Vec<&str> = theirs.iter().map(String::as_str).collect();
            Some(format!(
                "clingo: {}\nrasp:   {other}",
                theirs.join("\n        ")
            ))
        })
        .collect();
    if differ.is_empty() {
        return Ok(());
    }
    differ.sort();
    Err(format!(
        "the atoms are printed in another order:\n{}",
        differ.join("\n")
    )
    .into())
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
/// error in clingo-rendered text.
fn first_error(rendered: &str) -> Option<(String, String)> {
    let line = rendered.lines().find(|l| l.contains(": error: "))?;
    let (location, message) = line.split_once(": error: ")?;
    let start = location.rsplit_once('-').map_or(location, |(s, _)| s);
    let message = message.split(", expecting").next().unwrap_or(message);
    Some((start.to_string(), message.to_string()))
}

fn check_error(path: &Path) -> Result<(), Failed> {
    let expected_path = path.with_extension("err");
    let args = arguments(path);
    if blessing() {
        let mut with_text = args.clone();
        with_text.push("--text".to_string());
        let output = run_in_directory(&oracle(), path, &with_text);
        let stderr = String::from_utf8_lossy(&output.stderr);
        let diagnostics = stderr.split("*** ERROR").next().unwrap_or("");
        std::fs::write(&expected_path, diagnostics).map_err(|e| e.to_string())?;
    }
    let expected =
        std::fs::read(&expected_path).map_err(|e| format!("{}: {e}", expected_path.display()))?;
    let mut expected = first_error(&String::from_utf8_lossy(&expected))
        .ok_or("no error in the expected output")?;
    let output = run_in_directory(env!("CARGO_BIN_EXE_rasp"), path, &args);
    if output.status.code() != Some(65) {
        return Err(format!("rasp exited with {:?}, not 65", output.status.code()).into());
    }
    let stderr = String::from_utf8_lossy(&output.stderr);
    let mut actual =
        first_error(&stderr).ok_or_else(|| format!("rasp reported no error:\n{stderr}"))?;
    // clingo names the first byte of a character it cannot read, rasp the whole character:
    // compare only where such messages point.
    if expected.1.contains('\u{FFFD}') {
        (expected.1, actual.1) = (String::new(), String::new());
    }
    if actual != expected {
        return Err(format!("clingo: {expected:?}\n  rasp: {actual:?}").into());
    }
    Ok(())
}

/// The statements of a program with its blocks of simple facts expanded: the parser reads
/// `p(f()).` or `p((1)).` as a rule and its printed form `p(f).` or `p(1).` into a block.
fn expand_facts(program: &rasp::syntax::ast::Program) -> Vec<rasp::syntax::ast::Statement> {
    use rasp::syntax::ast::StatementKind;
    program
        .statements
        .iter()
        .flat_map(|s| match &s.kind {
            StatementKind::Facts(facts) => facts.statements().collect(),
            _ => vec![s.clone()],
        })
        .collect()
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
        (Ok(again), _) if expand_facts(&again) == expand_facts(&program) => Ok(()),
        (Ok(again), printed) => Err(format!(
            "the printed program parses differently\nprinted:\n{printed}\nreprinted:\n{again}"
        )
        .into()),
        (Err(errors), printed) => {
            Err(format!("the printed program does not parse:\n{printed}\n{errors:?}").into())
        }
    }
}
