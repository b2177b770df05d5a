//! clasp's lemma exchange: `--lemma-out` logs learnt clauses as integrity constraints over
//! the program's atoms (aspif, or text with `--lemma-out-txt`), `--lemma-in` adds an aspif
//! file's statements to ground input (`--mode=clasp`). Messages and exit codes are
//! clingo's.

use super::{rasp, stderr, stdout};
use std::path::PathBuf;

/// Eight queens, 92 answer sets: conflicts enough to learn from.
const QUEENS: &str = "#const n=8. q(X,Y) : Y=1..n :- X=1..n.\n\
    :- q(X,Y), q(X,Z), Y<Z. :- q(X,Y), q(Z,Y), X<Z.\n\
    :- q(X,Y), q(Z,W), X<Z, X-Y==Z-W. :- q(X,Y), q(Z,W), X<Z, X+Y==Z+W. #show q/2.";

/// A fresh directory for this test's files.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("rasp-lemmas-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn models(output: &std::process::Output) -> String {
    let out = stdout(output);
    let line = out.lines().find(|l| l.starts_with("Models"));
    line.map_or(out.clone(), str::to_string)
}

/// The logged lemmas are consequences of the program: read back into its ground form, they
/// leave its 92 answer sets.
#[test]
fn logged_lemmas_read_back_keep_the_answer_sets() {
    let dir = scratch("aspif");
    let aspif = stdout(&rasp(&["--mode=gringo"], QUEENS));
    let program = dir.join("queens.aspif");
    std::fs::write(&program, &aspif).unwrap();
    let log = dir.join("lemmas.aspif");
    let (program, log) = (program.to_str().unwrap(), log.to_str().unwrap());
    let out = format!("--lemma-out={log}");
    let run = rasp(&["--mode=clasp", program, "0", "-q", &out], "");
    assert_eq!(models(&run), "Models       : 92");
    let lemmas = std::fs::read_to_string(log).unwrap();
    let lines: Vec<&str> = lemmas.lines().collect();
    assert_eq!(lines.first(), Some(&"asp 1 0 0"));
    assert_eq!(lines.last(), Some(&"0"));
    assert!(lines.len() > 10, "{lemmas}");
    assert!(
        lines[1..lines.len() - 1]
            .iter()
            .all(|l| l.starts_with("1 0 0 0 "))
    );
    let back = rasp(
        &[
            "--mode=clasp",
            program,
            "0",
            "-q",
            &format!("--lemma-in={log}"),
        ],
        "",
    );
    assert_eq!(models(&back), "Models       : 92");
    // The most lemmas.
    let max = rasp(
        &[
            "--mode=clasp",
            program,
            "0",
            "-q",
            &out,
            "--lemma-out-max=3",
        ],
        "",
    );
    assert_eq!(max.status.code(), Some(30));
    assert_eq!(std::fs::read_to_string(log).unwrap().lines().count(), 5);
    let _ = std::fs::remove_dir_all(&dir);
}

/// `--lemma-out-txt` writes `:- ...  %lbd = N` lines with the atoms' names, to standard
/// output with `-`; `--lemma-out-lbd` bounds the LBD, `--lemma-out-dom=output` keeps
/// lemmas over shown atoms.
#[test]
fn text_lemmas_name_the_atoms() {
    let run = rasp(
        &[
            "0",
            "-q",
            "--lemma-out=-",
            "--lemma-out-txt",
            "--lemma-out-lbd=2",
        ],
        QUEENS,
    );
    let out = stdout(&run);
    let lemmas: Vec<&str> = out.lines().filter(|l| l.starts_with(":- ")).collect();
    assert!(!lemmas.is_empty(), "{out}");
    for lemma in &lemmas {
        let (constraint, lbd) = lemma.split_once(".  %lbd = ").expect(lemma);
        assert!(lbd.parse::<u32>().unwrap() <= 2, "{lemma}");
        assert!(
            constraint.contains("q(") && !constraint.contains("__atom"),
            "{lemma}"
        );
    }
    assert!(out.contains("Models       : 92"));
    let hidden = "{a;b;c}. :- a, b, not c. :- a, not b, c. #show c/0.";
    let run = rasp(
        &[
            "0",
            "--lemma-out=-",
            "--lemma-out-txt",
            "--lemma-out-dom=OUTPUT",
        ],
        hidden,
    );
    assert!(!stdout(&run).contains("__atom"), "{}", stdout(&run));
}

/// `--lemma-in` adds the file's statements to ground input with `--mode=clasp` (clingo
/// reads none in its own mode); a file that is not aspif is clasp's error.
#[test]
fn lemma_in_adds_constraints_to_ground_input() {
    let dir = scratch("in");
    let file = |name: &str, text: &str| {
        let path = dir.join(name);
        std::fs::write(&path, text).unwrap();
        format!("--lemma-in={}", path.to_str().unwrap())
    };
    let not_a = file("not_a.aspif", "asp 1 0 0\n1 0 0 0 1 1\n0\n");
    let aspif = "asp 1 0 0\n1 1 2 1 2 0 0\n4 1 a 1 1\n4 1 b 1 2\n0\n";
    assert_eq!(
        models(&rasp(&["--mode=clasp", "0", &not_a], aspif)),
        "Models       : 2"
    );
    assert_eq!(models(&rasp(&["0", &not_a], "{a;b}.")), "Models       : 4");
    let cnf = rasp(&["--mode=clasp", "0", &not_a], "p cnf 2 1\n1 2 0\n");
    assert!(
        stdout(&cnf).contains("v -1 2 0\ns SATISFIABLE"),
        "{}",
        stdout(&cnf)
    );
    let bad = file("bad.aspif", "garbage\n");
    let run = rasp(&["--mode=clasp", "0", &bad], aspif);
    assert_eq!(run.status.code(), Some(65));
    assert_eq!(
        stderr(&run),
        "*** ERROR: (rasp): 'lemma-in': invalid input file!\n"
    );
    assert!(stdout(&run).contains("UNKNOWN"));
    let _ = std::fs::remove_dir_all(&dir);
}

/// clasp's checks of the files: exit code 128 with the usage hint, 1 for a log that
/// cannot be opened, clingo's message for a bad `--lemma-out-dom`.
#[test]
fn bad_lemma_files_are_clingos_errors() {
    let dir = scratch("bad");
    let input = dir.join("p.lp");
    std::fs::write(&input, "a.").unwrap();
    let input = input.to_str().unwrap();
    let usage = "*** Info : (rasp): Try '--help' for usage information\n";
    for (args, code, message) in [
        (
            vec![input.to_string(), format!("--lemma-out={input}")],
            128,
            format!("'lemma-out': cowardly refusing to overwrite input file!\n{usage}"),
        ),
        (
            vec![input.to_string(), "--lemma-in=/no/such/file".into()],
            128,
            format!("'lemma-in': could not open file!\n{usage}"),
        ),
        (
            vec![input.to_string(), "--lemma-out=/no/such/dir/log".into()],
            1,
            "Could not open lemma log file '/no/such/dir/log'!\n".into(),
        ),
        (
            vec!["--lemma-out-dom=all".into()],
            1,
            format!("In context '<rasp>': 'all' invalid value for: 'lemma-out-dom'\n{usage}"),
        ),
    ] {
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let run = rasp(&args, "a.");
        assert_eq!(run.status.code(), Some(code), "{args:?}");
        assert_eq!(
            stderr(&run),
            format!("*** ERROR: (rasp): {message}"),
            "{args:?}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}
