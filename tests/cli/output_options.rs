//! clingo's options about what a run writes besides its answers: `--pre`, `--hcc-out`,
//! `--output-debug` and `--preserve-facts`. The expected texts are clingo 5.8.3's (where rasp
//! numbers atoms or orders rules as clingo does); where they differ, the programs written are
//! read back by clingo (the oracle, `tools/clingo`) and by rasp and must have the answer sets
//! of the original program.

use super::{assert_invalid_value, rasp, stderr, stdout};
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

/// Runs the oracle with `args` on `stdin`; `None` if it does not run (a failure then if
/// `RASP_REQUIRE_ORACLE=1`).
fn clingo(args: &[&str], stdin: &str) -> Option<Output> {
    use std::io::Write;
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tools/clingo");
    let child = Command::new(path)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn();
    let Ok(mut child) = child else {
        let required = std::env::var_os("RASP_REQUIRE_ORACLE").is_some_and(|v| v == "1");
        assert!(!required, "the clingo oracle does not run");
        eprintln!("the clingo oracle does not run: not compared");
        return None;
    };
    let _ = child.stdin.take().unwrap().write_all(stdin.as_bytes());
    let output = child.wait_with_output().unwrap();
    // A broken interpreter behind the wrapper is a missing oracle too.
    if output.status.code().is_none_or(|c| c == 127) {
        let required = std::env::var_os("RASP_REQUIRE_ORACLE").is_some_and(|v| v == "1");
        assert!(!required, "the clingo oracle does not run");
        return None;
    }
    Some(output)
}

/// The answer sets of a run's text output (each its atoms sorted, joined by blanks), with
/// the costs printed after each; with costs, only those of the last (optimal) costs. Sorted,
/// without repetitions.
fn answer_sets(output: &Output) -> Vec<String> {
    let text = stdout(output);
    let lines: Vec<&str> = text.lines().collect();
    let mut sets: Vec<(String, String)> = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        if line.starts_with("Answer:") {
            let mut atoms: Vec<&str> = lines[i + 1].split_whitespace().collect();
            atoms.sort_unstable();
            let cost = (lines.get(i + 2))
                .and_then(|l| l.strip_prefix("Optimization: "))
                .unwrap_or("");
            sets.push((atoms.join(" "), cost.to_string()));
        }
    }
    let last_cost = sets.last().map(|(_, c)| c.clone()).unwrap_or_default();
    let mut sets: Vec<String> = (sets.into_iter())
        .filter(|(_, c)| *c == last_cost)
        .map(|(s, _)| s)
        .collect();
    sets.sort();
    sets.dedup();
    sets
}

/// Programs whose `--pre` output is read back: choices, constraints, a saturation
/// (not head-cycle-free) disjunction, weight bodies (one with a negative weight, one under a
/// choice head), optimization over two priorities, externals, shown terms and signatures.
const PROGRAMS: [&str; 9] = [
    "{a;b}. c :- a. c :- b. d :- c. :- not d.",
    "a :- not b. b :- not a. c :- a. c :- b. #show c/0.",
    "p;q. p :- q. q :- p. {r}. :- r, not p.",
    "{a;b;c}. d :- 2 #sum{1,a:a; -2,b:b; 1,c:c}. #show d/0. #show a/0.",
    "{a;b;c}. {d} :- 2 #sum{1,a:a; 2,b:b; 1,c:c}.",
    "{a;b;c}. :- not a, not b. #minimize{1@1,a:a; -2@2,b:b; 3@1,c:c}.",
    "#external e. [true] #external f. a :- e. b :- f. {c}.",
    "{a;b}. #show x : a, b. #show y : b.",
    "{p(1..3)}. q(X) :- p(X), not p(X+1). :- #count{X: q(X)} > 1.",
];

/// The options that make a run print all answer sets (the optimal ones, when optimizing).
const ALL: [&str; 2] = ["0", "--opt-mode=optN"];

/// `--pre` prints a program with the original's answer sets (clingo's answers), in aspif
/// and, where the program has no statement smodels lacks, in smodels: read back by clingo
/// and by rasp (`--mode=clasp`).
#[test]
fn pre_output_has_the_programs_answer_sets() {
    for program in PROGRAMS {
        let Some(expected) = clingo(&ALL, program) else {
            return;
        };
        let expected = answer_sets(&expected);
        assert!(!expected.is_empty(), "{program}");
        for format in ["--pre", "--pre=smodels"] {
            let pre = rasp(&[format], program);
            assert_eq!(pre.status.code(), Some(0), "{program} {format}");
            let text = stdout(&pre);
            if format == "--pre=smodels" && text.is_empty() {
                // Shown terms under negative literals have no smodels form (clasp's error).
                assert!(
                    stderr(&pre).contains("unsupported input format"),
                    "{program}"
                );
                continue;
            }
            let args = [&ALL[..], &["--mode=clasp"]].concat();
            let by_rasp = answer_sets(&rasp(&args, &text));
            assert_eq!(by_rasp, expected, "{program} {format}: rasp on\n{text}");
            let by_clingo = answer_sets(&clingo(&args, &text).expect("the oracle runs"));
            assert_eq!(by_clingo, expected, "{program} {format}: clingo on\n{text}");
        }
    }
}

/// Where rasp numbers the atoms as clasp does, `--pre`'s text is clingo's: aspif, smodels,
/// smodels input printed again; an incremental program's first step in incremental aspif.
#[test]
fn pre_prints_clingos_text_on_small_programs() {
    let optimize = "{a}. #minimize{1:a}.";
    assert_eq!(
        stdout(&rasp(&["--pre"], optimize)),
        "asp 1 0 0\n1 1 1 1 0 0\n2 0 1 1 1\n4 1 a 1 1\n0\n"
    );
    assert_eq!(
        stdout(&rasp(&["--pre=smodels"], optimize)),
        "3 1 1 0 0\n6 0 1 0 1 1\n0\n1 a\n0\nB+\n0\nB-\n0\n1\n"
    );
    // clingo's `--pre=smodels` of `a. {b}. c:-b. #show c/0.`, read and printed again.
    let smodels = "1 1 0 0\n1 3 1 0 2\n3 1 2 0 0\n0\n3 c\n0\nB+\n0\nB-\n0\n1\n";
    assert_eq!(
        stdout(&rasp(&["--mode=clasp", "--pre=SMODELS"], smodels)),
        smodels
    );
    assert_eq!(
        stdout(&rasp(&["--mode=clasp", "--pre"], smodels)),
        "asp 1 0 0\n1 0 1 1 0 0\n1 0 1 3 0 1 2\n1 1 1 2 0 0\n4 1 c 1 3\n0\n"
    );
    // Incremental ground input: each step after the one before (clingo's text).
    let steps = "asp 1 0 0 incremental\n1 1 1 1 0 0\n4 1 a 1 1\n0\n1 1 1 2 0 0\n4 1 b 1 2\n0\n";
    assert_eq!(stdout(&rasp(&["--mode=clasp", "--pre"], steps)), steps);
    // Nothing else is printed, whatever the number of models or the statistics asked for.
    let output = rasp(&["--pre=", "0", "--stats"], "{a}.");
    assert_eq!(stdout(&output), "asp 1 0 0\n1 1 1 1 0 0\n4 1 a 1 1\n0\n");
    assert_eq!(output.status.code(), Some(0));
    // `--text` and `--mode=gringo` win over `--pre`.
    assert_eq!(stdout(&rasp(&["--pre", "--text"], "{a}.")), "{a}.\n");
    let incremental = "#include <incmode>.\n#program base. {r}.\n\
                       #program step(t). p(t).\n#program check(t). :- query(t), not p(t).\n";
    let text = stdout(&rasp(&["--pre"], incremental));
    assert!(text.starts_with("asp 1 0 0 incremental\n"), "{text}");
    assert!(text.contains("4 1 r 1 "), "{text}");
    assert!(!text.contains("p(1)"), "only the first step: {text}");
}

/// clingo's errors: smodels has no unconditional output (a shown fact), no projection,
/// heuristic, edge or theory statement (exit code 0, as clingo's); `--pre` of DIMACS input
/// is a bad command line (exit code 128).
#[test]
fn pre_rejects_what_clingo_rejects() {
    for (program, reason) in [
        (
            "a. {b}.",
            "general output directive not supported in smodels format",
        ),
        ("{a;b}. #show x : not a.", "general output directive"),
        ("{a;b}. #project a.", "projection directive not supported"),
        (
            "{a;b}. #heuristic a. [1,sign]",
            "heuristic directive not supported",
        ),
        ("{a;b}. #edge (1,2) : a.", "edge directive not supported"),
        (
            "{a}. &foo{ x : a }. #theory t { t { }; &foo/0 : t, any }.",
            "theory data not supported",
        ),
    ] {
        let output = rasp(&["--pre=smodels"], program);
        assert_eq!(output.status.code(), Some(0), "{program}");
        assert_eq!(stdout(&output), "", "{program}");
        let message = stderr(&output);
        assert!(
            message.starts_with(
                "*** ERROR: (rasp): Option '--pre': unsupported input format!\n\
                 *** Info : (rasp): "
            ) && message.contains(reason)
                && message.ends_with(
                    " in 'smodels' format\n\
                     *** Info : (rasp): Try '--pre=aspif' to print in 'aspif' format\n"
                ),
            "{program}: {message}"
        );
    }
    let dimacs = rasp(&["--mode=clasp", "--pre"], "p cnf 2 1\n1 2 0\n");
    assert_eq!(dimacs.status.code(), Some(128));
    assert_eq!(
        stderr(&dimacs),
        "*** ERROR: (rasp): Option '--pre' only supported for ASP!\n\
         *** Info : (rasp): Try '--help' for usage information\n"
    );
    for bad in ["--pre=foo", "--pre=aspif,x", "--pre=text"] {
        assert_invalid_value(bad, "pre");
    }
}

/// `--preserve-facts`: `symtab` gives a shown fact its atom in the output table, `body`
/// keeps facts in the bodies of rules (not of shows or minimize statements), `all` both.
/// The first texts are clingo's; the others must mean what clingo's mean.
#[test]
fn preserve_facts_keeps_facts_as_clingo_does() {
    for value in ["symtab", "all"] {
        let option = format!("--preserve-facts={value}");
        assert_eq!(
            stdout(&rasp(&["--mode=gringo", &option], "a.")),
            "asp 1 0 0\n1 0 1 1 0 0\n4 1 a 1 1\n0\n"
        );
    }
    for value in ["none", "body"] {
        let option = format!("--preserve-facts={value}");
        assert_eq!(
            stdout(&rasp(&["--mode=gringo", &option], "a.")),
            "asp 1 0 0\n4 1 a 0\n0\n"
        );
    }
    // `d :- a, b.` keeps the fact `a` with `body` (clingo: `1 0 1 3 0 2 2 1`, b then a).
    let program = "a. {b}. d :- a, b. #show x : a, b. #minimize{1:a,b}.";
    let body = stdout(&rasp(&["--mode=gringo", "--preserve-facts=body"], program));
    let rules: Vec<&str> = (body.lines())
        .filter(|l| l.starts_with("1 0 1 ") && l.split(' ').nth(4) == Some("0"))
        .collect();
    assert!(
        rules.iter().any(|l| l.split(' ').nth(5) == Some("2")),
        "a rule with two body literals: {body}"
    );
    assert!(
        body.contains("\n2 0 1 "),
        "the minimize statement keeps b only: {body}"
    );
    for program in [
        "a. {b}. c:-b. d :- a, b. e :- a. f :- not e. #show a/0. #show d/0. #show e/0.",
        "a. {b}. :- a, b. c;d :- a. 1{e;f} :- a, b.",
        "p(1..2). {q(1..3)}. r(X) :- p(X), q(X). s :- q(X) : p(X). #show x : p(1), q(1).",
        // A disjunction whose elements have conditions: the rule of its auxiliary head atom
        // has a fact and conditional literals in its body (not a fact).
        "r(1). q(1,2). p(1..Y) : q(X,Y) | not p(1..Y) : q(X,Y) :- r(X).",
    ] {
        for value in ["none", "body", "symtab", "all"] {
            let option = format!("--preserve-facts={value}");
            let Some(theirs) = clingo(&["--mode=gringo", &option], program) else {
                return;
            };
            let ours = rasp(&["--mode=gringo", &option], program);
            let read = |aspif: &str| answer_sets(&rasp(&["--mode=clasp", "0"], aspif));
            assert_eq!(
                read(&stdout(&ours)),
                read(&stdout(&theirs)),
                "{program} {option}:\n{}",
                stdout(&ours)
            );
            // Solving is the same with any value.
            let solved = |args: &[&str]| answer_sets(&rasp(args, program));
            assert_eq!(
                solved(&["0", &option]),
                solved(&["0"]),
                "{program} {option}"
            );
        }
    }
    for bad in [
        "--preserve-facts=foo",
        "--preserve-facts=ALL",
        "--preserve-facts=Body",
    ] {
        assert_invalid_value(bad, "preserve-facts");
    }
}

/// `--output-debug`: the ground statements as text, `% ` before each, and the rules of the
/// translation, `%% ` before each, on standard error (clingo's lines for this program);
/// with `--text` only `text` prints anything; nothing for ground input.
#[test]
fn output_debug_prints_rules_as_comments() {
    let program = "a :- not b. b :- not a.";
    let text = "% b:-not a.\n% a:-not b.\n";
    let aspif = "asp 1 0 0\n1 0 1 1 0 1 -2\n1 0 1 2 0 1 -1\n4 1 b 1 1\n4 1 a 1 2\n0\n";
    let output = rasp(&["--mode=gringo", "--output-debug=text"], program);
    assert_eq!(stdout(&output), aspif);
    assert_eq!(stderr(&output), text);
    let output = rasp(&["--text", "--output-debug=TEXT"], program);
    assert_eq!(stdout(&output), "b:-not a.\na:-not b.\n");
    assert_eq!(stderr(&output), text);
    for debug in ["translate", "all", "none"] {
        let output = rasp(&["--text", &format!("--output-debug={debug}")], program);
        assert_eq!(stderr(&output), "", "{debug}");
    }
    let translated = "%% b:-not a.\n%% a:-not b.\n";
    let output = rasp(&["--mode=gringo", "--output-debug=translate"], program);
    assert_eq!(
        (stdout(&output), stderr(&output)),
        (aspif.into(), translated.into())
    );
    let output = rasp(&["--mode=gringo", "--output-debug=all"], program);
    assert_eq!(stderr(&output), format!("{text}{translated}"));
    // Solving: the comments, and the answers as without them.
    let output = rasp(&["0", "--output-debug=text"], program);
    assert_eq!(stderr(&output), text);
    assert_eq!(answer_sets(&output), ["a", "b"]);
    // An aggregate: as written with `%`, translated into a weight rule with `%%`.
    let output = rasp(
        &["--mode=gringo", "--output-debug=all"],
        "{b;c}. e :- 1 {b;c}.",
    );
    let err = stderr(&output);
    assert!(err.contains("% e:-1<=#count{0,b:b;0,c:c}.\n"), "{err}");
    assert!(err.contains("1<=#sum{1:b;1:c}.\n"), "{err}");
    let ground = rasp(&["--mode=clasp", "--output-debug=all"], aspif);
    assert_eq!(stderr(&ground), "");
    assert_invalid_value("--output-debug=foo", "output-debug");
}

/// `--hcc-out=<file>` writes the tester of each non-head-cycle-free component to
/// `<file>.<n>` in DIMACS CNF, before the search (clingo writes `<file>.0` for this
/// program); none for a head-cycle-free program; a file that cannot be created is clingo's
/// error (exit code 65).
#[test]
fn hcc_out_writes_the_testers_in_dimacs() {
    let dir = std::env::temp_dir().join(format!("rasp-hcc-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let base = dir.join("hcc");
    let base = base.to_str().unwrap();
    let option = format!("--hcc-out={base}");
    let output = rasp(&[&option, "0"], "a;b. a:-b. b:-a.");
    assert_eq!(output.status.code(), Some(30));
    assert_eq!(answer_sets(&output), ["a b"]);
    let cnf = std::fs::read_to_string(format!("{base}.0")).expect("hcc.0 written");
    let mut lines = cnf.lines();
    let header: Vec<usize> = (lines.next().unwrap().strip_prefix("p cnf ").unwrap())
        .split(' ')
        .map(|n| n.parse().unwrap())
        .collect();
    let clauses: Vec<Vec<i64>> = (lines.map(|l| l.split(' ').map(|n| n.parse().unwrap())))
        .map(Iterator::collect)
        .collect();
    assert_eq!(clauses.len(), header[1], "{cnf}");
    for clause in &clauses {
        assert_eq!(clause.last(), Some(&0), "{cnf}");
        assert!(
            clause
                .iter()
                .all(|l| l.unsigned_abs() as usize <= header[0])
        );
    }
    // The set is not empty: the clause over the component's atoms (variables 1 and 2).
    assert_eq!(clauses[0], [1, 2, 0], "{cnf}");
    assert!(!std::path::Path::new(&format!("{base}.1")).exists());
    let hcf = format!("--hcc-out={base}-hcf");
    rasp(&[&hcf], "a;b. a:-b.");
    assert!(!std::path::Path::new(&format!("{base}-hcf.0")).exists());
    let _ = std::fs::remove_dir_all(&dir);
    let output = rasp(&["--hcc-out=/nonexistent/dir/x"], "a;b. a:-b. b:-a.");
    assert_eq!(output.status.code(), Some(65));
    assert_eq!(
        stderr(&output),
        "*** ERROR: (rasp): Could not open cnf file '/nonexistent/dir/x.0'!\n"
    );
    assert!(stdout(&output).contains("UNKNOWN"));
    let output = rasp(&["--hcc-out="], "a.");
    assert_eq!(output.status.code(), Some(1));
    assert!(stderr(&output).contains("'hcc-out' requires a value!"));
}
