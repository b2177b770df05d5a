//! `rasp --explain[=ATOM]`: the REPL's explanations after clingo's output, which stays as it
//! is (and so does the exit code).

mod common;

use std::process::Output;

fn rasp(args: &[&str], stdin: &str) -> Output {
    common::run_rasp(args, stdin)
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// The lines of the output without those that carry times, sorted (with `--explain=ATOM`
/// the program is grounded with names for its atoms, so the answer sets may come in another
/// order).
fn without_times(text: &str) -> Vec<String> {
    let lines = text
        .lines()
        .map(|l| l.split(" (Time: ").next().unwrap_or(l));
    let lines = lines.filter(|l| !l.starts_with("Time") && !l.starts_with("CPU Time"));
    let mut lines: Vec<String> = lines.map(str::to_string).collect();
    lines.sort();
    lines
}

/// The output of `rasp ARGS --explain...` split at the explanations: clingo's output (which
/// must be that of the run without `--explain`) and the explanations.
fn explained(args: &[&str], option: &str, stdin: &str) -> (i32, String, String) {
    let plain = rasp(args, stdin);
    let with: Vec<&str> = args.iter().copied().chain([option]).collect();
    let output = rasp(&with, stdin);
    assert_eq!(output.status.code(), plain.status.code(), "the exit code");
    let text = stdout(&output);
    let (clingo, explanation) = match text.find("\nExplanation: ") {
        Some(at) => (&text[..at], &text[at + 1..]),
        None => (&text[..], ""),
    };
    assert_eq!(
        without_times(clingo),
        without_times(&stdout(&plain)),
        "clingo's output"
    );
    let code = output.status.code().unwrap();
    (code, clingo.to_string(), explanation.to_string())
}

#[test]
fn an_unsatisfiable_program_gets_its_minimal_core() {
    let program = "n(1..3). {p(X) : n(X)}.\n:- p(1), p(2).\n:- not p(1).\n:- not p(2).\n\
                   :- n(4).\n";
    let (code, _, explanation) = explained(&["-V0"], "--explain", program);
    assert_eq!(code, 20);
    assert_eq!(
        explanation,
        "Explanation: the program is unsatisfiable: these 3 constraint(s) cannot hold \
         together with the rules and facts (without any one of them the program is \
         satisfiable):\n-:2:1: :- p(1), p(2).\n-:3:1: :- not p(1).\n-:4:1: :- not p(2).\n"
    );
}

#[test]
fn the_labyrinth_that_cannot_be_solved_says_why() {
    let files = [
        "programs/labyrinth/encoding.lp",
        "programs/labyrinth/instances/unreachable.lp",
    ];
    let (code, _, explanation) = explained(&files, "--explain", "");
    assert_eq!(code, 20);
    let first = explanation.lines().nth(1).unwrap_or_default();
    assert_eq!(first, "programs/labyrinth/encoding.lp:72:1: :- not solved.");
}

#[test]
fn constants_of_the_command_line_are_part_of_the_program() {
    let (code, _, explanation) = explained(&["-c", "n=3", "-V0"], "--explain", "a. :- a, n > 2.");
    assert_eq!(code, 20);
    assert!(
        explanation.contains("-:1:4: :- a, n > 2.\n"),
        "{explanation}"
    );
}

#[test]
fn a_satisfiable_program_is_not_explained_without_an_atom() {
    let (code, _, explanation) = explained(&["0"], "--explain", "{a}.");
    assert_eq!((code, explanation.as_str()), (30, ""));
}

#[test]
fn an_atom_is_explained_in_each_printed_answer_set() {
    let program = "n(1..3). {p(X) : n(X)}. q(X) :- p(X), X > 1.\n:- p(1), p(2).\n";
    let (code, clingo, explanation) = explained(&["0"], "--explain=q(2)", program);
    assert_eq!(code, 30);
    let answers: Vec<&str> = clingo
        .lines()
        .skip_while(|l| !l.starts_with("Answer"))
        .collect();
    let explanations: Vec<&str> = explanation.split("\n\n").collect();
    assert_eq!(explanations.len(), 6, "{explanation}");
    for (n, explanation) in explanations.iter().enumerate() {
        let true_in = answers[2 * n + 1].split(' ').any(|a| a == "q(2)");
        let (is, rest) = match true_in {
            true => (
                "is",
                "q(2) :- p(2).  % -:1:25\n  p(2)  (chosen in {p(1);p(2);p(3)}.)  % -:1:10\n",
            ),
            false => ("is not", "q(2) :- p(2).  % -:1:25\n  p(2) is false\n"),
        };
        let expected = format!("Explanation: q(2) {is} in answer set {}:\n{rest}", n + 1);
        assert_eq!(explanation.trim_end(), expected.trim_end());
    }
    let (_, _, explanation) = explained(&["-V0"], "--explain=q(7)", program);
    assert_eq!(
        explanation,
        "Explanation: q(7) is not in the ground program: no rule instance can derive it\n\
         the rules with q/1 in their head (the grounder found no instance of them whose body \
         can hold for it):\n-:1:25: q(X) :- p(X), X > 1.\n"
    );
}

#[test]
fn optimal_answer_sets_are_explained_as_printed() {
    let program = "{a; b}. c :- a. :- not a, not b. #minimize { 1 : a; 2 : b }.";
    let (code, _, explanation) = explained(&["-V0"], "--explain=c", program);
    assert_eq!(code, 30);
    let last = explanation.rsplit("\n\n").next().unwrap();
    assert!(
        last.starts_with("Explanation: c is in answer set"),
        "{explanation}"
    );
    assert!(
        last.contains("c :- a.  % -:1:9\n  a  (chosen in {a;b}.)  % -:1:1"),
        "{explanation}"
    );
}
