//! The `rasp` binary: options, output formats, exit codes, inputs.

use std::io::Write;
use std::process::{Command, Output, Stdio};

mod common;

#[path = "cli/search_options.rs"]
mod search_options;

#[path = "cli/clingo_options.rs"]
mod clingo_options;

#[path = "cli/parse_ext.rs"]
mod parse_ext;

#[path = "cli/lemmas.rs"]
mod lemmas;

#[path = "cli/output_options.rs"]
mod output_options;

/// Runs `rasp` with `args`, feeding `stdin`.
fn rasp(args: &[&str], stdin: &str) -> Output {
    common::run_rasp(args, stdin)
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// The line after the first `Answer:` line of the output: the first answer set's atoms.
fn first_answer(output: &Output) -> Option<String> {
    let out = stdout(output);
    let answer = out.lines().skip_while(|l| !l.starts_with("Answer")).nth(1);
    answer.map(str::to_string)
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// The lines of clingo's text output without the ones that carry times.
fn without_times(text: &str) -> String {
    text.lines()
        .map(|l| match l.split_once(" (Time: ") {
            Some((answer, _)) => answer,
            None => l,
        })
        .filter(|l| !l.starts_with("Time") && !l.starts_with("CPU Time"))
        .collect::<Vec<_>>()
        .join("\n")
}

const CHOICE: &str = "{a;b}. :- a, b.";

#[test]
fn prints_answer_sets_like_clingo() {
    let output = rasp(&["0"], CHOICE);
    assert_eq!(output.status.code(), Some(30));
    let text = without_times(&stdout(&output));
    assert!(text.starts_with("rasp version "));
    let rest = text.split_once('\n').unwrap().1;
    let mut lines: Vec<&str> = rest.lines().collect();
    // The order of the answer sets depends on the search: compare them as a set.
    let answers: std::collections::BTreeSet<&str> =
        [lines[3], lines[5], lines[7]].into_iter().collect();
    assert_eq!(answers, ["", "a", "b"].into_iter().collect());
    lines[3] = "";
    lines[5] = "";
    lines[7] = "";
    assert_eq!(
        lines.join("\n"),
        "Reading from stdin\nSolving...\nAnswer: 1\n\nAnswer: 2\n\nAnswer: 3\n\nSATISFIABLE\n\nModels       : 3\nCalls        : 1"
    );
}

/// Atoms print in the order gringo derives them. In the first round of a recursive part
/// (here the second rule), gringo joins the atoms derived before it as new ones, the last
/// first: path(1,6) from path(1,5) comes before path(1,3) from path(1,2).
#[test]
fn prints_atoms_in_clingos_order() {
    let program = "edge(1,2). edge(2,3). edge(3,4). edge(1,5). edge(5,6). \
                   path(X,Y) :- edge(X,Y). path(X,Z) :- path(X,Y), edge(Y,Z). #show path/2.";
    assert_eq!(
        first_answer(&rasp(&[], program)).as_deref(),
        Some(
            "path(1,2) path(2,3) path(3,4) path(1,5) path(5,6) path(1,6) path(2,4) path(1,3) \
             path(1,4)"
        )
    );
}

/// The answer sets' lines of `output`, sorted (the atoms of each in the order printed).
fn answer_lines(output: &Output) -> Vec<String> {
    let text = stdout(output);
    let lines: Vec<&str> = text.lines().collect();
    let mut answers: Vec<String> = (lines.iter().enumerate())
        .filter(|(_, l)| l.starts_with("Answer:"))
        .map(|(i, _)| lines.get(i + 1).copied().unwrap_or("").to_string())
        .collect();
    answers.sort();
    answers
}

/// Atoms that are not facts print in the order gringo numbers them (`src/ground/numbering.rs`):
/// a rule's head before its body, the body in gringo's order (the colouring's constraint
/// numbers `c(2,r)` before `c(1,r)`); a plain disjunction or choice rule instance by instance; a
/// head aggregate with bounds after grounding, its elements last written first (unless a
/// later rule depends on it); a rule whose head is a fact numbers nothing. The lines are
/// clingo 5.8's.
#[test]
fn prints_atoms_numbered_as_gringo_numbers_them() {
    let cases: [(&str, &[&str]); 10] = [
        (
            "x :- a. {c;b;a}.",
            &["", "a x", "b", "b a x", "c", "c a x", "c b", "c b a x"],
        ),
        (
            "p(1..2). in(X) ; out(X) :- p(X).",
            &[
                "p(1) p(2) in(1) in(2)",
                "p(1) p(2) in(1) out(2)",
                "p(1) p(2) out(1) in(2)",
                "p(1) p(2) out(1) out(2)",
            ],
        ),
        (
            "2 {a;b;c}. z :- w. {w}.",
            &[
                "b a",
                "c a",
                "c b",
                "c b a",
                "w z b a",
                "w z c a",
                "w z c b",
                "w z c b a",
            ],
        ),
        (
            "1 {x(1..3)} 2. y :- x(3).",
            &[
                "x(1)",
                "x(1) x(2)",
                "x(2)",
                "y x(3)",
                "y x(3) x(1)",
                "y x(3) x(2)",
            ],
        ),
        (
            "item(1..3). {pick(X) : item(X)} 2. :- pick(1), pick(3). :- not pick(3).",
            &[
                "item(1) item(2) item(3) pick(3)",
                "item(1) item(2) item(3) pick(3) pick(2)",
            ],
        ),
        (
            "p(1..2). {in(X); out(X)} :- p(X). :- in(2). :- out(2).",
            &[
                "p(1) p(2)",
                "p(1) p(2) in(1)",
                "p(1) p(2) in(1) out(1)",
                "p(1) p(2) out(1)",
            ],
        ),
        ("#sum{ 1,a : a ; 2,b : b ; 3,c : c } = 3.", &["b a", "c"]),
        (
            "node(1..3). edge(1,2;2,3). col(r;g). 1 {c(N,C) : col(C)} 1 :- node(N). \
             :- edge(X,Y), c(X,C), c(Y,C). #show c/2.",
            &["c(1,r) c(2,g) c(3,r)", "c(2,r) c(1,g) c(3,g)"],
        ),
        (
            // `r(1) :- r(2), in(2,1).` and `r(1) :- r(3), in(3,1).` are not output (their
            // head is a fact), so they number nothing; the head aggregate numbers `in(2,1)`
            // before `in(3,1)` once grounding is done.
            "r(1). 1 {in(X,Y) : e(X,Y)} 1 :- n(X). n(1..3). e(1,2;1,3;2,1;3,1). \
             r(Y) :- r(X), in(X,Y). #show in/2.",
            &["in(1,2) in(2,1) in(3,1)", "in(1,3) in(2,1) in(3,1)"],
        ),
        (
            // In the recursive component, `p(Z,s,T)` (no variable bound) scans the `p`
            // atoms new since the last round last first, as gringo's full index does, though
            // rasp looks them up by their `s`: `r(3,1)` is derived (and numbered) first.
            "line(Z,D) :- Z = 1..3, D = (n;s). s(0). \
             2 { p(Z,D,T) : line(Z,D) } 2 :- s(T-1), T < 2. \
             r(Z,T) :- p(Z,s,T). s(T) :- r(_,T). #show r/2.",
            &[
                "",
                "",
                "",
                "r(1,1)",
                "r(1,1)",
                "r(1,1)",
                "r(2,1)",
                "r(2,1)",
                "r(2,1)",
                "r(2,1) r(1,1)",
                "r(3,1)",
                "r(3,1)",
                "r(3,1)",
                "r(3,1) r(1,1)",
                "r(3,1) r(2,1)",
            ],
        ),
    ];
    for (program, expected) in cases {
        assert_eq!(answer_lines(&rasp(&["0"], program)), expected, "{program}");
    }
}

#[test]
fn exit_codes() {
    assert_eq!(
        rasp(&[], CHOICE).status.code(),
        Some(10),
        "satisfiable, more models"
    );
    assert_eq!(
        rasp(&["0"], CHOICE).status.code(),
        Some(30),
        "satisfiable, all found"
    );
    assert_eq!(
        rasp(&[], "a. :- a.").status.code(),
        Some(20),
        "unsatisfiable"
    );
    assert_eq!(rasp(&[], "a :- b").status.code(), Some(65), "syntax error");
    assert_eq!(
        rasp(&[], "p(X) :- q.").status.code(),
        Some(65),
        "unsafe variable"
    );
    assert_eq!(
        rasp(&["--no-such-option"], "").status.code(),
        Some(1),
        "bad command line"
    );
}

/// Solved step by step (incmode, incremental aspif), the models of all calls add up; the
/// last call stops with `+` when its model lies above assumptions (here `query(t)`), as in
/// clasp, even without a decision.
#[test]
fn incremental_calls_and_models() {
    let counter = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/golden/incmode/counter.lp"
    );
    let output = rasp(&[counter], "");
    let text = stdout(&output);
    assert!(
        text.contains("Models       : 1+\nCalls        : 4\n"),
        "{text}"
    );
    let ground = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/golden/ground_input/incremental_counter.aspif"
    );
    for mode in ["--mode=clasp", "--mode=clingo"] {
        let output = rasp(&[mode, ground, "0"], "");
        let text = stdout(&output);
        assert_eq!(text.matches("Solving...").count(), 5, "{text}");
        assert!(
            text.contains("Models       : 5\nCalls        : 5\n"),
            "{text}"
        );
        assert_eq!(output.status.code(), Some(30));
    }
}

#[test]
fn models_limit_and_plus() {
    let output = rasp(&["1"], CHOICE);
    assert!(stdout(&output).contains("Models       : 1+"));
    let output = rasp(&["-n", "2"], CHOICE);
    assert!(stdout(&output).contains("Models       : 2+"));
    let output = rasp(&["--models=0"], CHOICE);
    assert!(stdout(&output).contains("Models       : 3\n"));
}

#[test]
fn unsatisfiable_output() {
    let text = without_times(&stdout(&rasp(&[], "a. :- a.")));
    assert!(
        text.ends_with("Solving...\nUNSATISFIABLE\n\nModels       : 0\nCalls        : 1"),
        "{text}"
    );
}

#[test]
fn json_output_parses_and_has_clingo_fields() {
    let output = rasp(&["--outf=2", "0"], CHOICE);
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).expect("valid JSON");
    assert_eq!(json["Result"], "SATISFIABLE");
    assert_eq!(json["Models"]["Number"], 3);
    assert_eq!(json["Models"]["More"], "no");
    assert_eq!(json["Input"][0], "stdin");
    let witnesses = json["Call"][0]["Witnesses"].as_array().unwrap();
    assert_eq!(witnesses.len(), 3);
    assert!(json["Solver"].as_str().unwrap().starts_with("rasp version"));
    let output = rasp(&["--outf=2"], "p(\"a\\\"b\").");
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).expect("valid JSON");
    assert_eq!(json["Call"][0]["Witnesses"][0]["Value"][0], "p(\"a\\\"b\")");
    let output = rasp(&["--outf=2"], "a. :- a.");
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).expect("valid JSON");
    assert_eq!(json["Result"], "UNSATISFIABLE");
    assert!(json["Call"][0].get("Witnesses").is_none());
}

#[test]
fn competition_output() {
    let text = stdout(&rasp(&["--outf=1"], "a. b. c(1)."));
    assert!(text.contains("\nANSWER\na. b. c(1).\n"), "{text}");
    assert!(text.starts_with("% rasp version"));
    let text = stdout(&rasp(&["--outf=1"], "a. :- a."));
    assert!(text.contains("\nINCONSISTENT\n"), "{text}");
}

#[test]
fn no_output_format() {
    let output = rasp(&["--outf=3"], CHOICE);
    assert_eq!(stdout(&output), "");
    assert_eq!(output.status.code(), Some(10));
}

#[test]
fn verbosity_and_quiet() {
    let text = stdout(&rasp(&["-V0"], "a."));
    assert_eq!(text, "a\nSATISFIABLE\n");
    let text = without_times(&stdout(&rasp(&["-q", "0"], CHOICE)));
    assert!(!text.contains("Answer:"), "{text}");
    assert!(text.contains("Models       : 3"));
    let text = without_times(&stdout(&rasp(&["-q1", "0"], CHOICE)));
    assert_eq!(text.matches("Answer:").count(), 1, "{text}");
    assert!(text.contains("Answer: 3"), "{text}");
}

#[test]
fn constants_from_the_command_line() {
    let text = stdout(&rasp(&["-c", "n=3", "-V0"], "p(1..n)."));
    assert_eq!(text, "p(1) p(2) p(3)\nSATISFIABLE\n");
    let text = stdout(&rasp(
        &["--const", "n=f(a,\"s\")", "-V0"],
        "#const n = 1. p(n).",
    ));
    assert_eq!(text, "p(f(a,\"s\"))\nSATISFIABLE\n");
    let output = rasp(&["-c", "n=3"], "#const n = 1. [override] p(n).");
    assert_eq!(output.status.code(), Some(65));
    assert!(stderr(&output).contains("error: redefinition of constant:\n  #const n=1.\n<n=3>:1:1-4: note: constant also defined here"));
    // As in clingo: a syntax error in the definition.
    let output = rasp(&["-c", "n"], "");
    assert_eq!(output.status.code(), Some(65));
    assert!(stderr(&output).starts_with("<n>:"), "{}", stderr(&output));
}

#[test]
fn text_and_gringo_modes() {
    let output = rasp(&["--text"], "p(1..2). q(X) :- p(X), not r(X). {r(1)}.");
    assert_eq!(
        stdout(&output),
        "p(1).\np(2).\nq(1):-not r(1).\nq(2).\n{r(1)}.\n"
    );
    // A conditional disjunction left with one atom prints as that atom's fact, once.
    let output = rasp(&["--text"], "d(1..2). q(X) ; h(Z) : e(Z) :- d(X).");
    assert_eq!(stdout(&output), "d(1).\nd(2).\nq(1).\nq(2).\n");
    let output = rasp(&["--mode=gringo"], "a.");
    assert!(stdout(&output).starts_with("asp 1 0 0\n"));
    assert!(stdout(&output).ends_with("0\n"));
}

/// `--rewrite-minimize` shows the `_criteria/3` atoms also where `#show` restricts what is
/// shown; without optimization statements it adds nothing (clingo gives no info on it).
#[test]
fn rewrite_minimize_shows_criteria() {
    let output = rasp(
        &["--rewrite-minimize", "0"],
        "{a}. #minimize{ 1 : a }. #show.",
    );
    let out = stdout(&output);
    assert!(
        out.contains("Answer: 2") && out.contains("\n_criteria(0,1,())\n"),
        "{out}"
    );
    let output = rasp(&["--rewrite-minimize"], "{a}. #show a/0.");
    assert_eq!(stderr(&output), "");
}

/// `--out-atomf`, `--out-ifs` and `--out-hide-aux` print a model's atoms as clasp does,
/// with clasp's errors.
#[test]
fn atom_format_separator_and_hidden_auxiliary_atoms() {
    let program = "b. _c. p(\"x y\"). -d.";
    let atoms = |args: &[&str]| first_answer(&rasp(args, program)).unwrap_or_default();
    assert_eq!(atoms(&["--out-atomf=%0."]), "b. _c. p(\"x y\"). -d.");
    assert_eq!(
        atoms(&["--out-atomf=<%s>%%"]),
        "<b>% <_c>% <p(\"x y\")>% <-d>%"
    );
    assert_eq!(atoms(&["--out-ifs=,"]), "b,_c,p(\"x y\"),-d");
    assert_eq!(atoms(&["--out-ifs=\\t"]), "b\t_c\tp(\"x y\")\t-d");
    assert_eq!(atoms(&["--out-hide-aux"]), "b p(\"x y\") -d");
    let output = stdout(&rasp(&["--out-ifs=\\n"], program));
    assert!(output.contains("Answer: 1 (Time: "));
    assert!(
        output.contains(")\nb\n_c\np(\"x y\")\n-d\nSATISFIABLE\n"),
        "{output}"
    );
    let output = stdout(&rasp(
        &["--outf=1", "--out-atomf=%0", "--out-ifs=,"],
        program,
    ));
    assert!(output.contains("ANSWER\nb,_c,p(\"x y\"),-d\n"), "{output}");
    let output = stdout(&rasp(&["--outf=2", "--out-hide-aux"], program));
    assert!(!output.contains("_c"), "{output}");
    for (format, message) in [
        ("x", "must start with '-'"),
        ("%1", "invalid format specifier"),
        ("%0%s", "too many arguments"),
        ("%", "missing format specifier"),
    ] {
        let output = rasp(&[&format!("--out-atomf={format}")], program);
        assert_eq!(output.status.code(), Some(1));
        let expected = format!("*** ERROR: (rasp): cat_atom: Invalid format string - {message}\n");
        assert_eq!(stderr(&output), expected);
    }
    let output = rasp(&["--out-ifs=ab"], program);
    assert_eq!(output.status.code(), Some(1));
    assert!(stderr(&output).contains("'ab' invalid value for: 'out-ifs'"));
}

/// `--output=reify` prints the ground program as clingo's reified facts: tuples numbered
/// per kind in the order first used and written once, the statements referring to them.
#[test]
fn reified_output() {
    let output = rasp(&["--output=reify"], "{ a }. b :- a. c :- not a.");
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(
        stdout(&output),
        "atom_tuple(0).\natom_tuple(0,2).\nliteral_tuple(0).\nliteral_tuple(0,-1).\n\
         rule(disjunction(0),normal(0)).\natom_tuple(1).\natom_tuple(1,3).\n\
         literal_tuple(1).\nliteral_tuple(1,1).\nrule(disjunction(1),normal(1)).\n\
         atom_tuple(2).\natom_tuple(2,1).\nliteral_tuple(2).\nrule(choice(2),normal(2)).\n\
         output(a,1).\nliteral_tuple(3).\nliteral_tuple(3,3).\noutput(b,3).\n\
         literal_tuple(4).\nliteral_tuple(4,2).\noutput(c,4).\n"
    );
    // `-o`, any case; step numbers; the components of the positive dependency graph.
    let output = rasp(
        &["-o", "REIFY", "--reify-steps", "--reify-sccs"],
        "{c}. a :- b. b :- a. a :- c.",
    );
    let facts = stdout(&output);
    assert!(facts.lines().all(|l| l.ends_with(",0).")), "{facts}");
    let sccs: Vec<&str> = facts.lines().filter(|l| l.starts_with("scc(")).collect();
    assert_eq!(sccs.len(), 2, "{facts}");
    // An incremental program: tagged, one block of facts per step.
    let program = "#include <incmode>. #program base. p(0). #program step(t). p(t) :- p(t-1).";
    let output = rasp(
        &["--output=reify", "--reify-steps", "-c", "imax=2", "-"],
        program,
    );
    let facts = stdout(&output);
    assert!(facts.starts_with("tag(incremental).\n"), "{facts}");
    assert!(
        facts.contains("output(p(1),") && facts.contains(",1).\n"),
        "{facts}"
    );
    // The other formats, and clingo's errors.
    assert!(stdout(&rasp(&["--output=intermediate"], "a.")).starts_with("asp 1 0 0\n"));
    assert_eq!(stdout(&rasp(&["--output=text"], "a.")), "a.\n");
    for (args, message) in [
        (
            &["--output=reify", "--text"][..],
            "'--text' and '--output' are mutually exclusive!",
        ),
        (
            &["--mode=clasp", "--output=reify"],
            "'--output' can only be used with '--mode=gringo'!",
        ),
        (
            &["--output=smodels"],
            "the smodels output format is not supported by rasp",
        ),
    ] {
        let output = rasp(args, "a.");
        assert_eq!(output.status.code(), Some(128));
        assert_eq!(stderr(&output), format!("*** ERROR: (rasp): {message}\n"));
    }
    // Text needs a logic program (clingo: `backend not available`).
    let output = rasp(&["--output=text"], "asp 1 0 0\n1 0 1 1 0 0\n0\n");
    assert_eq!(output.status.code(), Some(65));
    assert_eq!(
        stderr(&output),
        "*** ERROR: (rasp): backend not available\n"
    );
    let output = rasp(&["--output=rei"], "a.");
    assert_eq!(output.status.code(), Some(1));
    assert!(stderr(&output).contains("'rei' invalid value for: 'output'"));
}

/// The reified facts mean the program: a meta-interpreter over them (normal and weight
/// bodies, choice and disjunctive heads, externals, outputs) has the program's answer sets.
#[test]
fn reified_facts_mean_the_program() {
    let programs = [
        "{ a; b }. c :- a, not b. d :- 1 { a; c; not b } 2.",
        "p(1..3). { q(X) : p(X) } 2. r :- #sum { X : q(X) } >= 3. :- r, q(1).",
        "a ; b. a :- b. b :- a. c :- not a.",
        "x ; y ; z :- not w. w :- x, y. #external e. f :- e, not x. #show f/0. #show x/0.",
    ];
    let answer_sets = |output: &Output, meta: bool| {
        let mut sets: Vec<Vec<String>> = (stdout(output).lines())
            .skip_while(|l| !l.starts_with("Answer"))
            .collect::<Vec<_>>()
            .chunks(2)
            .filter(|chunk| chunk[0].starts_with("Answer"))
            .map(|chunk| {
                let atoms = chunk.get(1).copied().unwrap_or("").split_whitespace();
                let mut atoms: Vec<String> = atoms
                    .map(|a| match meta {
                        true => a["show(".len()..a.len() - 1].to_string(),
                        false => a.to_string(),
                    })
                    .collect();
                atoms.sort();
                atoms
            })
            .collect();
        sets.sort();
        sets
    };
    for program in programs {
        let direct = rasp(&["0"], program);
        let facts = stdout(&rasp(&["--output=reify"], program));
        let meta = rasp(&["0"], &format!("{facts}{}", common::REIFY_META));
        assert_eq!(
            answer_sets(&meta, true),
            answer_sets(&direct, false),
            "{program}\n{facts}"
        );
    }
}

/// A program in incremental mode is grounded step by step without solving, as clingo does:
/// each step's rules as text, or a block of incremental aspif; no step has a result, so the
/// loop stops at `imax` (or at once with `istop=UNKNOWN`).
#[test]
fn text_and_gringo_modes_in_incremental_mode() {
    let program = "#include <incmode>. #program base. p(0). \
                   #program step(t). p(t) :- p(t-1). { q(t) }.";
    let output = rasp(&["--text", "-c", "imax=3", "-"], program);
    assert_eq!(output.status.code(), Some(0));
    assert_eq!(
        stdout(&output),
        "p(0).\n#external query(0).\n\
         p(1).\n{q(1)}.\n#external query(1).\n\
         p(2).\n{q(2)}.\n#external query(2).\n"
    );
    let output = rasp(&["--mode=gringo", "-c", "imax=2", "-"], program);
    assert_eq!(output.status.code(), Some(0));
    let aspif = stdout(&output);
    assert!(aspif.starts_with("asp 1 0 0 incremental\n"), "{aspif}");
    assert_eq!(aspif.lines().filter(|l| *l == "0").count(), 2, "{aspif}");
    let solved = rasp(&["--mode=clasp", "0"], &aspif);
    assert!(stdout(&solved).contains("Models       : 3\nCalls        : 2\n"));
    let output = rasp(&["--mode=gringo", "-c", "istop=\"UNKNOWN\"", "-"], program);
    assert_eq!(stdout(&output).lines().filter(|l| *l == "0").count(), 1);
}

/// A step of the incremental mode that gives a rule to an atom that an earlier step (solved
/// since) defines: clingo's error naming the atom and its id (`query(0)` of the part
/// `check(0)` is atom 1, as gringo grounds the block `check` after `base`), the summary of
/// the steps so far and of the failing one (their models, more possible, the calls counting
/// it, UNKNOWN), exit code 65 (as clingo 5.8.3 prints it).
#[test]
fn incremental_mode_stops_at_a_redefinition() {
    let program = "#include <incmode>. #const imin = 3. \
                   #program base. { q(1) }. #show q/1. \
                   #program step(t). q(1) :- p(t). { p(t) }.";
    let output = rasp(&["0", "-"], program);
    let text = assert_stopped_by_redefinition(&output, "<'q(1)',2>");
    assert_eq!(text.matches("Solving...").count(), 1, "{text}");
}

/// Asserts the end of a run that a step redefining `q(1)` (`atom`, with its id) stopped
/// after a first call that found two models: clingo's error, the summary of both calls
/// (more models possible, UNKNOWN) and exit code 65; returns the output without times.
fn assert_stopped_by_redefinition(output: &Output, atom: &str) -> String {
    assert_eq!(output.status.code(), Some(65));
    let error = format!("*** ERROR: (rasp): redefinition of atom {atom}\n");
    assert_eq!(stderr(output), error);
    let text = without_times(&stdout(output));
    let summary = "q(1)\nUNKNOWN\n\nModels       : 2+\nCalls        : 2";
    assert!(text.ends_with(summary), "{text}");
    text
}

/// Incremental aspif (`--mode=clasp`) whose second step gives a rule to an atom of the
/// first: clingo's error after the first call, the summary of that call and of the one the
/// step started (the models so far, more possible, UNKNOWN), exit code 65 (as clingo 5.8.3
/// prints it).
#[test]
fn incremental_aspif_stops_at_a_redefinition() {
    let aspif = "asp 1 0 0 incremental\n1 1 1 1 0 0\n4 4 q(1) 1 1\n0\n\
                 1 1 1 2 0 0\n1 0 1 1 0 1 2\n0\n";
    let output = rasp(&["--mode=clasp", "0", "-"], aspif);
    assert_stopped_by_redefinition(&output, "<'q(1)',1>");
}

/// `--single-shot`: the program cannot grow after the first step of the incremental mode;
/// clingo's error, the first step's summary, the error added to its exit code. Grounding
/// only, the steps are written under a header that does not say `incremental`.
#[test]
fn single_shot_refuses_a_second_step() {
    let program = "#include <incmode>. #program base. p(0). \
                   #program step(t). p(t) :- p(t-1). { q(t) }. \
                   #program check(t). :- query(t), t < 2.";
    let output = rasp(&["--single-shot", "-"], program);
    assert_eq!(output.status.code(), Some(85));
    assert_eq!(
        stderr(&output),
        "*** ERROR: (rasp): Program updates not supported!\n"
    );
    assert!(stdout(&output).contains("UNSATISFIABLE\n\nModels       : 0\nCalls        : 1\n"));
    let output = rasp(
        &["--single-shot", "-c", "imin=2", "0", "-"],
        "#include <incmode>. p.",
    );
    assert_eq!(output.status.code(), Some(95));
    let output = rasp(
        &["--single-shot", "--mode=gringo", "-c", "imax=2", "-"],
        program,
    );
    assert_eq!(output.status.code(), Some(0));
    let aspif = stdout(&output);
    assert!(aspif.starts_with("asp 1 0 0\n"), "{aspif}");
    assert_eq!(aspif.lines().filter(|l| *l == "0").count(), 2, "{aspif}");
    assert_eq!(rasp(&["--single-shot"], "a.").status.code(), Some(30));
}

#[test]
fn clasp_mode_reads_aspif() {
    let aspif = stdout(&rasp(&["--mode=gringo"], "{a;b}. :- a, b."));
    let output = rasp(&["--mode=clasp", "0"], &aspif);
    assert_eq!(output.status.code(), Some(30));
    assert!(stdout(&output).contains("Models       : 3\n"));
}

#[test]
fn reads_files_and_reports_missing_ones() {
    let dir = std::env::temp_dir().join(format!("rasp-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let a = dir.join("a.lp");
    let b = dir.join("b.lp");
    std::fs::write(&a, "a.").unwrap();
    std::fs::write(&b, "b :- a.").unwrap();
    let output = rasp(&[a.to_str().unwrap(), b.to_str().unwrap(), "-V0"], "");
    assert_eq!(stdout(&output), "a b\nSATISFIABLE\n");
    let text = stdout(&rasp(&[a.to_str().unwrap(), b.to_str().unwrap()], ""));
    assert!(text.contains(&format!("Reading from {} ...", a.display())));
    let output = rasp(&["no/such/file.lp"], "");
    assert_eq!(output.status.code(), Some(65));
    assert!(stderr(&output).contains("<cmd>: error: file could not be opened:\n  no/such/file.lp"));
    assert!(stdout(&output).contains("UNKNOWN"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn standard_input_with_a_dash() {
    let output = rasp(&["-", "-V0"], "x.");
    assert_eq!(stdout(&output), "x\nSATISFIABLE\n");
}

#[test]
fn warnings_can_be_disabled() {
    let program = "a :- b. p(1/0).";
    let all = stderr(&rasp(&[], program));
    assert!(
        all.contains("info: atom does not occur in any rule head"),
        "{all}"
    );
    assert!(all.contains("info: operation undefined"), "{all}");
    let some = stderr(&rasp(&["-W", "no-atom-undefined"], program));
    assert!(!some.contains("atom does not occur"));
    assert!(some.contains("operation undefined"));
    let none = stderr(&rasp(&["--warn=none"], program));
    assert_eq!(none, "");
}

#[test]
fn time_limit_stops_the_search() {
    // Pigeonhole 11 into 10: far more than a second for a CDCL solver.
    let program = "p(1..11). h(1..10). 1 { in(P,H) : h(H) } 1 :- p(P). :- in(P,H), in(Q,H), P < Q.";
    let start = std::time::Instant::now();
    let output = rasp(&["--time-limit=1"], program);
    assert!(start.elapsed().as_secs() < 30);
    let text = stdout(&output);
    if output.status.code() == Some(20) {
        return; // Solved within the limit: nothing to check.
    }
    assert_eq!(output.status.code(), Some(1), "{text}");
    assert!(
        text.contains("UNKNOWN\n\nTIME LIMIT   : 1\nModels       : 0+"),
        "{text}"
    );
}

#[test]
fn time_limit_stops_grounding() {
    // Infinitely many atoms: clingo's time limit interrupts the grounder too.
    let start = std::time::Instant::now();
    let output = rasp(&["--time-limit=1"], "p(X+1) :- p(X). p(0).");
    assert!(start.elapsed().as_secs() < 30);
    let text = stdout(&output);
    assert_eq!(output.status.code(), Some(1), "{text}");
    assert!(!text.contains("Solving..."), "{text}");
    assert!(
        text.contains("UNKNOWN\n\nTIME LIMIT   : 1\nModels       : 0+"),
        "{text}"
    );
    assert_eq!(
        stderr(&output),
        "*** Info : (rasp): INTERRUPTED by signal!\n"
    );
}

#[test]
fn time_limit_stops_a_long_join() {
    // One rule whose join takes minutes (a billion candidates): the limit stops it inside
    // the join, in solving and in grounding mode alike.
    let program = "n(1..1000). p(X,Y,Z) :- n(X), n(Y), n(Z), X+Y=Z+1000000.";
    for args in [
        &["--time-limit=1"][..],
        &["--time-limit=1", "--mode=gringo"],
    ] {
        let start = std::time::Instant::now();
        let output = rasp(args, program);
        assert!(start.elapsed().as_secs() < 30, "{args:?}");
        assert_eq!(output.status.code(), Some(1), "{args:?}");
        assert_eq!(
            stderr(&output),
            "*** Info : (rasp): INTERRUPTED by signal!\n"
        );
    }
}

#[test]
fn statistics() {
    let text = stdout(&rasp(&["--stats", "0"], CHOICE));
    assert!(text.contains("\nChoices      : "), "{text}");
    assert!(text.contains("\nRules        : "), "{text}");
    assert!(text.contains("\nTight        : Yes"), "{text}");
    assert!(!text.contains("Stab. Tests"), "{text}");
    // A saturation program: one minimality check (clasp counts it as partial, its
    // assignment has free auxiliary variables; rasp's is total).
    let saturation = "p ; q. p :- q. q :- p.";
    let text = stdout(&rasp(&["--stats", "0"], saturation));
    assert!(text.contains("\nStab. Tests  : 1        (Full: "), "{text}");
    // Its loop goes through the disjunction: not tight (clingo: "No (SCCs: 1 Non-Hcfs: 1").
    assert!(text.contains("\nTight        : No"), "{text}");
}

#[test]
fn help_and_version() {
    let output = rasp(&["--help"], "");
    assert_eq!(output.status.code(), Some(0));
    let text = stdout(&output);
    for heading in [
        "Solving Options",
        "Gringo Options",
        "Basic Options",
        "--models",
        "--const",
        "--outf",
    ] {
        assert!(text.contains(heading), "{heading} missing in\n{text}");
    }
    let output = rasp(&["--version"], "");
    assert!(stdout(&output).starts_with("rasp version "));
}

#[test]
fn empty_input_has_one_empty_answer() {
    let output = rasp(&["-V0", "0"], "");
    assert_eq!(stdout(&output), "\nSATISFIABLE\n");
    assert_eq!(output.status.code(), Some(30));
}

#[test]
fn non_utf8_input_is_an_error() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_rasp"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"p(\"\xff\").")
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert_eq!(output.status.code(), Some(65));
    assert!(stderr(&output).contains("-:1:4-5: error: invalid UTF-8 (byte 0xFF)"));
}

#[test]
fn deeply_nested_terms() {
    let depth = 10_000;
    let program = format!("p({}1{}).", "(".repeat(depth), ")".repeat(depth));
    let output = rasp(&["-V0"], &program);
    assert_eq!(stdout(&output), "p(1)\nSATISFIABLE\n");
}

#[test]
fn reading_from_names_the_input() {
    let header = |args: &[&str]| stdout(&rasp(args, "a.")).lines().nth(1).map(str::to_string);
    assert_eq!(header(&[]).as_deref(), Some("Reading from stdin"));
    assert_eq!(header(&["-"]).as_deref(), Some("Reading from -"));
}

/// Optimization as clingo prints it: costs after each model, `OPTIMUM FOUND`, and the
/// optimum in the summary (checked against clingo 5.8.3's output for this program).
#[test]
fn optimization_output() {
    const PROGRAM: &str = "{a; b; c}. :- not a, not b. :- a, b.
        #minimize{2@1: a; 1@1: b; 1@2: c}. #maximize{1@2: c}.";
    for strategy in ["bb", "usc"] {
        let strategy = format!("--opt-strategy={strategy}");
        let output = rasp(&["-q1", &strategy], PROGRAM);
        assert_eq!(output.status.code(), Some(30));
        let text = without_times(&stdout(&output));
        let lines: Vec<&str> = text.lines().collect();
        let summary = &lines[lines.len() - 8..];
        assert_eq!(
            summary,
            [
                "b",
                "Optimization: 0 1",
                "OPTIMUM FOUND",
                "",
                summary[4], // how many improving models were met depends on the search
                "  Optimum    : yes",
                "Optimization : 0 1",
                "Calls        : 1"
            ],
            "{strategy}"
        );
        assert!(summary[4].starts_with("Models       : "), "{text}");
    }
    // optN: every optimal model, and how many there are.
    // ({a, b} costs 1 too: equal tuples count once.)
    let output = rasp(
        &["--opt-mode=optN", "-q1", "0"],
        "{a; b}. :- not a, not b. #minimize{1: a; 1: b}.",
    );
    let text = without_times(&stdout(&output));
    assert!(
        text.contains("\nOptimization: 1\nOPTIMUM FOUND\n"),
        "{text}"
    );
    assert!(text.contains("\n  Optimal    : 3\n"), "{text}");
    assert!(text.contains("\nModels       : 4\n"), "{text}");
}

/// gringo derives the atoms of a plain disjunction one by one until it meets a fact and
/// drops the rule there: `t(X) ; s` leaves the atoms t(X) (without rules) for the weak
/// constraint, `s ; t(X)` none; a disjunction with a condition derives none, unless it is
/// recursive (checked against clingo 5.8.3). Not a golden test: the text of the ground
/// program (clingo's too) has no rule left for t(X), so its round trip differs.
#[test]
fn a_disjunction_stops_deriving_at_a_fact() {
    for (rule, result) in [
        ("t(X) ; s :- d(X).", "OPTIMUM FOUND"),
        ("s ; t(X) :- d(X).", "SATISFIABLE"),
        ("s ; t(Z) : d(Z) :- d(X).", "SATISFIABLE"),
        ("s ; t(Z) : d(Z) :- d(X), s : d(Z).", "OPTIMUM FOUND"),
    ] {
        let program = format!("d(1..3). s. {rule} :~ t(X). [1]");
        let text = stdout(&rasp(&["0"], &program));
        assert!(text.contains(&format!("\n{result}\n")), "{rule}: {text}");
    }
}

/// clasp refuses a minimize literal whose weight (added up, made positive) does not fit in
/// 32 bits, with clingo 5.8.3's message and exit code; without optimization it is ignored.
#[test]
fn a_minimize_weight_beyond_32_bits_is_an_error() {
    const PROGRAM: &str = "{a;b}. #minimize{-2147483648:a;-2147483648:b}.";
    let output = rasp(&["0"], PROGRAM);
    assert_eq!(output.status.code(), Some(65));
    assert!(
        stderr(&output).contains("MinimizeBuilder: weight too large"),
        "{}",
        stderr(&output)
    );
    let text = stdout(&output);
    assert!(
        text.contains("\nUNKNOWN\n") && !text.contains("Solving..."),
        "{text}"
    );
    let output = rasp(&["0", "--opt-mode=ignore"], PROGRAM);
    assert_eq!(output.status.code(), Some(30));
}

#[test]
fn invalid_option_values_are_rejected_as_clingo_does() {
    for (option, name) in [
        ("--opt-mode=bogus", "opt-mode"),
        ("--opt-strategy=fast", "opt-strategy"),
        ("--enum-mode=all", "enum-mode"),
        ("--project=some", "project"),
        ("--outf=x", "outf"),
        ("--seed=-2", "seed"),
        ("--seed=4294967296", "seed"),
        ("--time-limit=-5", "time-limit"),
        ("--stats=4", "stats"),
        ("--verbose=x", "verbose"),
        ("--quiet=1,0,0,0", "quiet"),
        ("--stats=1,x", "stats"),
        ("--help=4", "help"),
        ("--seed=018", "seed"),
        ("--heuristic=foo", "heuristic"),
        ("--heuristic=Unit,3", "heuristic"),
        ("--heuristic=Vsids,", "heuristic"),
        ("--dom-mod=level,32", "dom-mod"),
        ("--dom-mod=8", "dom-mod"),
        ("--dom-mod=neg,min", "dom-mod"),
        ("--eq=x", "eq"),
        ("--opt-stop=1,x", "opt-stop"),
        ("--sat-prepro=4", "sat-prepro"),
        ("--sat-prepro=2,clause=4", "sat-prepro"),
        ("--sat-prepro=2,10,25,240,5,6,7", "sat-prepro"),
        ("--sat-prepro=yes", "sat-prepro"),
        ("--eq=-2", "eq"),
        ("--parallel-mode=0", "parallel-mode"),
        ("--parallel-mode=65", "parallel-mode"),
        ("--parallel-mode=2,fast", "parallel-mode"),
        ("--distribute=foo", "distribute"),
        ("--distribute=short,200", "distribute"),
        ("--distribute=conflict,4,4,4", "distribute"),
        ("--distribute=conflict,x", "distribute"),
        ("--distribute=no,3", "distribute"),
        ("--integrate=x", "integrate"),
        ("--integrate=gp,ring", "integrate"),
        ("--integrate=gp,10,ring,3", "integrate"),
        ("--restarts=F,0", "restarts"),
        ("--restarts=F,100,5", "restarts"),
        ("--restarts=L", "restarts"),
        ("--restarts=x,100,0.5", "restarts"),
        ("--restarts=D,100", "restarts"),
        ("--restarts=y,1", "restarts"),
        ("--restarts=L,60,10,3", "restarts"),
        ("--save-progress=x", "save-progress"),
    ] {
        assert_invalid_value(option, name);
    }
}

/// The first line of rasp's error for the bad command line `args` (exit code 1).
fn first_error_line(args: &[&str]) -> String {
    let output = rasp(args, "a.");
    assert_eq!(output.status.code(), Some(1), "{args:?}");
    stderr(&output)
        .lines()
        .next()
        .unwrap_or_default()
        .to_string()
}

/// rasp rejects `option` (`--name=value`) with clingo's error for an invalid value of `name`.
fn assert_invalid_value(option: &str, name: &str) {
    let output = rasp(&[option], "a.");
    assert_eq!(output.status.code(), Some(1), "{option}");
    let value = option.split_once('=').unwrap().1;
    assert_eq!(
        stderr(&output),
        format!(
            "*** ERROR: (rasp): In context '<rasp>': '{value}' invalid value for: '{name}'\n\
             *** Info : (rasp): Try '--help' for usage information\n"
        ),
        "{option}"
    );
}

/// clasp's conventions for numbers: `-1` is the largest unsigned value, a negative number of
/// models the default, levels beyond the known ones act as the nearest known one.
#[test]
fn option_values_clingo_accepts() {
    for args in [
        &["--seed=-1"][..],
        &["--time-limit=-1"],
        &["-n", "-1"],
        &["--models=-3"],
        &["--outf=7"],
        &["-V9"],
        &["-q-1"],
        &["--stats=3"],
        &["--see=2"],
        &["--seed=0x10"],
        &["--seed=010"],
        &["--project="],
        &["--stats=2,1"],
        &["--heuristic=Vsids,92"],
        &["--heuristic=domain"],
        &["--heuristic=BERKMIN,0x10"],
        &["--heuristic=None", "--dom-mod=no"],
        &["--heuristic=Domain", "--dom-mod=false,opt,show"],
        &["--eq=0"],
        &["--eq=-1"],
        &["-t", "2,split"],
        &["-t1"],
        &["--parallel-mode=2,compete"],
        &["--configuration=trendy"],
        &["--sat-prepro"],
        &["--sat-prepro=no"],
        &["--sat-prepro=2,iter=10,occ=25,time=240"],
        &["--sat-prepro=2,10,25,240,5,6"],
        &["--configuration=CRAFTY", "--heuristic=Vsids,90"],
        &["--configuration=many", "-t", "2"],
        &["--otfs"],
        &["--otfs=0"],
        &["--otfs=2"],
        &["-t", "2", "--distribute=no"],
        &["--distribute=conflict,local,2,10"],
        &["--distribute=LOOP"],
        &["--distribute=all,4,-1", "--integrate=unsat,-1"],
        &["--integrate=gp,1024,ring"],
        &["--restarts=no"],
        &["-r", "l,60,10"],
        &["--restarts=x,100,1.5", "--save-progress"],
        &["--restarts=+,100,10,5", "--save-progress=0"],
        &["--restarts=D,100,0.7,0,e", "-t", "2"],
        &["--restarts=F,100"],
    ] {
        let output = rasp(args, "{a}.");
        assert_eq!(
            output.status.code(),
            Some(10),
            "{args:?}: {}",
            stderr(&output)
        );
    }
    assert!(!stdout(&rasp(&["-q4", "0"], "{a}.")).contains("Answer"));
    assert_eq!(rasp(&["--mode=GRINGO"], "a.").status.code(), Some(0));
    assert_eq!(rasp(&["--help=3"], "").status.code(), Some(0));
    let output = rasp(
        &["--heuristic=Unit", "--dom-mod=level", "-e", "domRec"],
        "{a}.",
    );
    assert_eq!(
        stderr(&output),
        "*** Warn : (rasp): Heuristic 'Unit' implies lookahead. Using 'atom'.\n\
         *** Warn : (rasp): Domain options require heuristic 'Domain'!\n\
         *** Warn : (rasp): Reasoning mode requires domain heuristic and is ignored.\n"
    );
    let output = rasp(&["--heuristic=Domain", "-e", "domRec"], "{a}.");
    assert_eq!(
        stderr(&output),
        "*** Warn : (rasp): domRec ignored: No domain atoms found.\n"
    );
    let output = rasp(&["--enum-mode=domRec"], "{a}.");
    assert_eq!(
        stderr(&output),
        "*** Warn : (rasp): Reasoning mode requires domain heuristic and is ignored.\n"
    );
    assert_eq!(
        stdout(&rasp(&["-n", "-1"], "{a}."))
            .matches("Answer")
            .count(),
        1
    );
}

#[test]
fn command_line_errors_in_clingos_words() {
    let error = first_error_line;
    let context = "*** ERROR: (rasp): In context '<rasp>': ";
    for (args, message) in [
        (&["-", "3", "2"][..], "multiple occurrences: 'models'"),
        (&["3", "-n", "2"], "multiple occurrences: 'models'"),
        (&["-V0", "-V1"], "multiple occurrences: 'verbose'"),
        (
            &["--init-moms", "--no-init-moms"],
            "multiple occurrences: 'init-moms'",
        ),
        (
            &["--no-init-moms", "--no-init-moms"],
            "multiple occurrences: 'init-moms'",
        ),
        (
            &["--local-restarts", "--no-local-restarts"],
            "multiple occurrences: 'local-restarts'",
        ),
        (&["--otfs=0", "--otfs=1"], "multiple occurrences: 'otfs'"),
        (&["--otfs=3"], "'3' invalid value for: 'otfs'"),
        (&["-1"], "unknown option: '-1'"),
        (&["-xyz"], "unknown option: '-x'"),
        (&["--fooo"], "unknown option: 'fooo'"),
        (&["--opt"], "ambiguous option: 'opt' could be:"),
    ] {
        assert_eq!(error(args), format!("{context}{message}"), "{args:?}");
    }
    assert_eq!(
        error(&["--text=1"]),
        "*** ERROR: (rasp): SyntaxError: 'text' does not take a value!"
    );
}

/// `--[no-]init-moms` changes the search, not the answers.
#[test]
fn init_moms_on_and_off() {
    let program = "p(1..4). 1 { q(X,Y) : p(Y) } 1 :- p(X). :- q(X,Y), q(Z,Y), X < Z.";
    let count = |args: &[&str]| {
        let output = rasp(args, program);
        assert_eq!(output.status.code(), Some(30), "{args:?}");
        stdout(&output).matches("Answer").count()
    };
    for args in [&["0"][..], &["0", "--init-moms"], &["0", "--no-init-moms"]] {
        assert_eq!(count(args), 24, "{args:?}");
    }
}

/// A `-c` definition that does not parse is a syntax error in the definition.
#[test]
fn constants_that_do_not_parse() {
    let output = rasp(&["-c", "a=b,c"], "p(a).");
    assert_eq!(output.status.code(), Some(65));
    assert!(
        stderr(&output).starts_with("<a=b,c>:1:4-5: error: syntax error, unexpected \",\""),
        "{}",
        stderr(&output)
    );
    assert!(stdout(&output).contains("UNKNOWN"));
}

#[test]
fn a_directory_reads_as_empty_input() {
    let dir = std::env::temp_dir();
    let output = rasp(&[dir.to_str().unwrap()], "");
    assert_eq!(output.status.code(), Some(30));
    assert!(stdout(&output).contains("Answer: 1"));
}

#[test]
fn verbosity_two_prints_the_phases() {
    let text = stdout(&rasp(&["-V2"], "a."));
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[2].starts_with("Reading      : "), "{text}");
    assert!(lines[3].starts_with("Preprocessing: "), "{text}");
    assert_eq!(lines[4], "Solving...");
    assert!(
        text.contains(&format!("{}|\nSATISFIABLE", "-".repeat(90))),
        "{text}"
    );
}

/// clingo reads input that starts with an aspif header as a ground program.
#[test]
fn ground_aspif_input_is_recognized() {
    let ground = stdout(&rasp(&["--mode=gringo"], CHOICE));
    assert!(ground.starts_with("asp 1 0 0\n"), "{ground}");
    let output = rasp(&["0"], &ground);
    assert_eq!(output.status.code(), Some(30), "{}", stderr(&output));
    assert!(stdout(&output).contains("Models       : 3\n"));
    let output = rasp(&["--mode=gringo"], &ground);
    assert_eq!(stdout(&output), ground);
    let output = rasp(&["--text"], &ground);
    assert_eq!(output.status.code(), Some(65));
    assert_eq!(
        stderr(&output),
        "*** ERROR: (rasp): backend not available\n"
    );
    let dir = std::env::temp_dir().join(format!("rasp-cli-ground-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("ground.aspif");
    std::fs::write(&file, &ground).unwrap();
    let file = file.to_str().unwrap();
    let output = rasp(&["0", file, file], "");
    assert_eq!(output.status.code(), Some(30));
    assert!(stderr(&output).starts_with("<cmd>: warning: already included file:\n"));
    let output = rasp(&["0", file, "-"], "c.");
    assert_eq!(output.status.code(), Some(65));
    assert!(stderr(&output).contains("non-ground input together"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn clasp_mode_reads_smodels_and_dimacs() {
    let smodels = "1 1 1 1 2\n1 2 1 1 1\n0\n1 a\n2 b\n0\nB+\n0\nB-\n0\n1\n";
    let output = rasp(&["--mode=clasp", "0"], smodels);
    assert_eq!(output.status.code(), Some(30), "{}", stderr(&output));
    assert!(stdout(&output).contains("Models       : 2\n"));
    let mut cnf = String::from("p cnf 40 40\n");
    for v in 1..=40 {
        cnf += &format!("{} 0\n", if v % 3 == 0 { -v } else { v });
    }
    let output = rasp(&["--mode=clasp", "-V0"], &cnf);
    assert_eq!(output.status.code(), Some(30));
    assert_eq!(
        stdout(&output),
        "v 1 2 -3 4 5 -6 7 8 -9 10 11 -12 13 14 -15 16 17 -18 19 20 -21 22 23 -24\n\
         v 25 26 -27 28 29 -30 31 32 -33 34 35 -36 37 38 -39 40 0\ns SATISFIABLE\n"
    );
    let text = without_times(&stdout(&rasp(
        &["--mode=clasp"],
        "p wcnf 1 2\n2 1 0\n3 -1 0\n",
    )));
    assert_eq!(
        text.split("\nc Time").next().unwrap(),
        "c rasp version 0.1.0\nc Reading from stdin\nc Solving...\nc Answer: 1\nv -1 0\no 2\n\
         s OPTIMUM FOUND\nc \nc Models         : 1\nc   Optimum      : yes\n\
         c Optimization   : 2\nc Calls          : 1"
    );
    // As clingo's `auto`, a CNF gets `trendy`, with SAT preprocessing (tweety has none).
    let cnf = "p cnf 3 2\n1 2 0\n-1 3 0\n";
    let variables = |args: &[&str]| {
        let out = stdout(&rasp(args, cnf));
        let line = out.lines().find(|l| l.starts_with("c Variables")).unwrap();
        line.to_string()
    };
    // Three variables (rasp's always-true sentinel is not counted, as clasp's is not).
    let all = variables(&["--mode=clasp", "--stats"]);
    assert!(all.starts_with("c Variables      : 3 "), "{all}");
    assert!(all.contains("(Eliminated:    3 "), "{all}");
    let tweety = variables(&["--mode=clasp", "--stats", "--configuration=tweety"]);
    assert!(!tweety.contains("Eliminated"), "{tweety}");
    let json = stdout(&rasp(&["--mode=clasp", "--outf=2"], "p cnf 2 1\n1 0\n"));
    let json: serde_json::Value = serde_json::from_str(&json).unwrap();
    let value = &json["Call"][0]["Witnesses"][0]["Value"];
    assert!(value == &serde_json::json!([1, 2]) || value == &serde_json::json!([1, -2]));
}

#[test]
fn clasp_mode_errors() {
    for (input, code, message) in [
        ("", 128, "*** ERROR: (rasp): bad input stream\n"),
        (
            "\n x",
            128,
            "*** ERROR: (rasp): parse error in line 2:2: 'x': unrecognized input format\n",
        ),
        ("a :- b.", 65, "*** ERROR: (rasp): Auto detection failed!\n"),
        (
            "p cnf 2 1\n1 3 0\n",
            65,
            "*** ERROR: (rasp): parse error in line 2: invalid variable in clause\n",
        ),
    ] {
        let output = rasp(&["--mode=clasp"], input);
        assert_eq!(output.status.code(), Some(code), "{input}");
        assert!(stderr(&output).starts_with(message), "{}", stderr(&output));
    }
    let output = rasp(&["--mode=clasp", "--text"], "asp 1 0 0\n0\n");
    assert_eq!(output.status.code(), Some(128));
    assert_eq!(
        stderr(&output),
        "*** ERROR: (rasp): '--text' can only be used with '--mode=gringo'!\n"
    );
}

#[test]
fn brave_and_cautious_consequences() {
    const PROGRAM: &str = "{a; b}. c :- a. c :- b. :- not c.";
    let last = |mode: &str| {
        let output = rasp(&["--enum-mode", mode, "-V0", "0"], PROGRAM);
        assert_eq!(output.status.code(), Some(30));
        let text = stdout(&output);
        let lines: Vec<&str> = text.lines().collect();
        assert!(lines[lines.len() - 2].starts_with("Consequences: ["));
        let mut atoms: Vec<&str> = lines[lines.len() - 3].split_whitespace().collect();
        atoms.sort();
        atoms.join(" ")
    };
    assert_eq!(last("brave"), "a b c");
    assert_eq!(last("cautious"), "c");
}

/// Two optimal models (cost 1): `b d` and `a d`.
const WEAK: &str = "{a;b;c}. :- not a, not b. :~ a. [1] :~ b. [1] :~ c. [2] d :- a. d :- b.";

/// The summary lines of a run (after the empty line that ends the answers), without times.
fn summary_lines(text: &str) -> Vec<String> {
    let text = without_times(text);
    let (_, summary) = text.rsplit_once("\n\n").expect("a summary");
    summary.lines().map(str::to_string).collect()
}

#[test]
fn consequences_of_optimal_models() {
    // optN: first the optimization (models with costs only), then the consequences of the
    // optimal models, numbered from 1 again.
    let output = rasp(&["--enum-mode=brave", "--opt-mode=optN"], WEAK);
    assert_eq!(output.status.code(), Some(30));
    assert_eq!(stderr(&output), "");
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    let answers: Vec<usize> = (0..lines.len())
        .filter(|&i| lines[i].starts_with("Answer: "))
        .collect();
    assert!(lines[answers[0] + 2].starts_with("Optimization: "));
    let second = answers[1..]
        .iter()
        .find(|&&i| lines[i + 2].starts_with("Consequences: ["))
        .expect("consequences");
    assert!(lines[*second].starts_with("Answer: 1 "), "{text}");
    let last = *answers.last().unwrap();
    let mut atoms: Vec<&str> = lines[last + 1].split_whitespace().collect();
    atoms.sort();
    assert_eq!(atoms, ["a", "b", "d"]);
    assert_eq!(lines[last + 2], "Consequences: [3;3]");
    assert_eq!(lines[last + 3], "Optimization: 1");
    assert_eq!(lines[last + 4], "OPTIMUM FOUND");
    // (`Optimal`, the number of optimal models reported, depends on the search.)
    let summary: Vec<String> = summary_lines(&text)
        .into_iter()
        .filter(|l| !l.starts_with("  Optimal "))
        .collect();
    assert_eq!(
        summary[1..],
        [
            "  Brave      : yes",
            "  Optimum    : yes",
            "Optimization : 1",
            "Consequences : 3",
            "Calls        : 1"
        ]
    );
    // opt: models of decreasing cost, each also changing the consequences; clingo warns.
    for mode in ["brave", "cautious"] {
        let output = rasp(&["--enum-mode", mode], WEAK);
        assert_eq!(output.status.code(), Some(30));
        assert_eq!(
            stderr(&output),
            "*** Warn : (rasp): Optimization: Consequences may depend on enumeration order.\n"
        );
        let text = stdout(&output);
        assert!(text.contains("\nOPTIMUM FOUND\n"));
        assert!(
            text.contains("\n  Optimum    : yes\nOptimization : 1\n"),
            "{text}"
        );
    }
    // enum with a bound: the consequences of the models within it, with their costs.
    let output = rasp(&["--enum-mode=cautious", "--opt-mode=enum,1", "-V0"], WEAK);
    assert_eq!(output.status.code(), Some(30));
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[lines.len() - 4..],
        [
            "d",
            "Consequences: [1;1]",
            "Optimization: 1",
            "OPTIMUM FOUND"
        ]
    );
}

#[test]
fn consequences_over_project_atoms() {
    // With #project statements, clasp's consequences are over the projected atoms, and only
    // outputs whose condition is one of them are printed: `q(2)` too, as equivalence
    // preprocessing merges q(2) with p(2) (in clingo as in rasp); with `--eq=0` not.
    const PROGRAM: &str = "{p(1..3)}. q(X) :- p(X), X > 1. :- p(1), p(2). \
                           #project p(1). #project p(2). #show q/1.";
    for (eq, shown) in [("--eq=3", "q(2)"), ("--eq=0", "")] {
        let output = rasp(&["-e", "brave", "-V0", "0", eq], PROGRAM);
        assert_eq!(output.status.code(), Some(30));
        let text = stdout(&output);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(
            lines[lines.len() - 3..],
            [shown, "Consequences: [2;2]", "SATISFIABLE"]
        );
    }
    // Over the shown atoms with --project=show.
    let output = rasp(&["-e", "brave", "--project=show", "-V0", "0"], PROGRAM);
    let text = stdout(&output);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[lines.len() - 2], "Consequences: [2;2]");
    let mut atoms: Vec<&str> = lines[lines.len() - 3].split_whitespace().collect();
    atoms.sort();
    assert_eq!(atoms, ["q(2)", "q(3)"]);
}

#[test]
fn quiet_levels_in_every_format() {
    // The model held back by -q1 is printed with the final consequences: nothing is open.
    let output = rasp(&["-e", "brave", "-q1", "-V0", "0"], CHOICE);
    assert_eq!(stdout(&output), "a b\nConsequences: [2;2]\nSATISFIABLE\n");
    // The competition format prints only the last model unless -q says otherwise.
    let output = rasp(&["-e", "brave", "--outf=1", "-q2,1", "0"], CHOICE);
    let values: Vec<String> = stdout(&output)
        .lines()
        .filter(|l| !l.starts_with('%'))
        .map(str::to_string)
        .collect();
    assert!(values.is_empty(), "{values:?}");
    // JSON follows -q too.
    let output = rasp(&["--outf=2", "-q", "0"], CHOICE);
    assert!(!stdout(&output).contains("Witnesses"));
}

#[test]
fn mode_warnings_only_for_a_program_not_refuted_before_the_search() {
    let unsat = "{a}. :- a. :- not a. :~ a. [1]";
    for args in [
        &["-e", "brave", "1"][..],
        &["1"],
        &["--opt-mode=enum"],
        &["--project"],
    ] {
        let output = rasp(args, unsat);
        assert_eq!(output.status.code(), Some(20));
        assert_eq!(stderr(&output), "", "{args:?}");
    }
    let output = rasp(&["--project", "-V0"], "{a;b}. :~ a. [1] :~ b. [1]");
    assert_eq!(
        stderr(&output),
        "*** Warn : (rasp): Projection: Optimization may depend on enumeration order.\n"
    );
    let output = rasp(&["--project", "-V0"], "{a;b}. :~ a. [1] :~ b. [1,b]");
    assert_eq!(stderr(&output), "");
}

#[test]
fn an_atom_and_an_equal_term_are_both_shown() {
    let output = rasp(&["-V0"], "#show p : p. p.");
    assert_eq!(stdout(&output), "p p\nSATISFIABLE\n");
    // One term under two conditions is one output.
    let output = rasp(&["-V0", "0"], "#show p : a. #show p : b. {a;b}.");
    let mut lines: Vec<String> = stdout(&output).lines().map(str::to_string).collect();
    lines.sort();
    assert_eq!(lines, ["", "SATISFIABLE", "a b p", "a p", "b p"]);
    let output = rasp(&["--outf=2", "-V0"], "#show p : p. p.");
    assert!(stdout(&output).contains("\"p\", \"p\""));
}

#[test]
fn seeds_are_accepted_and_keep_the_answer_sets() {
    for seed in ["0", "1", "12345"] {
        let output = rasp(&["--seed", seed, "-V0", "0"], CHOICE);
        assert_eq!(output.status.code(), Some(30));
        let mut answers: Vec<String> = stdout(&output).lines().map(str::to_string).collect();
        answers.sort();
        assert_eq!(answers, ["", "SATISFIABLE", "a", "b"], "seed {seed}");
    }
}

#[test]
fn repl_reads_statements_and_commands_from_a_pipe() {
    let home = std::env::temp_dir().join("rasp-repl-test-home");
    std::fs::create_dir_all(&home).unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_rasp"))
        .arg("repl")
        .env("HOME", &home)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let input = "n(1..3).\n{ pick(X) :\n  n(X) } = 1.\n:- pick(2).\n:solve 0\n:answer 2 pick\n\
                 p(X) :- q.\n:quit\n";
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert_eq!(output.status.code(), Some(0));
    let out = stdout(&output);
    assert!(out.contains("Answer: 2\n"), "{out}");
    assert!(out.contains("SATISFIABLE\nModels: 2\n"), "{out}");
    assert!(
        out.contains("\npick(3)\n") || out.contains("\npick(1)\n"),
        "{out}"
    );
    assert!(
        out.contains("<4>:1:1-11: error: unsafe variables in:"),
        "{out}"
    );
}

#[test]
fn unsafe_variable_noted_where_it_first_occurs_in_its_element() {
    // As clingo: the tuple of an aggregate element comes before its condition.
    let output = rasp(
        &[],
        "#sum{X : p(X)} > Y :- q.\nq(1). r :- #count{X,Y : q(Y), X > Y} = 1.",
    );
    let text = stderr(&output);
    let notes: Vec<&str> = text.lines().filter(|l| l.contains("note:")).collect();
    assert_eq!(
        notes,
        [
            "-:1:6-7: note: 'X' is unsafe",
            "-:1:18-19: note: 'Y' is unsafe",
            "-:2:19-20: note: 'X' is unsafe"
        ],
        "{text}"
    );
}

/// `-q`'s third level prints the summaries of the solve calls as clingo does (each call's
/// after it, or the last call's before the run's), between clasp's lines; a model held back
/// by `-q1` is printed at the end of its call. The expected texts are clingo's.
#[test]
fn quiet_calls_print_each_call_as_clingo() {
    const STEPS: &str = "#include <incmode>. #program base. x(0). #program step(t). \
        x(t) :- x(t-1). #program check(t). #external query(t). :- query(t), t < 2.";
    let sep = "------------------------------------------------------------------------------------------|";
    let acc = "====================================== Accumulation ======================================|";
    let unsat = format!("{sep}\nUNSATISFIABLE\n\nModels       : 0\n");
    let all = format!(
        "Reading from stdin\n{sep}\nSolving...\n{unsat}{sep}\nSolving...\n{unsat}{sep}\n\
         Solving...\nAnswer: 1\nx(0) x(1) x(2) query(2)\n{sep}\nSATISFIABLE\n\n\
         Models       : 1+\n{acc}\nSATISFIABLE\n\nModels       : 1+\nCalls        : 3"
    );
    let output = rasp(&["--quiet=0,0,0"], STEPS);
    let text = without_times(&stdout(&output));
    assert_eq!(text.split_once('\n').unwrap().1, all, "{text}");
    let last = format!(
        "Reading from stdin\n{sep}\nSolving...\n{sep}\n{sep}\nSolving...\n{sep}\n{sep}\n\
         Solving...\n{sep}\nAnswer: 1\nx(0) x(1) x(2) query(2)\nSATISFIABLE\n\nModels       : 1+\n\
         {acc}\nSATISFIABLE\n\nModels       : 1+\nCalls        : 3"
    );
    let output = rasp(&["--quiet=1,1,1"], STEPS);
    let text = without_times(&stdout(&output));
    assert_eq!(text.split_once('\n').unwrap().1, last, "{text}");
    // With -V2, clasp's line closes each call before the model held back is printed.
    let output = rasp(&["-V2", "--quiet=1", "0"], "{a}. #minimize{1:a}.");
    let text = without_times(&stdout(&output));
    assert!(
        text.contains(&format!(
            "Solving...\n{sep}\nAnswer: 1\n\nOptimization: 0\nOPTIMUM FOUND"
        )),
        "{text}"
    );
}

/// In JSON, each solve call (each step of incremental mode) is an object of `Call` with its
/// own models, as clingo writes them.
#[test]
fn json_has_an_object_per_solve_call() {
    let program = "#include <incmode>. #const imin = 2. #program step(t). { x(t) }. \
        :- x(t), t < 2.";
    let output = rasp(&["--outf=2", "-q1"], program);
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    let calls = json["Call"].as_array().unwrap();
    assert_eq!(calls.len(), 2, "{json}");
    for (step, call) in calls.iter().enumerate() {
        let witnesses = call["Witnesses"].as_array().unwrap();
        assert_eq!(witnesses.len(), 1, "{json}");
        let value = &witnesses[0]["Value"];
        assert_eq!(
            value,
            &serde_json::json!([format!("query({step})")]),
            "{json}"
        );
        assert!(call["Start"].as_f64().unwrap() <= call["Stop"].as_f64().unwrap());
    }
    assert_eq!(json["Calls"], 2);
}

/// Command lines clingo rejects before reading: an option without its value (named as it
/// was written), an input after the first that does not open (clasp checks them with the
/// options), the input of `--mode=clasp` that does not open. An option whose value is
/// optional takes `--<name>=` as no value.
#[test]
fn bad_command_lines_as_clingo_reports_them() {
    let usage = "*** Info : (rasp): Try '--help' for usage information\n";
    for (args, code, message) in [
        (&["-n"][..], 1, "SyntaxError: 'n' requires a value!"),
        (
            &["--models"][..],
            1,
            "SyntaxError: 'models' requires a value!",
        ),
        (
            &["--models="][..],
            1,
            "SyntaxError: 'models' requires a value!",
        ),
        (
            &["--opt-mode="][..],
            1,
            "SyntaxError: 'opt-mode' requires a value!",
        ),
        (&["-c"][..], 1, "SyntaxError: 'c' requires a value!"),
        (
            &["--const="][..],
            1,
            "SyntaxError: 'const' requires a value!",
        ),
        (
            &["-", "no/such.lp"][..],
            128,
            "'no/such.lp': could not open input file!",
        ),
        (
            &["--mode=clasp", "no/such.aspif"][..],
            128,
            "Can not read from 'no/such.aspif'!",
        ),
    ] {
        let output = rasp(args, "a.");
        assert_eq!(output.status.code(), Some(code), "{args:?}");
        let expected = format!("*** ERROR: (rasp): {message}\n{usage}");
        assert_eq!(stderr(&output), expected, "{args:?}");
        assert!(output.stdout.is_empty(), "{args:?}");
    }
    for args in [["--verbose="], ["--quiet="], ["--stats="]] {
        let output = rasp(&args, "a.");
        assert_eq!(
            output.status.code(),
            Some(30),
            "{args:?}: {}",
            stderr(&output)
        );
    }
}

/// `--<name>=` with nothing after `=`, followed by an argument: an option that needs a value
/// takes that argument as its value, as clingo does (`--models= 0` enumerates).
#[test]
fn empty_value_takes_the_next_argument_as_clingo() {
    let output = rasp(&["--models=", "0"], "{a}.");
    assert_eq!(output.status.code(), Some(30), "{}", stderr(&output));
    assert!(
        stdout(&output).contains("Models       : 2\n"),
        "{}",
        stdout(&output)
    );
    let output = rasp(&["--opt-mode=", "optN", "--models=", "a.lp"], "a.");
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        stderr(&output),
        "*** ERROR: (rasp): In context '<rasp>': 'a.lp' invalid value for: 'models'\n\
         *** Info : (rasp): Try '--help' for usage information\n"
    );
}

/// A `-c` definition ends where clingo's does: at its end (`EOF`), not at a `.` rasp adds.
#[test]
fn const_definition_errors_name_the_end_as_clingo() {
    for (definition, message) in [
        ("k=1.", "<k=1.>:1:4-5: error: syntax error, unexpected ."),
        ("k=(1", "<k=(1>:2:1-2: error: syntax error, unexpected EOF"),
        ("k", "<k>:2:1-2: error: syntax error, unexpected EOF"),
        ("k=0.5", "<k=0.5>:1:4-5: error: syntax error, unexpected ."),
        (
            "k=1,2",
            "<k=1,2>:1:4-5: error: syntax error, unexpected \",\"",
        ),
    ] {
        let output = rasp(&["-c", definition], "a.");
        assert_eq!(output.status.code(), Some(65), "{definition}");
        let text = stderr(&output);
        // Up to the `expecting` list, which depends on the parser's tables.
        let first = text.lines().next().unwrap_or_default();
        assert_eq!(first.split(", expecting").next(), Some(message), "{text}");
    }
}

/// A file included twice: the warning names the `#include` as written, at the including
/// file as it was read (`sub/../main.lp`), and warnings are printed with the errors that
/// stop the reading, in the order they were found, as clingo prints them.
#[test]
fn included_twice_warning_names_the_include_as_written() {
    let dir = std::env::temp_dir().join(format!("rasp-cli-include-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("sub")).unwrap();
    std::fs::write(dir.join("main.lp"), "#include \"sub/b.lp\".\na.\n").unwrap();
    std::fs::write(dir.join("sub/b.lp"), "#include \"c.lp\".\nb.\n").unwrap();
    std::fs::write(dir.join("sub/c.lp"), "c.\n#include \"../main.lp\".\n").unwrap();
    let m2 = "#include \"sub/b.lp\".\n#include \"sub/b.lp\".\n#include \"none.lp\".\n";
    std::fs::write(dir.join("m2.lp"), m2).unwrap();
    let run = |file: &str| {
        let output = Command::new(env!("CARGO_BIN_EXE_rasp"))
            .arg(file)
            .current_dir(&dir)
            .output()
            .unwrap();
        (output.status.code(), stderr(&output))
    };
    let (code, text) = run("main.lp");
    assert_eq!(code, Some(30));
    assert_eq!(
        text,
        "sub/c.lp:2:1-23: warning: already included file:\n  ../main.lp\n\n"
    );
    let (code, text) = run("m2.lp");
    assert_eq!(code, Some(65));
    assert_eq!(
        text,
        "sub/../main.lp:1:1-21: warning: already included file:\n  sub/b.lp\n\n\
         m2.lp:2:1-21: warning: already included file:\n  sub/b.lp\n\n\
         m2.lp:3:1-20: error: file could not be opened:\n  none.lp\n\n\
         *** ERROR: (rasp): parsing failed\n"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn unsafe_choice_of_one_element_is_located_at_its_statement() {
    // As clingo: a choice of one element without bounds or pools at the statement (with its
    // `.` and body); with bounds, more elements or a pool at the choice.
    let output = rasp(
        &[],
        "{ p(X) : q(Y) }.\n{ -p(X) } :- r.\n1 { p(X) }.\n{ p(X); q }.\n{ p(1;X) : q(Y) }.",
    );
    let text = stderr(&output);
    let errors: Vec<&str> = text.lines().filter(|l| l.contains("error:")).collect();
    assert_eq!(
        errors,
        [
            "-:1:1-17: error: unsafe variables in:",
            "-:2:1-16: error: unsafe variables in:",
            "-:3:1-11: error: unsafe variables in:",
            "-:4:1-12: error: unsafe variables in:",
            "-:5:1-18: error: unsafe variables in:",
        ],
        "{text}"
    );
}

/// With the domain heuristic, `--stats` counts the choices on the atoms it modifies, as
/// clingo does.
#[test]
fn domain_heuristic_statistics() {
    let program = "{a;b;c}. #heuristic a. [1,true] #heuristic b : a. [1,false]";
    let output = rasp(&["--heuristic=Domain", "--stats", "0"], program);
    let text = stdout(&output);
    let choices = text.lines().find(|l| l.starts_with("Choices")).unwrap();
    assert!(choices.contains("(Domain: "), "{choices}");
    let output = rasp(&["--stats", "0"], program);
    let text = stdout(&output);
    let choices = text.lines().find(|l| l.starts_with("Choices")).unwrap();
    assert!(!choices.contains("Domain"), "{choices}");
}

/// `#include <incmode>.`: one `Solving...` per step, the models of all steps and the
/// number of calls in the summary, the last step's exit code (as clingo 5.8 prints it).
#[test]
fn incremental_mode_prints_each_step() {
    let program = "#include <incmode>.\n#program step(t). { a(t) }.\n\
                   #program check(t). :- query(t), t < 2.\n#show a/1.";
    let output = rasp(&["0"], program);
    assert_eq!(output.status.code(), Some(30));
    let text = without_times(&stdout(&output));
    let rest = text.split_once('\n').unwrap().1;
    let lines: Vec<&str> = rest.lines().collect();
    assert_eq!(
        lines[..4],
        [
            "Reading from stdin",
            "Solving...",
            "Solving...",
            "Solving..."
        ]
    );
    assert_eq!(
        lines.iter().filter(|l| l.starts_with("Answer: ")).count(),
        4
    );
    assert!(rest.ends_with("SATISFIABLE\n\nModels       : 4\nCalls        : 3"));
}

/// `--eq`: equivalent atoms and bodies share a variable (the statistics count the variables
/// left, as clingo's do); the answer sets stay.
#[test]
fn equivalence_preprocessing_merges_variables() {
    let program = "{ c }. a :- c. b :- a. d :- a, b. e :- not d.";
    let variables = |eq: &str| {
        let output = rasp(&[eq, "0", "--stats"], program);
        let out = stdout(&output);
        let line = out.lines().find(|l| l.starts_with("Variables")).unwrap();
        let mut answers: Vec<&str> = out
            .lines()
            .filter(|l| l.starts_with(['a', 'c', 'e']))
            .collect();
        answers.sort_unstable();
        (
            line.split(':').nth(1).unwrap().trim().to_string(),
            answers.join(";"),
        )
    };
    let (off, answers_off) = variables("--eq=0");
    let (on, answers_on) = variables("--eq=3");
    assert_eq!(answers_off, answers_on);
    assert!(
        on.parse::<u32>().unwrap() < off.parse::<u32>().unwrap(),
        "{on} {off}"
    );
}

/// `--sat-prepro`: enumerating, every answer set stays (the atoms keep their variables and
/// only bodies go); with one model asked for, atoms are eliminated too and the model is
/// extended over them: still an answer set, and `1+` as in clingo.
#[test]
fn sat_preprocessing_keeps_the_answer_sets() {
    let program = "{ a; b; c; d }. x :- a, b. x :- c, not d. y :- x, not a. z :- y, d. :- z, b.";
    let answers = |args: &[&str]| {
        let output = rasp(args, program);
        assert_eq!(output.status.code(), Some(30), "{}", stderr(&output));
        let out = stdout(&output);
        let mut answers: Vec<String> = out
            .lines()
            .skip_while(|l| !l.starts_with("Answer: "))
            .filter(|l| !l.starts_with("Answer: "))
            .take_while(|l| *l != "SATISFIABLE")
            .map(str::to_string)
            .collect();
        answers.sort();
        answers
    };
    let all = answers(&["0"]);
    assert_eq!(all.len(), 16);
    for level in [
        "--sat-prepro=1",
        "--sat-prepro",
        "--sat-prepro=3,iter=5,occ=10",
    ] {
        assert_eq!(answers(&["0", level]), all, "{level}");
    }
    let output = rasp(&["1", "--sat-prepro=3", "--stats"], program);
    assert_eq!(output.status.code(), Some(10));
    let out = stdout(&output);
    let mut lines = out.lines().skip_while(|l| !l.starts_with("Answer: "));
    let model = lines.nth(1).unwrap().to_string();
    assert!(all.contains(&model), "{out}");
    assert!(out.contains("Models       : 1+\n"), "{out}");
    let variables = out.lines().find(|l| l.starts_with("Variables")).unwrap();
    assert!(!variables.contains("Eliminated:    0 "), "{variables}");
    let output = rasp(&["--sat-prepro=4"], program);
    assert_eq!(output.status.code(), Some(1), "{}", stderr(&output));
}

/// `-t`: a portfolio races for one model (clingo's `Threads` line); other runs answer as in
/// one thread.
#[test]
fn parallel_mode_answers_as_one_thread() {
    let output = rasp(&["-t", "2", "--stats"], CHOICE);
    assert_eq!(output.status.code(), Some(10));
    let out = stdout(&output);
    assert!(out.contains("\nThreads      : 2        (Winner: "), "{out}");
    let output = rasp(&["-t", "2", "0"], CHOICE);
    assert_eq!(output.status.code(), Some(30));
    assert!(stdout(&output).contains("Models       : 3\n"));
    let output = rasp(&["-t", "3", "1"], "a :- not a.");
    assert_eq!(output.status.code(), Some(20));
    let output = rasp(&["-t", "2", "--outf=2"], CHOICE);
    let json: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(json["Threads"], 2);
}

/// With several threads, models are enumerated by splitting the search space (clasp's
/// guiding paths): all of them once each, in some order; a limit counts exactly; `split`
/// mode splits the search for one model too.
#[test]
fn parallel_enumeration_splits_the_search_space() {
    // 6 pigeons into 6 holes: 720 models, enough for the threads to split.
    let pigeons = "p(1..6). h(1..6). 1 { at(P,H) : h(H) } 1 :- p(P).\n\
                   :- h(H), 2 { at(P,H) : p(P) }.";
    let models = |args: &[&str]| {
        let output = rasp(args, pigeons);
        let out = stdout(&output);
        let mut lines = out.lines();
        let mut models = Vec::new();
        while let Some(line) = lines.next() {
            if line.starts_with("Answer: ") {
                let mut atoms: Vec<&str> = lines.next().unwrap().split(' ').collect();
                atoms.sort_unstable();
                models.push(atoms.join(" "));
            }
        }
        let summary = out
            .lines()
            .find(|l| l.starts_with("Models"))
            .unwrap()
            .to_string();
        (models, summary, output.status.code())
    };
    let (mut one, summary, code) = models(&["0"]);
    assert_eq!(
        (one.len(), summary.as_str(), code),
        (720, "Models       : 720", Some(30))
    );
    one.sort();
    for threads in ["2", "3", "4,split"] {
        let (mut all, summary, code) = models(&["0", "-t", threads]);
        assert_eq!((summary.as_str(), code), ("Models       : 720", Some(30)));
        all.sort();
        assert_eq!(all, one, "-t {threads}");
    }
    let (mut some, summary, code) = models(&["100", "-t", "3"]);
    assert_eq!(
        (some.len(), summary.as_str(), code),
        (100, "Models       : 100+", Some(10))
    );
    some.dedup();
    assert_eq!(some.len(), 100);
    assert!(some.iter().all(|m| one.binary_search(m).is_ok()));
    let (_, summary, code) = models(&["721", "-t", "2"]);
    assert_eq!((summary.as_str(), code), ("Models       : 720", Some(30)));
    let (found, summary, code) = models(&["-t", "2,split"]);
    assert_eq!((found.len(), code), (1, Some(10)), "{summary}");
    let output = rasp(&["-t", "2,split", "0"], "a :- not a.");
    assert_eq!(output.status.code(), Some(20));
}

#[test]
fn configuration_files_and_the_portfolio() {
    let output = rasp(&["--configuration=no-such-file"], "a.");
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        stderr(&output),
        "*** ERROR: (rasp): Could not open config file 'no-such-file'\n\
         *** Info : (rasp): Try '--help' for usage information\n"
    );
    let output = rasp(&["--print-portfolio"], "");
    assert_eq!(output.status.code(), Some(0));
    assert!(
        stdout(&output)
            .contains("[solver.1]: --heuristic=Vsids,95 --restarts=D,100,0.7 --save-progress=75\n")
    );
}

/// `--opt-stop`: the search stops at the first model within the bound, its optimality
/// unknown (clingo's summary and exit code).
#[test]
fn optimization_stops_at_a_good_enough_model() {
    let program = "{ a(1..6) }. :- not 2 { a(X) }. #minimize { X : a(X) }.";
    let output = rasp(&["--opt-stop=100", "-q"], program);
    assert_eq!(output.status.code(), Some(10));
    let out = stdout(&output);
    assert!(
        out.contains("Models       : 1+\n  Optimum    : unknown\n"),
        "{out}"
    );
    let output = rasp(&["--opt-stop=2", "-q"], program);
    assert_eq!(output.status.code(), Some(30));
    assert!(stdout(&output).contains("Optimization : 3\n"));
}

#[test]
fn progress_line_option() {
    // A short run draws no status line (it waits two seconds), even when asked for one, and
    // the output is the same with and without it.
    let plain = rasp(&["0", "--progress=no"], CHOICE);
    let asked = rasp(&["0", "--progress"], CHOICE);
    assert_eq!(asked.status.code(), Some(30));
    assert_eq!(
        without_times(&stdout(&asked)),
        without_times(&stdout(&plain))
    );
    assert_eq!(stderr(&asked), "");
    let auto = rasp(&["0", "--progress=auto"], CHOICE);
    assert_eq!(auto.status.code(), Some(30));
    let bad = rasp(&["--progress=sometimes"], CHOICE);
    assert_eq!(bad.status.code(), Some(1));
    assert!(stderr(&bad).contains("sometimes"), "{}", stderr(&bad));
}

/// `--restarts` sets clasp's restart schedules: none at all, or a fixed one (local restarts
/// count only the conflicts of the current branch, so at most one per 10 conflicts).
#[test]
fn restart_schedules() {
    let pigeons = "p(1..8). h(1..7). 1 { in(P,H) : h(H) } 1 :- p(P).\n\
                   :- in(P,H), in(Q,H), P < Q.";
    let counts = |args: &[&str]| {
        let output = rasp(&[&["--stats"], args].concat(), pigeons);
        assert_eq!(output.status.code(), Some(20));
        let out = stdout(&output);
        let field = |name: &str| -> u64 {
            let line = out.lines().find(|l| l.starts_with(name)).unwrap();
            line.split(':').nth(1).unwrap().trim().parse().unwrap()
        };
        (field("Conflicts"), field("Restarts"))
    };
    assert_eq!(counts(&["--restarts=no"]).1, 0);
    let (conflicts, restarts) = counts(&["--restarts=F,10"]);
    assert!(
        restarts > 0 && restarts <= conflicts / 10,
        "{restarts} {conflicts}"
    );
    // Every 10th conflict restarts, but the last one if it ends the search.
    let (conflicts, restarts) = counts(&["--restarts=F,10", "--no-local-restarts"]);
    assert!(
        restarts == conflicts / 10 || (conflicts % 10 == 0 && restarts + 1 == conflicts / 10),
        "{restarts} {conflicts}"
    );
}

/// `--heuristic=Berkmin|Vmtf|None` (and frumpy, which decides by Berkmin) find what VSIDS
/// finds: 8 queens have 92 placements (clingo's count), the cheapest of a weighted cover costs 4
/// (clingo).
#[test]
fn every_heuristic_finds_the_same_answers() {
    let queens = "n(1..8). 1 { q(R,C) : n(C) } 1 :- n(R). :- q(R,C), q(R2,C), R < R2. \
                  :- q(R,C), q(R2,C2), R < R2, R2 - R = |C2 - C|.";
    let cover = "e(1,2;2,3;3,4;4,5;5,1;1,3). w(1,3;2,1;3,2;4,2;5,1). \
                 { in(X) : w(X,_) }. :- e(X,Y), not in(X), not in(Y). \
                 #minimize { W,X : in(X), w(X,W) }. reach(1). reach(Y) :- reach(X), e(X,Y), in(Y).";
    for heuristic in ["Vsids", "Berkmin", "Berkmin,2", "Vmtf", "Vmtf,3", "None"] {
        let option = format!("--heuristic={heuristic}");
        let output = rasp(&[&option, "0", "-q"], queens);
        assert_eq!(output.status.code(), Some(30), "{heuristic}");
        assert!(
            stdout(&output).contains("Models       : 92\n"),
            "{heuristic}"
        );
        let output = rasp(&[&option, "-q"], cover);
        assert_eq!(output.status.code(), Some(30), "{heuristic}");
        assert!(
            stdout(&output).contains("Optimization : 4\n"),
            "{heuristic}"
        );
    }
    let output = rasp(&["--configuration=frumpy", "0", "-q"], queens);
    assert!(stdout(&output).contains("Models       : 92\n"));
}

/// `--partial-check` changes when the minimality check of a saturation program runs, never
/// its answers; its values are checked as clingo checks them.
#[test]
fn partial_check_schedules_checks_and_keeps_the_answers() {
    // Strategic companies in miniature, not head-cycle-free (`strat(c1)` depends on the
    // others): the minimal sets of companies that keep every product made (clingo: two).
    let program = "company(c1;c2;c3;c4). produced_by(p1,c1,c2). produced_by(p2,c2,c3).
        produced_by(p3,c3,c4). produced_by(p4,c1,c4).
        strat(X) ; strat(Y) :- produced_by(P,X,Y).
        strat(W) :- controlled_by(W,X,Y,Z), strat(X), strat(Y), strat(Z).
        controlled_by(c1,c2,c3,c4).
        #show strat/1.";
    let sorted = |output: &Output| {
        let mut answers: Vec<String> = stdout(output)
            .lines()
            .filter(|l| l.starts_with("strat"))
            .map(str::to_string)
            .collect();
        answers.sort();
        answers
    };
    let default = rasp(&["0"], program);
    assert_eq!(default.status.code(), Some(30), "{}", stderr(&default));
    for value in [
        "--partial-check",
        "--partial-check=50,10",
        "--partial-check=1,1",
        "--partial-check=no",
    ] {
        let with = rasp(&["0", value], program);
        assert_eq!(with.status.code(), Some(30), "{value}: {}", stderr(&with));
        assert_eq!(sorted(&with), sorted(&default), "{value}");
    }
    for bad in [
        "--partial-check=101",
        "--partial-check=50,x",
        "--partial-check=-1",
    ] {
        let out = rasp(&[bad], program);
        assert_eq!(out.status.code(), Some(1), "{bad}");
        assert!(
            stderr(&out).contains("invalid value for: 'partial-check'"),
            "{bad}"
        );
    }
}

/// A `#script` is a fatal error, as in clingo built without the script's language (the pip
/// clingo under `clingo_main`): `<language> support not available`, reading stops there
/// (errors before it are reported, none after it, no further file is read), and the run
/// ends with `fatal error` (exit code 65).
#[test]
fn a_script_stops_reading_as_clingo_without_its_language() {
    let program = "p(.\n#script (python)\nimport clingo\n#end.\nq(.\n";
    let output = rasp(&[], program);
    assert_eq!(output.status.code(), Some(65));
    let err = stderr(&output);
    assert!(err.starts_with("-:1:3-4: error: syntax error"), "{err}");
    assert!(
        err.ends_with(
            "-:2:1-4:6: error: python support not available\n\n\
             *** ERROR: (rasp): fatal error\n"
        ),
        "{err}"
    );
    let dir = std::env::temp_dir().join(format!("rasp-script-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (first, second) = (dir.join("a.lp"), dir.join("b.lp"));
    std::fs::write(&first, "#script (lua) x = 1 #end.").unwrap();
    std::fs::write(&second, "q(.").unwrap();
    let paths = [first.to_str().unwrap(), second.to_str().unwrap()];
    let output = rasp(&paths, "");
    let err = stderr(&output);
    assert!(
        err.contains("lua support not available") && !err.contains("b.lp"),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `--show-preds=<sigs>` shows the signatures as `#show` statements would (with the
/// program's own), and gringo's info about a signature without atoms is at `<cmd>:1:1`,
/// once per signature, in gringo's order (by arity, then name; negated ones last). The
/// expected texts are clingo 5.8's.
#[test]
fn show_preds_adds_shown_signatures_as_clingo() {
    let program = "{a;b}. c :- a. p(1). p(2):-b. -q(1) :- a. #show c/0. #show s/1.";
    let output = rasp(&["0", "--show-preds=p/1,-q/1,r/0,s/1,-t/2"], program);
    assert_eq!(output.status.code(), Some(30));
    let mut answers: Vec<String> = stdout(&output)
        .lines()
        .skip_while(|l| !l.starts_with("Answer"))
        .filter(|l| !l.starts_with("Answer") && !l.starts_with("SATISFIABLE"))
        .take_while(|l| !l.is_empty())
        .map(|l| {
            let mut atoms: Vec<&str> = l.split(' ').collect();
            atoms.sort_unstable();
            atoms.join(" ")
        })
        .collect();
    answers.sort();
    assert_eq!(
        answers,
        ["-q(1) c p(1)", "-q(1) c p(1) p(2)", "p(1)", "p(1) p(2)"]
    );
    assert_eq!(
        stderr(&output),
        "<cmd>:1:1: info: no atoms over signature occur in program:\n  r/0\n\n\
         <cmd>:1:1: info: no atoms over signature occur in program:\n  s/1\n\n\
         <cmd>:1:1: info: no atoms over signature occur in program:\n  -t/2\n\n"
    );
    let text = stdout(&rasp(&["--text", "--show-preds=p/1"], "p(1). q."));
    assert!(text.ends_with("#show p/1.\n"), "{text}");
    assert_eq!(rasp(&["--show-preds=,p//1,"], "p.").status.code(), Some(30));
    for wrong in ["p", "/1", "p/x", "p/1/2", "-/1"] {
        let output = rasp(&[&format!("--show-preds={wrong}")], "p.");
        assert_eq!(output.status.code(), Some(1), "{wrong}");
        let err = stderr(&output);
        assert!(err.contains("invalid value for: 'show-preds'"), "{err}");
    }
}
