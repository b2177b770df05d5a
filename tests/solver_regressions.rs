//! Shrunk failures of the property test (`solver_props`), kept as named tests. Each program is
//! aspif text; the expected answer sets were confirmed with clingo 5.8.

use rasp::aspif::read::read;
use rasp::solve::{SolveOptions, Solver};

/// The answer sets of an aspif program, each as its sorted shown symbols joined by spaces.
fn answer_sets(aspif: &str) -> Vec<String> {
    let program = read(aspif).expect("valid aspif");
    let mut solver = Solver::new(&program, &SolveOptions::default()).expect("supported");
    let mut sets = Vec::new();
    solver.solve(&mut |m| {
        let mut shown = m.shown(&program);
        shown.sort_unstable();
        sets.push(shown.join(" "));
        true
    });
    sets.sort();
    sets
}

/// `a :- 0 <= #sum{1: a}.` — a weight body that is always true must not leave `a` depending
/// on itself in the loop graph.
#[test]
fn trivially_true_weight_body_in_a_self_loop() {
    let sets = answer_sets("asp 1 0 0\n1 0 1 1 1 0 1 1 1\n4 1 a 1 1\n0\n");
    assert_eq!(sets, vec!["a"]);
}

/// `a :- 1 #sum{1: a; 1: not a}.` — `a` and `not a` do not cancel out: no answer set.
#[test]
fn complementary_weight_elements_do_not_cancel() {
    let sets = answer_sets("asp 1 0 0\n1 0 1 1 1 1 2 1 1 -1 1\n4 1 a 1 1\n0\n");
    assert!(sets.is_empty());
}

/// `{a} :- 1 #sum{1: not a; 1: a}.` — a true `a` cannot found itself through the weight body:
/// only the empty answer set.
#[test]
fn weight_support_cannot_found_its_own_head() {
    let sets = answer_sets("asp 1 0 0\n1 1 1 1 1 1 2 -1 1 1 1\n4 1 a 1 1\n0\n");
    assert_eq!(sets, vec![""]);
}
