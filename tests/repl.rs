//! `rasp repl`, driven by scripts: each test feeds lines as a user types them (through
//! [`rasp::repl::run_script`], or the binary with a script on standard input) and checks
//! what the session shows. One test per bug of the REPL found by trying it as a new user.

use rasp::repl::run_script;
use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

/// A fresh directory for the files of one test.
fn directory(test: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("rasp-repl-{}-{test}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn write(dir: &std::path::Path, name: &str, text: &str) -> String {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.to_string_lossy().into_owned()
}

/// Runs `rasp repl ARGS` with `stdin` as its script.
fn rasp_repl(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_rasp"))
        .arg("repl")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("rasp runs");
    let _ = child.stdin.take().unwrap().write_all(stdin.as_bytes());
    child.wait_with_output().unwrap()
}

fn script(lines: &str) -> String {
    run_script(&[], lines)
}

#[test]
fn include_loads_the_file_and_a_missing_one_is_an_error() {
    let dir = directory("include");
    let color = write(&dir, "color.lp", "color(red;green).\n");
    let out = script(&format!(
        "#include \"{color}\".\n#include \"{}/nope.lp\".\n:solve\n:list",
        dir.display()
    ));
    let missing = format!(
        "<2>:1:1-{}: error: file could not be opened:\n  {}/nope.lp\n",
        21 + dir.display().to_string().len(),
        dir.display()
    );
    assert!(out.starts_with(&missing), "{out}");
    assert!(
        out.contains("Answer: 1\ncolor(red) color(green)\n"),
        "{out}"
    );
    assert!(
        out.ends_with(&format!("  1  #include \"{color}\".\n")),
        "{out}"
    );
}

#[test]
fn a_command_inside_an_unfinished_statement_runs_and_keeps_it() {
    let out = script("q.\np\n:solve\n.\n:list");
    assert_eq!(
        out,
        "Answer: 1\nq\nSATISFIABLE\nModels: 1\n  1  q.\n  2  p\n     .\n"
    );
}

#[test]
fn the_parser_decides_where_a_statement_ends() {
    // `p(1..` is not complete; `q(X)?` followed by `#show q/1.` is a syntax error, shown.
    let out = script("p(1..\n2).\nq(X)?\n#show q/1.\n:solve");
    assert!(
        out.starts_with("<2>:2:1-6: error: syntax error, unexpected #show\n"),
        "{out}"
    );
    assert!(out.contains("Answer: 1\np(1) p(2)\n"), "{out}");
    // A condition at the start of a line is not a command.
    let out = script("n(1..2).\n{ p(X)\n:n(X) }.\n#show p/1.\n:solve 0");
    assert!(out.ends_with("SATISFIABLE\nModels: 4\n"), "{out}");
}

#[test]
fn a_loaded_file_that_disappears_is_left_out_with_a_hint() {
    let dir = directory("disappears");
    let file = write(&dir, "a.lp", "a.\n");
    let out = script(&format!(":load {file}\nb."));
    assert_eq!(out, format!("loaded {file} as entry 1\n"));
    let out = run_script(std::slice::from_ref(&file), "");
    assert_eq!(out, format!("loaded {file} as entry 1\n"));
    std::fs::remove_file(&file).unwrap();
    let out = run_script(&[], &format!(":load {file}"));
    assert_eq!(out, format!("error: file could not be opened:\n  {file}\n"));
    let dir_file = write(&dir, "b.lp", "b.\n");
    let mut session = rasp::repl::Session::new(Default::default());
    let mut out = String::new();
    session.eval(&format!(":load {dir_file}"), &mut out);
    std::fs::remove_file(&dir_file).unwrap();
    out.clear();
    session.eval("c.", &mut out);
    session.eval(":solve", &mut out);
    let warning = format!(
        "warning: entry 1 (:load {dir_file}): the file can no longer be opened; it is left out \
         (`:delete 1` removes it)\n"
    );
    assert_eq!(
        out,
        format!("{warning}{warning}Answer: 1\nc\nSATISFIABLE\nModels: 1\n")
    );
}

#[test]
fn the_end_of_input_inside_a_statement_warns() {
    let out = script("p.\nq :-\n");
    assert_eq!(
        out,
        "warning: the input ended inside an unfinished statement:\n\
         <2>:2:1-2: error: syntax error, unexpected EOF\n\n"
    );
}

#[test]
fn files_on_the_command_line_are_loaded() {
    let dir = directory("arguments");
    let file = write(&dir, "p.lp", "p(1..2).\n");
    let output = rasp_repl(&[&file], ":solve\n");
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(
        String::from_utf8_lossy(&output.stdout),
        format!("loaded {file} as entry 1\nAnswer: 1\np(1) p(2)\nSATISFIABLE\nModels: 1\n")
    );
    let output = rasp_repl(&[&format!("{file}.missing")], ":solve\n");
    assert_eq!(output.status.code(), Some(65));
}

#[test]
fn help_is_printed_not_a_session() {
    let output = rasp_repl(&["--help"], ":solve\n");
    assert_eq!(output.status.code(), Some(0));
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(text.starts_with("rasp repl: an interactive session\nUsage: rasp repl [FILE...]"));
    assert!(!text.contains("Models"), "{text}");
    let output = rasp_repl(&["--frobnicate"], "");
    assert_eq!(output.status.code(), Some(1));
}

#[test]
fn answer_defaults_to_the_last_and_filters_by_signature() {
    let out = script("a(1). a(1,2). b.\n:solve\n:answer\n:answer 1 a/1\n:answer a/2\n:answer 1 c");
    assert_eq!(
        out,
        "Answer: 1\na(1) a(1,2) b\nSATISFIABLE\nModels: 1\n\
         a(1)\na(1,2)\nb\n\
         a(1)\n\
         a(1,2)\n\
         (no atoms)\n"
    );
}

#[test]
fn delete_without_a_number_says_what_it_takes() {
    let out = script("a.\nb.\n:delete\n:delete 1 2\n:list");
    assert_eq!(
        out,
        "error: `:delete` takes the numbers of entries (see :list)\ndeleted 1\ndeleted 2\n"
    );
}

#[test]
fn warnings_and_infos_are_shown_when_grounding() {
    let out = script("p(X) :- X = 1/0.\nq :- r.\n:solve");
    assert_eq!(
        out,
        "<1>:1:13-16: info: operation undefined:\n  (1/0)\n\n\
         <2>:1:6-7: info: atom does not occur in any rule head:\n  r\n\n\
         Answer: 1\n\nSATISFIABLE\nModels: 1\n"
    );
}

#[test]
fn other_program_parts_are_announced_and_end_with_their_entry() {
    let out = script("#program foo.\nr.\n#program foo. s.\n:solve");
    let info = "info: the statements after `#program foo.` are kept but not grounded: the REPL \
                grounds only the base part (multi-shot solving is not there yet); the next entry \
                is in base again\n";
    assert_eq!(
        out,
        format!("{info}{info}Answer: 1\nr\nSATISFIABLE\nModels: 1\n")
    );
}

#[test]
fn solve_shows_one_answer_set_by_default() {
    let out = script("{p(1..18)}.\n:solve");
    assert!(out.ends_with("SATISFIABLE\nModels: 1+\n"), "{out}");
    assert_eq!(out.matches("Answer:").count(), 1);
}

/// The binary on a terminal: `script` gives it a pseudo-terminal and passes on the keys
/// typed (with pauses, as a user types). Skipped where `script` is not installed.
#[test]
fn keys_on_a_terminal() {
    let Ok(mut child) = Command::new("script")
        .args([
            "-qfec",
            &format!("{} repl", env!("CARGO_BIN_EXE_rasp")),
            "/dev/null",
        ])
        .env("HOME", directory("terminal"))
        .env("TERM", "xterm")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
    else {
        eprintln!("`script` is not installed: the terminal is not tested");
        return;
    };
    let mut stdin = child.stdin.take().unwrap();
    let keys = [
        "p(1..\r", // unfinished: the input goes on
        "2).\r",   // complete
        ":so\t\r", // Tab completes the command
        "q :-\r",  // unfinished
        "\x04",    // Ctrl-D inside it: a warning, the session goes on
        " r.\r",   // the statement completed
        "s :-",    // unfinished
        "\x03",    // Ctrl-C drops it
        ":list\r", // the program: entries 1 and 2
        "\x04",    // Ctrl-D on an empty line: the end
    ];
    for key in keys {
        std::thread::sleep(std::time::Duration::from_millis(300));
        if stdin.write_all(key.as_bytes()).is_err() {
            break;
        }
    }
    std::thread::sleep(std::time::Duration::from_millis(300));
    drop(stdin);
    let output = child.wait_with_output().unwrap();
    let text = String::from_utf8_lossy(&output.stdout).replace('\r', "");
    assert!(
        text.contains("Answer: 1\np(1) p(2)\nSATISFIABLE\nModels: 1\n"),
        "{text}"
    );
    assert!(text.contains("the statement is unfinished"), "{text}");
    assert!(
        text.contains("  1  p(1..\n     2).\n  2  q :-\n      r.\n"),
        "{text}"
    );
    assert!(!text.contains("s :-\n"), "{text}");
    assert_eq!(output.status.code(), Some(0), "{text}");
}
