//! `--parse-ext`: clasp's extensions of DIMACS (directives in the comment lines after the
//! problem line) and smodels input (`_edge`, `_acyc_` and `_heuristic` atoms). The expected
//! lines are clingo 5.8.3's.

use super::{rasp, stderr, stdout};

/// The model, result and cost lines of a run of `rasp --mode=clasp 0 --parse-ext ARGS`,
/// sorted (the order of the models is the search's).
fn sat_lines(args: &[&str], input: &str) -> Vec<String> {
    let args = [&["--mode=clasp", "0", "--parse-ext"], args].concat();
    let output = rasp(&args, input);
    let mut lines: Vec<String> = (stdout(&output).lines())
        .filter(|l| ["v ", "s ", "o "].iter().any(|p| l.starts_with(p)))
        .map(str::to_string)
        .collect();
    lines.sort();
    lines
}

/// `c output` shows names under conditions (in the order of the lines, a `0` condition
/// always), the first one hides the variables, and `c output range` shows some again.
#[test]
fn output_lines_name_what_a_model_shows() {
    let cnf = "p cnf 3 1\nc output 2 b\nc output -1 a\nc output 0 fact\nc output 3 c d  \n\
               c output range 1 2\n1 2 3 0\n";
    assert_eq!(
        sat_lines(&[], cnf),
        [
            "s SATISFIABLE",
            "v a fact c d -1 -2 0",
            "v b a fact -1 2 0",
            "v b a fact c d -1 2 0",
            "v b fact 1 2 0",
            "v b fact c d 1 2 0",
            "v fact 1 -2 0",
            "v fact c d 1 -2 0",
        ]
    );
    // Without a range, no variable: `v  0` for a model without names, as clasp prints it.
    let names = sat_lines(&[], "p cnf 2 0\nc output 1 x\n");
    assert_eq!(names, ["s SATISFIABLE", "v  0", "v  0", "v x 0", "v x 0"]);
    // A model that starts with a name is one line, however long.
    let long = "p cnf 40 1\nc output 0 x\nc output range 1 40\n1 0\n";
    let output = rasp(&["--mode=clasp", "--parse-ext"], long);
    let text = stdout(&output);
    let values: Vec<&str> = text.lines().filter(|l| l.starts_with("v ")).collect();
    assert_eq!(values.len(), 1, "{values:?}");
    assert!(values[0].starts_with("v x 1 ") && values[0].ends_with(" 0"));
    // JSON: names are strings, values numbers.
    let json = rasp(
        &["--mode=clasp", "--parse-ext", "--outf=2"],
        "p cnf 1 1\nc output 1 y\n1 0\n",
    );
    assert!(
        stdout(&json).contains("\"Value\": [\n            \"y\"\n"),
        "{}",
        stdout(&json)
    );
}

/// Without `--parse-ext` the directives are comments.
#[test]
fn without_the_option_directives_are_comments() {
    let cnf = "p cnf 2 0\nc output 1 x\nc assume -1 0\n";
    let output = rasp(&["--mode=clasp", "0"], cnf);
    assert!(
        stdout(&output).contains("c Models         : 4\n"),
        "{}",
        stdout(&output)
    );
    let output = rasp(&["--mode=clasp", "0", "--no-parse-ext"], cnf);
    assert!(stdout(&output).contains("c Models         : 4\n"));
}

/// `c minweight` is a minimize statement; `c assume` assumptions; `c project` the
/// projection of `--project`; `c graph` an acyclicity constraint.
#[test]
fn minweight_assume_project_and_graph() {
    let optimum = sat_lines(
        &["--opt-mode=optN"],
        "p cnf 2 0\nc minweight -x1 3 x2 -4 0\n",
    );
    assert!(
        optimum.contains(&"s OPTIMUM FOUND".to_string()),
        "{optimum:?}"
    );
    assert_eq!(optimum.iter().filter(|l| *l == "v 1 2 0").count(), 2);
    assert!(optimum.contains(&"o -4".to_string()));
    // An empty line adds no objective.
    assert_eq!(
        sat_lines(&[], "p cnf 1 0\nc minweight 0\n")[0],
        "s SATISFIABLE"
    );
    assert_eq!(
        sat_lines(&[], "p cnf 2 0\nc assume 1 -2\n"),
        ["s SATISFIABLE", "v 1 -2 0"]
    );
    assert_eq!(
        sat_lines(&[], "p cnf 2 1\nc assume 1 -2\n-1 2 0\n"),
        ["s UNSATISFIABLE"]
    );
    let projected = sat_lines(&["--project"], "p cnf 3 1\nc project 1 2 0\n1 2 3 0\n");
    let mut pairs: Vec<String> = (projected.iter().skip(1))
        .map(|l| l.split(' ').take(3).collect::<Vec<_>>().join(" "))
        .collect();
    pairs.dedup();
    assert_eq!(
        pairs,
        ["v -1 -2", "v -1 2", "v 1 -2", "v 1 2"],
        "{projected:?}"
    );
    let graph = "p cnf 3 0\nc graph 3\nc node 1\nc arc 1 0 1\nc arc 2 1 0\nc arc 0 1 2\n\
                 c arc -3 2 1\nc endgraph\n";
    assert_eq!(
        sat_lines(&[], graph),
        ["s SATISFIABLE", "v -1 -2 3 0", "v -1 2 3 0", "v 1 -2 3 0"]
    );
}

/// `c heuristic TYPE V BIAS PRIO COND` applies with `--heuristic=Domain`: the first models
/// are clingo's.
#[test]
fn heuristic_lines_steer_the_domain_heuristic() {
    for (cond_bias, first) in [("-1 1 2", "v -1 2 -3 0"), ("1 1 2", "v -1 2 3 0")] {
        let cnf = format!(
            "p cnf 3 1\nc heuristic 5 1 1 1 0\nc heuristic 4 2 1 1 0\nc heuristic 1 3 {cond_bias}\n\
             1 2 3 0\n"
        );
        let output = rasp(&["--mode=clasp", "--parse-ext", "--heuristic=Domain"], &cnf);
        assert!(stdout(&output).contains(first), "{}", stdout(&output));
    }
}

/// Bad directives are clasp's parse errors (exit code 65).
#[test]
fn bad_directives_are_clasps_errors() {
    for (cnf, message) in [
        (
            "p cnf 2 0\nc project -1 0\n",
            "line 2: project: positive literal expected",
        ),
        (
            "p cnf 2 0\nc heuristic 9 1 1 1 0\n",
            "line 2: heuristic: modifier expected",
        ),
        (
            "p cnf 2 0\nc heuristic 1 1 100000 1 0\n",
            "line 2: heuristic: bias expected",
        ),
        (
            "p cnf 2 0\nc graph 2\nc arc 1 0 3\nc endgraph\n",
            "line 3: graph: invalid end node",
        ),
        (
            "p cnf 2 0\nc graph 2\nc foo\n",
            "line 3: graph: endgraph expected",
        ),
        (
            "p cnf 2 0\nc graph 2\nc endgraph\nc graph 1\n",
            "line 4: graph: only one graph supported",
        ),
        (
            "p cnf 2 0\nc minweight 1\n",
            "line 3: minweight: weight expected",
        ),
        ("p cnf 2 0\nc assume 3 0\n", "line 2: identifier expected"),
        (
            "p cnf 2 0\nc output range 2 1\n",
            "line 2: output: invalid range",
        ),
    ] {
        let output = rasp(&["--mode=clasp", "--parse-ext"], cnf);
        assert_eq!(output.status.code(), Some(65), "{cnf}");
        assert!(
            stderr(&output).contains(&format!("*** ERROR: (rasp): parse error in {message}\n")),
            "{cnf}: {}",
            stderr(&output)
        );
    }
}

/// In smodels input, atoms named `_edge(U,V)` or `_acyc_I_U_V` are edges of a graph that
/// must stay acyclic; `_heuristic(A,M,B[,P])` modifies `A` with `--heuristic=Domain`.
#[test]
fn smodels_atoms_become_edges_and_heuristics() {
    let edges = "3 3 1 2 3 0 0\n0\n1 _acyc_1_5_6\n2 _acyc_1_6_5\n3 _edge(\"a,b\",c)\n0\n\
                 B+\n0\nB-\n0\n1\n";
    let models = |args: &[&str], input: &str| {
        let output = rasp(&[&["--mode=clasp", "0"], args].concat(), input);
        let out = stdout(&output);
        let line = out
            .lines()
            .find(|l| l.starts_with("Models"))
            .map(str::to_string);
        line.unwrap_or(out)
    };
    assert_eq!(models(&["--parse-ext"], edges), "Models       : 6");
    assert_eq!(models(&[], edges), "Models       : 8");
    let heuristic = "3 4 1 2 3 4 0 0\n1 3 0 0\n1 4 0 0\n0\n1 a\n2 b\n3 _heuristic(a,true,5)\n\
                     4 _heuristic(b,false,2,3)\n0\nB+\n0\nB-\n0\n1\n";
    let first = |args: &[&str]| {
        let output = rasp(
            &[&["--mode=clasp", "--heuristic=Domain"], args].concat(),
            heuristic,
        );
        let mut atoms: Vec<String> = (super::first_answer(&output).unwrap_or_default())
            .split(' ')
            .map(str::to_string)
            .collect();
        atoms.sort();
        atoms.join(" ")
    };
    assert_eq!(
        first(&["--parse-ext"]),
        "_heuristic(a,true,5) _heuristic(b,false,2,3) a"
    );
    assert_eq!(first(&[]), "_heuristic(a,true,5) _heuristic(b,false,2,3)");
}
