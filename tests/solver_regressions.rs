//! Shrunk failures of the property test (`solver_props`), kept as named tests. Each program is
//! aspif text; the expected answer sets were confirmed with clingo 5.8.

mod common;

use common::aspif_answer_sets as answer_sets;

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

/// The answer sets of `#external e.` (atom 1) with a choice atom `b` (atom 2) and the extra
/// aspif `rules`, as clingo 5.8 gives them.
fn external_e_with(rules: &str) -> Vec<String> {
    answer_sets(&format!(
        "asp 1 0 0\n5 1 0\n1 1 1 2 0 0\n{rules}4 1 e 1 1\n4 1 b 1 2\n0\n"
    ))
}

/// `e :- b, not b.` cannot define the external `e`: it stays free.
#[test]
fn contradictory_rules_do_not_define_externals() {
    assert_eq!(
        external_e_with("1 0 1 1 0 2 2 -2\n"),
        vec!["", "b", "b e", "e"]
    );
    // e :- 3 #sum{1: b}: the bound cannot be reached.
    assert_eq!(
        external_e_with("1 0 1 1 1 3 1 2 1\n"),
        vec!["", "b", "b e", "e"]
    );
}

/// `e :- b, not e.` is the constraint `:- b, not e.`: `e` stays external.
#[test]
fn a_rule_requiring_its_own_negation_does_not_define_it() {
    assert_eq!(external_e_with("1 0 1 1 0 2 2 -1\n"), vec!["", "b e", "e"]);
    // e :- e. is a tautology.
    assert_eq!(
        external_e_with("1 0 1 1 0 1 1\n"),
        vec!["", "b", "b e", "e"]
    );
    // But e :- b. defines e.
    assert_eq!(external_e_with("1 0 1 1 0 1 2\n"), vec!["", "b e"]);
}

/// clasp simplifies each rule by the facts known when it is read: `c. e :- not c.` drops the
/// rule (`e` stays external), `e :- not c. c.` keeps it (`e` is defined, and false).
#[test]
fn facts_simplify_only_later_rules() {
    assert_eq!(
        external_e_with("1 0 1 3 0 0\n1 0 1 1 0 1 -3\n"),
        vec!["", "b", "b e", "e"]
    );
    assert_eq!(
        external_e_with("1 0 1 1 0 1 -3\n1 0 1 3 0 0\n"),
        vec!["", "b"]
    );
    // A disjunction with a known fact in its head defines nothing.
    assert_eq!(
        external_e_with("1 0 1 3 0 0\n1 0 2 3 1 0 0\n"),
        vec!["", "b", "b e", "e"]
    );
}

/// `a :- 3 #sum{1: a; 1: a; 1: not a; 1: not a}.` with `#external a.`: the bound needs `a`
/// itself (a tautology), so `a` stays external.
#[test]
fn a_weight_body_that_needs_its_head_leaves_an_external_free() {
    let sets = answer_sets("asp 1 0 0\n1 0 1 1 1 3 4 1 1 1 1 -1 1 -1 1\n5 1 0\n4 1 a 1 1\n0\n");
    assert_eq!(sets, vec!["", "a"]);
    // a :- 3 #sum{1: not b; 1: a; 1: b; 1: b}: without `a` at most 2 (b and not b exclude
    // each other), so `a` is required.
    let sets = answer_sets("asp 1 0 0\n1 0 1 1 1 3 4 -2 1 1 1 2 1 2 1\n5 1 0\n4 1 a 1 1\n0\n");
    assert_eq!(sets, vec!["", "a"]);
}

/// `c :- 5 #sum{2: d; 2: not d; 2: c}.` can never hold (at most 4), so the externals `c`
/// and `d` stay free and `c` gets no loop through the dropped rule.
#[test]
fn an_unreachable_weight_body_defines_nothing() {
    let sets = answer_sets(
        "asp 1 0 0\n1 0 1 3 1 5 3 4 2 -4 2 3 2\n5 3 0\n5 4 0\n4 1 c 1 3\n4 1 d 1 4\n0\n",
    );
    assert_eq!(sets, vec!["", "c", "c d", "d"]);
}

/// `{a5}. {a12} :- 1 #sum{1: not a14; 1: a14}. a14 :- a5, a12. a9 ; a14 ; a12.` in aspif: the
/// weight body always holds, and its positive `a14` puts `a12` and `a14` in one component
/// that is not head-cycle-free. Six answer sets (checked by enumerating all interpretations
/// against the reduct's minimal models, 4 December 2026); clingo 5.8.3 finds only `{a12}`
/// and `{a5, a12, a14}` from this aspif, with or without `--eq=0`, and all of them from the
/// same program in source form (gringo writes the body otherwise).
#[test]
fn complementary_weight_elements_in_a_non_hcf_component() {
    let sets = answer_sets(
        "asp 1 0 0\n1 1 1 5 0 0\n1 1 1 12 1 1 2 -14 1 14 1\n1 0 1 14 0 2 5 12\n\
         1 0 3 9 14 12 0 0\n4 2 a5 1 5\n4 2 a9 1 9\n4 3 a12 1 12\n4 3 a14 1 14\n0\n",
    );
    assert_eq!(
        sets,
        vec!["a12", "a12 a14 a5", "a14", "a14 a5", "a5 a9", "a9"]
    );
}
