//! `rasp repl`, driven by scripts: each test feeds lines as a user types them (through
//! [`rasp::repl::run_script`], or the binary with a script on standard input) and checks
//! what the session shows. One test per bug of the REPL found by trying it as a new user.

mod common;

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
    let args: Vec<&str> = std::iter::once("repl")
        .chain(args.iter().copied())
        .collect();
    common::run_rasp(&args, stdin)
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
    let out = script("#program foo.\nr.\n#program foo. s.\n:solve\n:part foo\n:solve");
    let info = "info: the statements after `#program foo` are grounded by `:part foo(ARGS)` \
                (`:part foo` without parameters); the next entry is in base again\n";
    assert_eq!(
        out,
        format!(
            "{info}{info}Answer: 1\nr\nSATISFIABLE\nModels: 1\n\
             Answer: 1\nr s\nSATISFIABLE\nModels: 1\n"
        )
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
        "long_name(7).\r",
        "?- long\t(X).\r", // Tab completes a name of the program
        ":list\r",         // the program: entries 1 to 3
        "\x04",            // Ctrl-D on an empty line: the end
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
        text.contains("X = 7  (cautious: in every answer set)\n"),
        "{text}"
    );
    assert!(
        text.contains("  1  p(1..\n     2).\n  2  q :-\n      r.\n  3  long_name(7).\n"),
        "{text}"
    );
    assert!(!text.contains("s :-\n"), "{text}");
    // The input is highlighted as it is typed: the variable of the query, the command.
    assert!(text.contains("\x1b[33mX\x1b[0m"), "{text}");
    assert!(text.contains("\x1b[1;34m:list\x1b[0m"), "{text}");
    assert_eq!(output.status.code(), Some(0), "{text}");
}

/// Queries: a program, a query, and the REPL's answer. The answers are clingo's: the brave
/// and cautious consequences of the query's rule (`__query(VARS) :- BODY.`), which
/// [`query_answers_are_clingos`] computes with `tools/clingo -e brave|cautious`.
const QUERIES: &[(&str, &str, &str)] = &[
    (
        "n(1..3). {p(X) : n(X)}. q(2). p(1).",
        "?- p(X), not q(X).",
        "X = 1  (cautious: in every answer set)\nX = 3  (brave: in some answer set)\n",
    ),
    ("{a}. b :- a.", "?- b.", "yes (brave: in some answer set)\n"),
    (
        "{a}. b :- a.",
        "?- not a, not b.",
        "yes (brave: in some answer set)\n",
    ),
    (
        "{a}. b :- a.",
        "?- b, not a.",
        "no: true in no answer set\n",
    ),
    (
        "a. :- a.",
        "?- a.",
        "UNSATISFIABLE: the program has no answer set\n",
    ),
    (
        "n(1..3). {p(X) : n(X)} 2.",
        "?- #count{X: p(X)} = N.",
        "N = 0  (brave: in some answer set)\nN = 1  (brave: in some answer set)\n\
         N = 2  (brave: in some answer set)\n",
    ),
    (
        "edge(1,2;2,3;3,1). {in(X,Y) : edge(X,Y)}. reach(X,Y) :- in(X,Y).\n\
         reach(X,Z) :- reach(X,Y), in(Y,Z). :- not reach(1,3).",
        "?- reach(1,Y).",
        "Y = 2  (cautious: in every answer set)\nY = 3  (cautious: in every answer set)\n\
         Y = 1  (brave: in some answer set)\n",
    ),
    (
        "p(1..2). #show p/1. {q}. #minimize{1: q}.",
        "?- q, p(X).",
        "X = 1  (brave: in some answer set)\nX = 2  (brave: in some answer set)\n",
    ),
    (
        "a ; b.",
        "?- X = 1..2, not a.",
        "X = 1  (brave: in some answer set)\nX = 2  (brave: in some answer set)\n",
    ),
];

#[test]
fn queries_answer_brave_and_cautious() {
    for (program, query, expected) in QUERIES {
        let out = script(&format!("{program}\n{query}"));
        assert_eq!(out, *expected, "{program}\n{query}");
    }
    // A query goes on over lines until it parses; its errors point where it was typed.
    let out = script("p(1).\n?- p(X),\n   X > 0.\n?- Y.");
    assert_eq!(
        out,
        "X = 1  (cautious: in every answer set)\n<query>:2:5-6: error: syntax error, unexpected .\n\n"
    );
}

/// What clingo says of the queries in [`QUERIES`] (skipped, with a note, where the clingo
/// oracle `tools/clingo` does not run, unless `RASP_REQUIRE_ORACLE=1`).
#[test]
fn query_answers_are_clingos() {
    let clingo = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tools/clingo");
    let runs = Command::new(&clingo)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if !runs {
        assert!(
            std::env::var_os("RASP_REQUIRE_ORACLE").is_none_or(|v| v != "1"),
            "the clingo oracle does not run"
        );
        eprintln!("the clingo oracle does not run: the query answers are not checked");
        return;
    }
    let dir = directory("oracle");
    for (program, query, expected) in QUERIES {
        let body = query.strip_prefix("?-").unwrap();
        let variables = variables(body);
        let head = if variables.is_empty() {
            "__query".to_string()
        } else {
            format!("__query({})", variables.join(","))
        };
        let file = write(
            &dir,
            "query.lp",
            &format!(
                "{program}\n{head} :- {body}\n#show __query/{}.",
                variables.len()
            ),
        );
        let consequences = |kind: &str| -> Option<Vec<String>> {
            let output = Command::new(&clingo)
                .args(["-e", kind, "--opt-mode=ignore", "0", &file])
                .output()
                .unwrap();
            let text = String::from_utf8_lossy(&output.stdout).into_owned();
            if text.contains("\nUNSATISFIABLE") {
                return None;
            }
            let lines: Vec<&str> = text.lines().collect();
            let last = lines
                .iter()
                .rposition(|l| l.starts_with("Consequences: ["))?;
            Some(
                lines[last - 1]
                    .split_whitespace()
                    .filter(|a| a.starts_with("__query"))
                    .map(str::to_string)
                    .collect(),
            )
        };
        let clingos = match (consequences("brave"), consequences("cautious")) {
            (Some(brave), Some(cautious)) if brave.is_empty() => {
                assert!(cautious.is_empty());
                "no: true in no answer set\n".to_string()
            }
            (Some(brave), Some(cautious)) => brave
                .iter()
                .map(|atom| {
                    let how = if cautious.contains(atom) {
                        "cautious: in every answer set"
                    } else {
                        "brave: in some answer set"
                    };
                    let value = rasp::api::Value::parse(atom).unwrap();
                    if variables.is_empty() {
                        format!("yes ({how})\n")
                    } else {
                        let bindings: Vec<String> = variables
                            .iter()
                            .zip(value.args())
                            .map(|(v, a)| format!("{v} = {a}"))
                            .collect();
                        format!("{}  ({how})\n", bindings.join(", "))
                    }
                })
                .collect(),
            _ => "UNSATISFIABLE: the program has no answer set\n".to_string(),
        };
        assert_eq!(clingos, *expected, "{program}\n{query}");
    }
}

/// The variables of a query body outside braces, in order (enough for [`QUERIES`]).
fn variables(body: &str) -> Vec<String> {
    let mut variables: Vec<String> = Vec::new();
    let mut depth = 0;
    let mut chars = body.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        match c {
            '{' => depth += 1,
            '}' => depth -= 1,
            'A'..='Z' if depth == 0 && !body[..i].ends_with(|c: char| c.is_alphanumeric()) => {
                let mut name = c.to_string();
                while let Some(&(_, c)) = chars.peek().filter(|(_, c)| c.is_alphanumeric()) {
                    name.push(c);
                    chars.next();
                }
                if !variables.contains(&name) {
                    variables.push(name);
                }
            }
            _ => {}
        }
    }
    variables
}

const PATHS: &str = "edge(1,2;2,3;3,1). {in(X,Y) : edge(X,Y)}.
reach(X,Y) :- in(X,Y).
reach(X,Z) :- reach(X,Y), in(Y,Z).
:- not reach(1,3).
big :- #count{X : reach(1,X)} >= 2.
ok :- big, not reach(1,1).
:solve 0
";

/// The number of `PATHS`' answer set with `ok` (of two; the order depends on the search).
fn answer_with_ok() -> usize {
    let out = script(PATHS);
    let lines: Vec<&str> = out.lines().collect();
    let at = (lines.iter().position(|l| l.ends_with(" ok"))).expect("an answer set with ok");
    let number = lines[at - 1]
        .strip_prefix("Answer: ")
        .expect("an answer line");
    number.parse().expect("an answer number")
}

#[test]
fn why_explains_an_atom_by_its_well_founded_support() {
    let n = answer_with_ok();
    let out = script(&format!(
        "{PATHS}:why {n} ok\n:why {n} in(3,1)\n:why 3 ok\n:why p("
    ));
    let expected = "\
ok :- big, not reach(1,1).  % <6>:1:1
  big :- 2<=#count{2:reach(1,2);3:reach(1,3);1:reach(1,1)}.  % <5>:1:1
    reach(1,2) :- in(1,2).  % <2>:1:1
      in(1,2)  (chosen in {in(1,2);in(2,3);in(3,1)}.)  % <1>:1:20
    reach(1,3) :- reach(1,2), in(2,3).  % <3>:1:1
      reach(1,2)  (see line 3)
      in(2,3)  (chosen in {in(1,2);in(2,3);in(3,1)}.)  % <1>:1:20
  not reach(1,1)  (false)
in(3,1) is not in answer set {n} (try :whynot)
error: the last solve found 2 answer set(s); write `:why N ...` with N among them
error: `p(` is not an atom
"
    .replace("{n}", &n.to_string());
    assert!(out.ends_with(&expected), "{out}");
    // A cycle supports nothing: p and q hold only through r.
    let out = script("{r}. p :- q. q :- p. p :- r.\n:solve 0\n:why q");
    assert!(
        out.ends_with(
            "q :- p.  % <1>:1:14\n  p :- r.  % <1>:1:22\n    r  (chosen in {r}.)  % <1>:1:1\n"
        ),
        "{out}"
    );
    let out = script("n(1..2). m(X) :- n(X).\n:solve\n:why m(2)");
    // What the grounder derives from facts is a fact of the ground program.
    assert!(
        out.ends_with("m(2)  (derived from facts when grounding)  % <1>:1:10\n"),
        "{out}"
    );
}

#[test]
fn whynot_shows_what_keeps_each_rule_from_deriving_an_atom() {
    let n = answer_with_ok();
    let out = script(&format!(
        "{PATHS}:whynot {n} reach(1,1)\n:whynot {n} in(3,1)\n:whynot {n} ok\n:whynot nothing"
    ));
    let expected = "\
reach(1,1) :- reach(1,3), in(3,1).  % <3>:1:1
  in(3,1) is false
{in(1,2);in(2,3);in(3,1)}.  % <1>:1:20
  the body holds, and the choice left in(3,1) out
ok is in answer set {n} (try :why)
nothing is not in the ground program: no rule instance can derive it
no rule has nothing/0 in its head
"
    .replace("{n}", &n.to_string());
    assert!(out.ends_with(&expected), "{out}");
    // `:- c.` leaves one answer set: the first of the search, whatever its order.
    let out = script("a ; b. c :- a, not b. :- c.\n:solve\n:whynot c\n:whynot a");
    assert!(
        out.ends_with(
            "c :- a, not b.  % <1>:1:8\n  a is false\na;b.  % <1>:1:1\n  the body holds, and b is \
             true\n"
        ),
        "{out}"
    );
    // An atom the grounder never met: the rules for its predicate.
    let out =
        script("n(1..3). {p(X) : n(X)}.\nq(X) :- p(X),\n  X > 2.\n:solve\n:whynot q(1)\n:whynot r");
    assert!(
        out.ends_with(
            "q(1) is not in the ground program: no rule instance can derive it\n\
             the rules with q/1 in their head (the grounder found no instance of them whose \
             body can hold for it):\n<2>:1:1: q(X) :- p(X), X > 2.\n\
             r is not in the ground program: no rule instance can derive it\n\
             no rule has r/0 in its head\n"
        ),
        "{out}"
    );
    let out = script(":whynot a");
    assert_eq!(
        out,
        "error: the last solve found 0 answer set(s); write `:whynot N ...` with N among them\n"
    );
}

#[test]
fn unsat_shows_a_minimal_core_with_places() {
    // The constraints that conflict, the rules and facts as their background.
    let out = script(
        "n(1..30). {p(X) : n(X)}.\n:- p(1).\nq :- p(2).\n:- not q.\n\
         :- p(2),\n   not p(3).\nr.\n:- p(3).\n:unsat",
    );
    assert_eq!(
        out,
        "UNSATISFIABLE: these 3 constraint(s) cannot hold together with the rules and facts \
         (without any one of them the program is satisfiable):\n\
         <4>:1:1: :- not q.\n<5>:1:1: :- p(2), not p(3).\n<7>:1:1: :- p(3).\n"
    );
    // No constraint: rules; no rule: facts.
    let out = script("a :- not a.\nb.\n:unsat");
    assert!(
        out.ends_with(
            "rule(s) and constraint(s) cannot hold together with the facts (without \
                       any one of them the program is satisfiable):\n<1>:1:1: a :- not a.\n"
        ),
        "{out}"
    );
    let out = script("a. b. -a.\n:unsat");
    assert!(
        out.ends_with(
            "statement(s) cannot hold together (without any one of them the program \
                       is satisfiable):\n<1>:1:1: a.\n<1>:1:7: -a.\n\
             in the ground program, these 1 constraint instance(s) cannot hold together:\n\
             :- a, -a.\n"
        ),
        "{out}"
    );
    let out = script("{a}.\n:unsat");
    assert_eq!(out, "the program is not unsatisfiable (see :solve)\n");
}

/// `:solve` with clingo's options; the answers are clingo's (`tools/clingo` with the same
/// options: `--opt-mode=optN` finds a, then b, then the optimal b and b c; brave and
/// cautious consequences with `--opt-mode=optN`, and with `--opt-mode=ignore`; two answer
/// sets projected onto `a`).
#[test]
fn solve_takes_clingos_options() {
    let program = "{a;b;c}. :- not a, not b. #minimize{2:a; 1:b; 1:c}.\n";
    let out = script(&format!("{program}:solve --opt-mode=optN"));
    assert_eq!(
        out,
        "Answer: 1\na\nOptimization: 2\nAnswer: 2\nb\nOptimization: 1\n\
         Answer: 3\nb\nOptimization: 1\nAnswer: 4\nb c\nOptimization: 1\n\
         OPTIMUM FOUND\nModels: 4\n"
    );
    // With a minimize statement, the consequences of the optimal answer sets (b and b c).
    let out = script(&format!("{program}:solve -e brave\n:solve -e cautious"));
    assert_eq!(
        out,
        "Brave consequences (true in some optimal answer set):\nb c\nOptimization: 1\n\
         OPTIMUM FOUND\nCautious consequences (true in every optimal answer set):\nb\n\
         Optimization: 1\nOPTIMUM FOUND\n"
    );
    let ignored = "--opt-mode=ignore";
    let out = script(&format!(
        "{program}:solve -e brave {ignored}\n:solve -e cautious {ignored}"
    ));
    assert_eq!(
        out,
        "Brave consequences (true in some answer set):\na b c\nSATISFIABLE\n\
         Cautious consequences (true in every answer set):\n\nSATISFIABLE\n"
    );
    let out = script(&format!("{program}:solve --opt-mode=ignore -n 0"));
    assert!(out.ends_with("SATISFIABLE\nModels: 6\n"), "{out}");
    assert!(!out.contains("Optimization"), "{out}");
    let out = script("{a;b;c}. #show a/0.\n:solve 0 --project");
    assert_eq!(out, "Answer: 1\n\nAnswer: 2\na\nSATISFIABLE\nModels: 2\n");
    let out = script("a.\n:solve -e sometimes");
    assert_eq!(out, "error: unknown enumeration mode `sometimes`\n");
}

#[test]
fn help_for_one_command() {
    let out = script(":help why\n:help :d\n:help nope");
    assert!(
        out.starts_with("  :why [N] ATOM     why ATOM is in answer set N"),
        "{out}"
    );
    assert!(
        out.contains("\n  :delete N...      remove entries of the program\n"),
        "{out}"
    );
    assert!(
        out.ends_with("error: there is no command `:nope` (try :help)\n"),
        "{out}"
    );
    assert_eq!(out.lines().count(), 7, "{out}");
}

#[test]
fn save_writes_a_program_clingo_reads() {
    let dir = directory("save");
    let included = write(&dir, "facts.lp", "n(1..2).\n");
    let saved = dir.join("session.lp").to_string_lossy().into_owned();
    let out = script(&format!(
        ":load {included}\n{{p(X) : n(X)}} = k.\n#program later.\nq.\n:const k=1\n:save {saved}"
    ));
    assert!(
        out.ends_with(&format!("saved the program to {saved}\n")),
        "{out}"
    );
    let text = std::fs::read_to_string(&saved).unwrap();
    assert_eq!(
        text,
        format!(
            "#const k=1.\n#include \"{included}\".\n{{p(X) : n(X)}} = k.\n#program later.\n\
             #program base.\nq.\n"
        )
    );
    // The saved program has the session's answer sets.
    let out = script(&format!(":load {saved}\n:solve 0"));
    assert!(out.ends_with("SATISFIABLE\nModels: 2\n"), "{out}");
}

#[test]
fn stats_of_the_last_solve() {
    let out = script("{a;b}.\n:stats\n:solve 0\n:stats");
    let stats = out.split("Models: 4\n").nth(1).unwrap();
    let names: Vec<&str> = stats
        .lines()
        .map(|l| l.split(':').next().unwrap())
        .collect();
    assert_eq!(
        names,
        [
            "Grounding",
            "Solving  ",
            "Atoms    ",
            "Rules    ",
            "Models   "
        ]
    );
    assert!(stats.ends_with("Models   : 4\n"), "{stats}");
}

/// A chosen atom in every answer set: `:why` adds the constraints that require it (the core
/// of the program with `:- ATOM.`), as for a door of a puzzle with one solution.
#[test]
fn why_a_choice_is_in_every_answer_set() {
    let out = script("{a;b}. :- not a.\n:- b.\n:solve\n:why a");
    assert!(
        out.ends_with(
            "a  (chosen in {a;b}.)  % <1>:1:1\n\
             a is in every answer set: these 1 constraint(s) require it with the rules and \
             facts (without any one of them, it is not):\n<1>:1:8: :- not a.\n"
        ),
        "{out}"
    );
    let out = script("{a;b}. :- not a, not b.\n:solve 0\n:why 3 b");
    assert!(out.ends_with("b is not in every answer set\n"), "{out}");
}

/// `:ground` prints the program as `rasp --text` does: no internal atoms of the translation
/// (conditional heads, aggregates, choices with bounds, disjunctions).
#[test]
fn ground_shows_no_internal_atoms() {
    let out = script(
        "q(a;b). p(X) : q(X) :- r. {r}.\ns :- #sum{1,X : q(X), not t(X)} >= 1.\n\
         {t(X)} :- q(X).\n1 {u(X) : q(X)} 1.\nv(X) ; w(X) :- q(X).\n:ground",
    );
    assert!(out.contains("p(a);p(b):-r.\n"), "{out}");
    assert!(out.contains("1<={u(a);u(b)}<=1.\n"), "{out}");
    assert!(!out.contains("#p") && !out.contains("#aux"), "{out}");
}

/// Cores over ground instances name the instances of a non-ground constraint that conflict
/// (with the definitions of the auxiliary atoms of their aggregates).
#[test]
fn cores_over_constraint_instances() {
    let out = script(
        "p(1..3). h(1..2).\n1 {in(P,H) : h(H)} 1 :- p(P).\n:- in(P1,H), in(P2,H), P1 < P2.\n:unsat",
    );
    assert!(
        out.contains(
            "in the ground program, these 9 constraint instance(s) cannot hold together:\n"
        ),
        "{out}"
    );
    assert!(out.contains(":- in(1,1), in(2,1).  % <3>:1:1\n"), "{out}");
    let out = script(
        "n(1..4). {p(X) : n(X)}.\n:- n(X), X > 2, not p(X).\n:- #count{X : p(X)} > 1.\n:unsat",
    );
    assert!(
        out.ends_with(
            "in the ground program, these 3 constraint instance(s) cannot hold together:\n\
             :- 1<#count{1:p(1);2:p(2);3:p(3);4:p(4)}.  % <3>:1:1\n\
             :- not p(3).  % <2>:1:1\n:- not p(4).  % <2>:1:1\n"
        ),
        "{out}"
    );
}

/// `:solve -c NAME=TERM` defines a constant for that solve only, as clingo's `-c` does for
/// a run; the session's constants hold again after it.
#[test]
fn solve_takes_constants_for_one_solve() {
    let out = script("p(1..n).\n:const n=2\n:solve -c n=3\n:solve\n:solve -c m\n:const");
    assert_eq!(
        out,
        "Answer: 1\np(1) p(2) p(3)\nSATISFIABLE\nModels: 1\n\
         Answer: 1\np(1) p(2)\nSATISFIABLE\nModels: 1\n\
         error: `m`: write -c NAME=TERM\nn=2\n"
    );
}

#[test]
fn clear_empties_the_program_and_the_constants() {
    let out = script("p(1..n).\n:const n=2\n:solve\n:clear\n:list\n:const\n:answer\n:solve");
    assert_eq!(
        out,
        "Answer: 1\np(1) p(2)\nSATISFIABLE\nModels: 1\nthe program is empty\n\
         error: the last solve found 0 answer set(s); write `:answer N ...` with N among them\n\
         Answer: 1\n\nSATISFIABLE\nModels: 1\n"
    );
}
