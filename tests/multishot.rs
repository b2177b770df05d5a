//! Multi-shot sessions against clingo's answers: each `tests/multishot/NAME.lp` (a program
//! with `#program` parts) runs the session `NAME.steps` (grounding parts, assigning and
//! releasing externals, solving under assumptions; see `tools/multishot-sol`) through
//! [`rasp::api::Session`], which must print `NAME.sol`, written by `tools/multishot-sol`
//! with clingo's Python API. `tests/multishot/clingo/` holds clingo's own multi-shot
//! grounder tests as sessions, written by `tools/port-clingo-tests`.

mod multishot_session;

use std::path::Path;

#[test]
fn sessions_give_clingos_answers() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/multishot");
    let mut paths = Vec::new();
    for dir in [dir.clone(), dir.join("clingo")] {
        let entries = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path());
        paths.extend(entries.filter(|p| p.extension().is_some_and(|e| e == "lp")));
    }
    paths.sort();
    assert!(paths.iter().filter(|p| p.parent() != Some(&dir)).count() >= 6);
    let mut failures = Vec::new();
    for path in paths {
        let steps = std::fs::read_to_string(path.with_extension("steps")).unwrap();
        let expected = std::fs::read_to_string(path.with_extension("sol")).unwrap();
        let actual = multishot_session::run(&path, &steps);
        if actual != expected {
            failures.push(format!(
                "{}:\n--- expected\n{expected}--- actual\n{actual}",
                path.display()
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The statistics of a session: per call and accumulated; the solver grows with the steps
/// (its variables only increase) and keeps its counters across them.
#[test]
fn statistics_per_call_and_accumulated() {
    use rasp::api::{ExternalValue, Session, Value};
    let mut session = Session::new();
    let program = "#program step(t). { p(t,1..3) }. :- p(t,X), p(t,Y), X < Y. \
                   q(t) :- p(t,_). #external stop(t). :- stop(t), not q(t).";
    session.add_text("p", program).unwrap();
    let mut variables = 0;
    let mut models = 0;
    for t in 1..=3 {
        session.ground(&[("step", vec![Value::Int(t)])]).unwrap();
        let stop = Value::parse(&format!("stop({t})")).unwrap();
        session.assign_external(&stop, ExternalValue::True);
        let solved = session.solve(&[], 0, |_| true).unwrap();
        let call = session.call_stats().clone();
        assert_eq!(call.models, solved.answers.len() as u64);
        let all = session.stats();
        models += call.models;
        assert_eq!(all.models, models, "accumulated over the calls");
        assert!(all.variables > variables, "the solver grows");
        assert_eq!(
            call.variables, all.variables,
            "the size of the problem is the current one"
        );
        variables = all.variables;
        session.assign_external(&stop, ExternalValue::Release);
    }
}

/// A step grounds the rule of a projection (`not move(t,_)`, `not at(t-1,_)`) over the atoms
/// new since it last did, as gringo does: what a step adds does not grow with the steps
/// before it. (It grounded it over the atoms of all steps, with new projection atoms each
/// time: clingo's incremental 15-puzzle had 138,409 rules at its 29th step, gringo 46,598.)
#[test]
fn projections_are_grounded_once_per_atom() {
    use rasp::api::{Session, Value};
    let mut session = Session::new();
    let program = "#program base. at(0,1). \
                   #program step(t). \
                   { move(t,D) : D = -1..1 } 1 :- not at(t-1,0). \
                   at(t,P+D) :- at(t-1,P), move(t,D), 0 <= P+D, P+D <= 3. \
                   at(t,P) :- at(t-1,P), not move(t,_). \
                   :- at(t,P), at(t,Q), P < Q.";
    session.add_text("p", program).unwrap();
    session.ground(&[("base", vec![])]).unwrap();
    let mut added = Vec::new();
    for t in 1..=30 {
        let before = session.program().rules.len();
        session.ground(&[("step", vec![Value::Int(t)])]).unwrap();
        added.push(session.program().rules.len() - before);
    }
    assert_eq!(added[19], added[29], "rules added per step: {added:?}");
}
