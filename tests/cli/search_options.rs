//! clasp's search options (`src/cli/search.rs`): values accepted and rejected as clingo 5.8
//! accepts and rejects them, and the settings rasp takes from them.

use super::{assert_invalid_value, first_answer, first_error_line, rasp, stderr, stdout};

/// Values clingo accepts (each run must answer `{a}.` as usual).
const ACCEPTED: &[&str] = &[
    "--sign-def=asp",
    "--sign-def=POS",
    "--sign-def=rnd",
    "--sign-def-disj=neg",
    "--sign-fix",
    "--no-sign-fix",
    "--rand-freq=0.5",
    "--rand-freq=no",
    "--rand-freq=1e-1",
    "--rand-freq=0X1p-1",
    "--no-rand-freq",
    "--rand-prob=10,50",
    "--rand-prob=0",
    "--share=auto",
    "--share=Learnt",
    "--no-share",
    "--global-restarts=5",
    "--global-restarts=no",
    "--global-restarts=5,x,100,1.5",
    "--global-restarts=5,L,10",
    "--dlp-old-map",
    "--supp-models",
    "--no-ufs-check",
    "--deletion=ipSort,100,lbd",
    "--deletion=basic,75activity",
    "-d",
    "no",
    "--no-deletion",
    "--del-grow=1.1,20.0,x,100,1.5",
    "--del-grow=1.1,25,+,10,20,30",
    "--del-grow=no",
    "--del-cfl=+,2000,100,20",
    "--del-cfl=l,100",
    "--del-cfl=*,100,1.5",
    "--no-del-cfl",
    "--del-init=3.0,500",
    "--del-init=3,-1,-1",
    "--del-estimate",
    "--del-estimate=3",
    "--del-max=400000,100",
    "--del-max=0",
    "--del-glue=15,1",
    "--del-glue=0x3",
    "--del-on-restart=100",
    "--strengthen=recursive,short,no",
    "--strengthen=LOCAL,ALL,1",
    "--no-strengthen",
    "--loops=NO",
    "--score-res=multiset",
    "--score-other=no",
    "--score-other=loop",
    "--init-watches=LEAST",
    "--update-lbd=pseudo,127",
    "--update-lbd=0",
    "--update-mode=conflict",
    "--update-act",
    "--trans-ext=scc",
    "--no-trans-ext",
    "--counter-restarts=3,1023",
    "--counter-restarts=no",
    "--block-restarts=5000,1.4,10000,ls",
    "--block-restarts=0",
    "--shuffle=1",
    "--shuffle=-1,-1",
    "--lookahead",
    "--lookahead=body,10",
    "--no-lookahead",
    "--backprop",
    "--no-backprop",
    "--reverse-arcs",
    "--reverse-arcs=3",
    "--contraction=250,allUIP",
    "--contraction=-1",
    "--opt-heuristic=sign,MODEL",
    "--opt-heuristic=3",
    "--opt-heuristic=sign,no",
    "--forget-on-step=signs,lemmas",
    "--forget-on-step=15",
    "--learn-explicit",
    "--no-lookback",
    "--partial-check",
    "--partial-check=50,-1",
    "--opt-usc-shrink=min,31",
    "--reset-restarts=repeat",
    "--restart-on-model",
    "--no-restart-on-model",
    "--eq-dfs",
    "--no-gamma",
    "--acyc-prop",
    "--acyc-prop=0",
    "--berk-huang",
    "--no-vsids-acids",
    "--nant",
    "--vsids-progress=80,1,5000",
    "--tester=--heuristic=Vsids --sign-def=pos",
    "--heuristic=Vmtf,8",
    "--no-restarts",
    "--no-sat-prepro",
    "--no-distribute",
    "--no-project",
    "--solve-limit=umax,3",
    "--solve-limit=-1",
    "--solve-limit=imax",
    "--solve-limit=no",
    "--solve-limit=1000,0x10",
];

/// Values clingo rejects, each with the option its error names.
const REJECTED: &[(&str, &str)] = &[
    ("--sign-def=1", "sign-def"),
    ("--sign-def=pos,1", "sign-def"),
    ("--sign-def-disj=x", "sign-def-disj"),
    ("--rand-freq=1.5", "rand-freq"),
    ("--rand-freq=inf", "rand-freq"),
    ("--rand-freq=0.5x", "rand-freq"),
    ("--rand-prob=0,5", "rand-prob"),
    ("--deletion=basic,0", "deletion"),
    ("--deletion=basic,lbd", "deletion"),
    ("--deletion=basic,50,lbd,3", "deletion"),
    ("--del-grow=0.5", "del-grow"),
    ("--del-grow=1.1,25,D,10,0.7", "del-grow"),
    ("--del-grow=1e39", "del-grow"),
    ("--del-cfl=+,10000", "del-cfl"),
    ("--del-cfl=X,100,1.5", "del-cfl"),
    ("--del-cfl=F,100,3", "del-cfl"),
    ("--del-init=0", "del-init"),
    ("--del-init=10,1000,9000,5", "del-init"),
    ("--del-estimate=4", "del-estimate"),
    ("--del-estimate=no", "del-estimate"),
    ("--del-max=0,5", "del-max"),
    ("--del-max=1,2,3", "del-max"),
    ("--del-glue=16", "del-glue"),
    ("--del-glue=2,2", "del-glue"),
    ("--del-on-restart=101", "del-on-restart"),
    ("--strengthen=local,yes", "strengthen"),
    ("--strengthen=local,all,YES", "strengthen"),
    ("--loops=off", "loops"),
    ("--score-res=no", "score-res"),
    ("--score-other=0", "score-other"),
    ("--init-watches=2", "init-watches"),
    ("--update-lbd=less,128", "update-lbd"),
    ("--update-lbd=1", "update-lbd"),
    ("--update-mode=x", "update-mode"),
    ("--trans-ext=off", "trans-ext"),
    ("--counter-restarts=0,5", "counter-restarts"),
    ("--block-restarts=5000,5.1", "block-restarts"),
    ("--block-restarts=8388608", "block-restarts"),
    ("--shuffle=0,2", "shuffle"),
    ("--lookahead=atom,1,2", "lookahead"),
    ("--reverse-arcs=4", "reverse-arcs"),
    ("--contraction=250,x", "contraction"),
    ("--opt-heuristic=4", "opt-heuristic"),
    ("--opt-heuristic=0,sign", "opt-heuristic"),
    ("--forget-on-step=16", "forget-on-step"),
    ("--partial-check=101", "partial-check"),
    ("--opt-usc-shrink=lin,32", "opt-usc-shrink"),
    ("--reset-restarts=off", "reset-restarts"),
    ("--acyc-prop=2", "acyc-prop"),
    ("--vsids-progress=80,101", "vsids-progress"),
    ("--restarts=X,100,1.5", "restarts"),
    ("--solve-limit=3x", "solve-limit"),
    ("--solve-limit=3,4,5", "solve-limit"),
    ("--solve-limit=yes", "solve-limit"),
    ("--solve-limit=imin", "solve-limit"),
    ("--share=x", "share"),
    ("--global-restarts=5,D,10", "global-restarts"),
    ("--global-restarts=5,F,10,3", "global-restarts"),
    ("--global-restarts=5,q", "global-restarts"),
];

#[test]
fn search_option_values_clingo_accepts() {
    let mut args = ACCEPTED.iter().peekable();
    while let Some(arg) = args.next() {
        // `-d` takes the next argument as its value.
        let mut line = vec![*arg];
        if *arg == "-d" {
            line.extend(args.next());
        }
        let output = rasp(&line, "{a}.");
        assert_eq!(
            output.status.code(),
            Some(10),
            "{line:?}: {}",
            stderr(&output)
        );
    }
}

#[test]
fn search_option_values_clingo_rejects() {
    for (option, name) in REJECTED {
        assert_invalid_value(option, name);
    }
}

#[test]
fn search_option_command_line_errors() {
    let error = first_error_line;
    for (args, message) in [
        (
            &["--sign-fix", "--no-sign-fix"][..],
            "In context '<rasp>': multiple occurrences: 'sign-fix'",
        ),
        (
            &["--deletion=no", "--no-deletion"],
            "In context '<rasp>': multiple occurrences: 'deletion'",
        ),
        (
            &["--no-otfs"],
            "In context '<rasp>': unknown option: 'no-otfs'",
        ),
        (
            &["--no-update-act"],
            "In context '<rasp>': unknown option: 'no-update-act'",
        ),
        (
            &["--del=1"],
            "In context '<rasp>': ambiguous option: 'del' could be:",
        ),
        (
            &["--tester=--heuristic=Foo"],
            "In context '<tester>': 'Foo' invalid value for: 'heuristic'",
        ),
        (
            &["--tester=--models=3"],
            "In context '<tester>': unknown option: 'models'",
        ),
        (
            &["--tester=--eq=3"],
            "In context '<tester>': unknown option: 'eq'",
        ),
        (
            &["--tester=x"],
            "In context '<tester>': unknown option: 'x'",
        ),
    ] {
        assert_eq!(
            error(args),
            format!("*** ERROR: (rasp): {message}"),
            "{args:?}"
        );
    }
    assert_eq!(
        error(&["--sign-fix=1"]),
        "*** ERROR: (rasp): SyntaxError: 'sign-fix' does not take a value!"
    );
}

/// The first answer of a choice shows the default sign: atoms false by clasp's `asp` and
/// `neg`, true by `pos`; random by the seed with `rnd`.
#[test]
fn sign_def_chooses_the_sign_of_decisions() {
    let first = |args: &[&str]| {
        let mut line = vec!["-n1"];
        line.extend(args);
        first_answer(&rasp(&line, "{a;b;c;d;e;f;g;h}.")).unwrap_or_default()
    };
    assert_eq!(first(&[]), "");
    assert_eq!(first(&["--sign-def=neg"]), "");
    assert_eq!(first(&["--sign-def=pos"]), "a b c d e f g h");
    assert_eq!(first(&["--sign-def=pos", "--sign-fix"]), "a b c d e f g h");
    let seeds = ["--seed=1", "--seed=2", "--seed=3", "--seed=4", "--seed=5"];
    let answers: std::collections::HashSet<String> = seeds
        .iter()
        .map(|s| first(&["--sign-def=rnd", s]))
        .collect();
    assert!(answers.len() > 1, "{answers:?}");
}

/// `--sign-def` also gives the atoms of later grounding steps their sign (step 2 adds
/// `a(2)`; the first step has no answer), whose atoms print in clingo's order.
#[test]
fn sign_def_applies_to_the_atoms_of_later_steps() {
    let program = "#include <incmode>. #program step(t). { a(t) } :- t > 1. \
                   #program check(t). :- query(t), t < 2.";
    let first = |sign: &str| first_answer(&rasp(&["-n1", sign], program)).unwrap_or_default();
    assert_eq!(first("--sign-def=pos"), "query(2) a(2)");
    assert_eq!(first("--sign-def=neg"), "query(2)");
}

/// `--trans-ext` changes the constraints (small weight bodies of normal rules become clauses
/// by default and with `dynamic`, stay weight constraints with `no` and frumpy's
/// configuration), not the answers; also through positive loops over such bodies.
#[test]
fn trans_ext_changes_the_constraints_not_the_answers() {
    let program = "{b;c;d}. a :- 2 {b; c; d; a}. e :- 1 #sum{2: b; 1: e}. :- a, e, d.";
    let constraints = |args: &[&str]| {
        let mut line = vec!["0", "--stats=2"];
        line.extend(args);
        let out = stdout(&rasp(&line, program));
        assert!(out.contains("Models       : 6\n"), "{args:?}: {out}");
        let count = out.lines().find(|l| l.starts_with("Constraints"));
        count
            .expect("the statistics count the constraints")
            .to_string()
    };
    let native = constraints(&["--trans-ext=no"]);
    assert_eq!(constraints(&["--configuration=frumpy"]), native);
    let dynamic = constraints(&["--trans-ext=dynamic"]);
    assert_ne!(dynamic, native);
    assert_eq!(constraints(&[]), dynamic);
    assert_eq!(constraints(&["--trans-ext=all"]), dynamic);
}

/// `--score-other` decides whether loop nogoods bump their variables (by default only in
/// programs that are not head-cycle-free): every mode gives the same answers on a program
/// with positive loops (the Hamiltonian cycles of the complete graph on 5 nodes).
#[test]
fn score_other_modes_keep_the_answers() {
    let program = "node(1..5). edge(X,Y) :- node(X), node(Y), X != Y.
        { in(X,Y) } :- edge(X,Y).
        :- node(X), #count{Y : in(X,Y)} != 1.
        :- node(Y), #count{X : in(X,Y)} != 1.
        reach(1). reach(Y) :- reach(X), in(X,Y).
        :- node(X), not reach(X).";
    for mode in ["auto", "no", "loop", "all"] {
        let option = format!("--score-other={mode}");
        let output = rasp(&["0", "-q", &option], program);
        assert_eq!(output.status.code(), Some(30), "{mode}");
        assert!(stdout(&output).contains("Models       : 24\n"), "{mode}");
    }
}

/// Settings rasp takes from the search options change the search, not the answers.
#[test]
fn search_settings_keep_the_answers() {
    let program = "p(1..5). 1 { q(X,Y) : p(Y) } 1 :- p(X). :- q(X,Y), q(Z,Y), X < Z.";
    for args in [
        &["--rand-freq=1", "--seed=7"][..],
        &["--rand-freq=0.3", "--sign-def=rnd", "--seed=3"],
        &["--sign-fix", "--sign-def=pos"],
        &["--deletion=no", "--score-other=no"],
        &["--del-cfl=F,5"],
        &["--del-cfl=+,3,1,2", "--restarts=F,2"],
    ] {
        let mut line = vec!["0"];
        line.extend(args);
        let output = rasp(&line, program);
        assert_eq!(output.status.code(), Some(30), "{args:?}");
        assert_eq!(stdout(&output).matches("Answer").count(), 120, "{args:?}");
    }
    let pigeons = "p(1..6). h(1..5). 1 { in(P,H) : h(H) } 1 :- p(P). :- in(P,H), in(Q,H), P < Q.";
    for args in [
        &["--rand-freq=0.5", "--seed=11"][..],
        &["--del-cfl=F,10", "--sign-fix"],
    ] {
        assert_eq!(rasp(args, pigeons).status.code(), Some(20), "{args:?}");
    }
}

/// `--solve-limit=<n>[,<m>]` stops each solve call after `n` conflicts or `m` restarts, as
/// clingo does: the answer as when interrupted (models found so far, `+`), but no time
/// limit or interrupt is reported and the exit code lacks the interrupted bit (clingo 5.8:
/// 0 without a model, 10 with one).
#[test]
fn solve_limit_stops_the_search_as_clingo() {
    // Pigeonhole 9 into 8: thousands of conflicts.
    let pigeons = "p(1..9). h(1..8). 1 { in(P,H) : h(H) } 1 :- p(P). \
                   :- in(P,H), in(Q,H), P < Q.";
    let output = rasp(&["--solve-limit=50", "--stats"], pigeons);
    let text = stdout(&output);
    assert_eq!(output.status.code(), Some(0), "{text}");
    assert!(text.contains("UNKNOWN\n\nModels       : 0+"), "{text}");
    assert!(text.contains("Conflicts    : 50\n"), "{text}");
    assert!(
        !text.contains("TIME LIMIT") && stderr(&output).is_empty(),
        "{text}"
    );
    // Parallel threads each stop at the limit (here while optimizing, where a thread
    // searches again whenever another finds a better model).
    let optimizing = format!("{pigeons} #minimize {{ P*H,P : in(P,H) }}.");
    for threads in ["1", "2"] {
        let output = rasp(&["--solve-limit=50", "-t", threads], &optimizing);
        assert_eq!(output.status.code(), Some(0), "{}", stdout(&output));
    }
    // With models found: SATISFIABLE, exit code 10, the models a lower bound.
    let permutations = "p(1..6). 1 { in(P,H) : p(H) } 1 :- p(P). \
                        :- in(P,H), in(Q,H), P < Q. :- in(1,1).";
    let all = rasp(&["0", "-q"], permutations);
    assert!(stdout(&all).contains("Models       : 600\n"));
    let output = rasp(&["0", "-q", "--solve-limit=1000,0x1000000"], permutations);
    assert_eq!(output.status.code(), Some(30), "{}", stdout(&output));
    let output = rasp(&["0", "-q", "--solve-limit=0"], permutations);
    assert_eq!(output.status.code(), Some(0), "{}", stdout(&output));
    assert!(stdout(&output).contains("UNKNOWN\n\nModels       : 0+"));
    // Stopped while enumerating (rasp needs a handful of conflicts for all 4,320
    // permutations of 7 with `in(1,1)` false, about 100 with other atom numberings): the
    // models found so far.
    let seven = permutations.replace("1..6", "1..7");
    let stopped_with_models = [3, 5, 30, 60, 90].iter().any(|limit| {
        let output = rasp(&["0", "-q", &format!("--solve-limit={limit}")], &seven);
        let text = stdout(&output);
        match output.status.code() {
            Some(10) => {
                assert!(text.contains("SATISFIABLE\n\nModels       : "), "{text}");
                assert!(text.contains("+\nCalls"), "{text}");
                true
            }
            code => {
                assert!(matches!(code, Some(0 | 30)), "{text}");
                false
            }
        }
    });
    assert!(stopped_with_models);
    // No restart allowed: stops at once too (clingo's `1,0`).
    let output = rasp(&["--solve-limit=1,0"], "{a}.");
    assert_eq!(output.status.code(), Some(0), "{}", stdout(&output));
}

/// `--forget-on-step` forgets, before each step's search after the first, what it names:
/// the search changes, not the answers. Five pigeons meet one more hole at each step; the
/// steps before the fifth are refuted, with conflicts, so there is something to forget.
#[test]
fn forget_on_step_keeps_the_answers() {
    let program = "#include <incmode>. #program base. p(1..5).
        #program step(t). { in(P,t) } :- p(P). :- in(P,t), in(Q,t), P < Q.
        placed(P,t) :- in(P,t). placed(P,t) :- placed(P,t-1), t > 1.
        #program check(t). :- query(t), p(P), not placed(P,t).";
    for forget in [
        "no",
        "lemmas",
        "varScores",
        "signs",
        "lemmaScores",
        "varScores,signs,lemmaScores,lemmas",
        "15",
    ] {
        let option = format!("--forget-on-step={forget}");
        let output = rasp(&["0", "-q", "--stats", &option], program);
        assert_eq!(output.status.code(), Some(30), "{forget}");
        let out = stdout(&output);
        assert!(out.contains("Models       : 120\n"), "{forget}: {out}");
        assert!(out.contains("Calls        : 6\n"), "{forget}: {out}");
    }
}
