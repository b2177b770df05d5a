//! The grounder, rewrite by rewrite and construct by construct: each test grounds a snippet
//! and compares the ground program as text (`--text`), one statement per line joined by
//! spaces. Auxiliary atoms print as `#aux(N)`.

mod common;

use rasp::ground::GroundOptions;

/// The ground program of `src` as text on one line, or its errors.
fn ground(src: &str) -> String {
    let options = GroundOptions {
        atom_names: true,
        ..GroundOptions::default()
    };
    match common::ground(src, options) {
        Ok(engine) => rasp::aspif::text::write(engine.program(), engine.names())
            .lines()
            .collect::<Vec<_>>()
            .join(" "),
        Err(errors) => errors,
    }
}

#[test]
fn facts_and_intervals() {
    assert_eq!(ground("p(1..3)."), "p(1). p(2). p(3).");
    assert_eq!(ground("p(3..1)."), "");
    // `;` separates argument lists: p(1..2,a) or p(b). Facts come first.
    assert_eq!(ground("p(1..2,a;b)."), "p(b). p(1,a). p(2,a).");
}

#[test]
fn pools() {
    assert_eq!(ground("p(1;2)."), "p(1). p(2).");
    assert_eq!(ground("p((1,2;3))."), "p((1,2)). p(3).");
    assert_eq!(ground("q(1). a :- q(1;2)."), "q(1). a.");
}

#[test]
fn constants() {
    assert_eq!(ground("#const n = 2. p(1..n)."), "p(1). p(2).");
    assert_eq!(ground("#const n = 2. #const m = n*3. p(m)."), "p(6).");
}

#[test]
fn arithmetic_as_clingo() {
    assert_eq!(
        ground("p(-7/2). p(-7\\2). p(2**-1). p(-2**2). p(|-3|). p(~5). p(5^3)."),
        "p(-3). p(-1). p(0). p(4). p(3). p(-6). p(6)."
    );
    assert_eq!(ground("p(X) :- X = 7 / 2 * 2."), "p(6).");
}

#[test]
fn undefined_operations_drop_the_instance() {
    assert_eq!(ground("p(a). p(1). q(X+1) :- p(X)."), "p(a). p(1). q(2).");
    assert_eq!(ground("p(1/0)."), "");
    assert_eq!(ground("p(0**-1)."), "");
}

#[test]
fn arithmetic_wraps_around_as_in_clingo() {
    assert_eq!(ground("p(2147483647+1)."), "p(-2147483648).");
    assert_eq!(ground("p(2147483648)."), "p(-2147483648).");
}

#[test]
fn linear_terms_are_matched() {
    assert_eq!(ground("p(5). q(X) :- p(2*X+1)."), "p(5). q(2).");
    assert_eq!(ground("p(3). q(X) :- Y = X+1, p(Y)."), "p(3). q(2).");
    assert_eq!(ground("p(-a). q(X) :- p(-X)."), "p(-a). q(a).");
}

#[test]
fn comparisons_in_clingos_order() {
    assert_eq!(
        ground("p(1;a;\"s\";f(x)). lt(X) :- p(X), X < a."),
        "p(1). p(a). p(\"s\"). p(f(x)). lt(1)."
    );
    assert_eq!(
        ground("p(1..4). q(X) :- p(X), 1 < X <= 3."),
        "p(1). p(2). p(3). p(4). q(2). q(3)."
    );
}

#[test]
fn stratified_programs_ground_to_facts() {
    assert_eq!(
        ground("e(1,2). e(2,3). t(X,Y) :- e(X,Y). t(X,Z) :- t(X,Y), e(Y,Z)."),
        "e(1,2). e(2,3). t(1,2). t(2,3). t(1,3)."
    );
    assert_eq!(
        ground("p(1..3). r(2). q(X) :- p(X), not r(X)."),
        "r(2). p(1). p(2). p(3). q(1). q(3)."
    );
    assert_eq!(
        ground("n(1..3). c(N) :- N = #count{ X : n(X) }."),
        "n(1). n(2). n(3). c(3)."
    );
}

#[test]
fn rules_that_can_never_apply_are_dropped() {
    assert_eq!(ground("a :- b. c :- not d."), "c.");
    assert_eq!(ground("a :- #false. b :- not #true."), "");
}

#[test]
fn unstratified_negation_stays() {
    // In clingo's order: the rules depend on each other through `not` only, and gringo
    // grounds them from the last one.
    assert_eq!(ground("a :- not b. b :- not a."), "b:-not a. a:-not b.");
}

#[test]
fn choice_rules() {
    assert_eq!(ground("{a;b}."), "{a;b}.");
    assert_eq!(
        ground("p(1..2). {q(X) : p(X)}."),
        "p(1). p(2). {q(1);q(2)}."
    );
    // Exactly one: a choice, and a constraint that "at least 1 and not at least 2" holds.
    assert_eq!(
        ground("{a;b} = 1."),
        "{a;b}. #aux(4):-1<=#sum{1:a;1:b}. #aux(5):-a,b. #aux(3):-#aux(4),not #aux(5). :-not #aux(3)."
    );
}

#[test]
fn disjunction() {
    assert_eq!(ground("a ; b."), "a;b.");
    assert_eq!(ground("p(1..2). q(X) : p(X)."), "p(1). p(2). q(1);q(2).");
}

#[test]
fn body_aggregates() {
    assert_eq!(
        ground("{p(1..2)}. a :- #count{ X : p(X) } >= 1."),
        "a:-#aux(3). #aux(5):-1<=#sum{1:p(1);1:p(2)}. #aux(3):-#aux(5). {p(1);p(2)}."
    );
    assert_eq!(
        ground("p(1..3). a :- #sum{ X : p(X) } = 6."),
        "p(1). p(2). p(3). a."
    );
    assert_eq!(
        ground("p(1..3). a :- #max{ X : p(X) } > 3."),
        "p(1). p(2). p(3)."
    );
}

#[test]
fn conditional_literals() {
    assert_eq!(
        ground("p(1..2). q(1). q(2). a :- q(X) : p(X)."),
        "q(1). q(2). p(1). p(2). a."
    );
    assert_eq!(
        ground("p(1..2). q(1). a :- q(X) : p(X)."),
        "q(1). p(1). p(2)."
    );
}

#[test]
fn long_operator_chains_fold_in_linear_time() {
    // Rewriting once copied the subterms at every level: 10^4 terms took 8 GB.
    let src = format!(
        "p({}). q(X+{}) :- p(X).",
        vec!["1"; 20_000].join("+"),
        vec!["1"; 20_000].join("+")
    );
    let text = std::thread::Builder::new()
        .stack_size(1 << 30)
        .spawn(move || ground(&src))
        .expect("a thread")
        .join()
        .expect("no panic");
    assert_eq!(text, "p(20000). q(40000).");
}

#[test]
fn tautological_conditional_literals_stay() {
    // `p(X) : p(X), not q` always holds, but gringo keeps it (`a:-p(1):p(1);p(2):p(2).`):
    // `a` is no fact, which matters to what it makes recursive.
    let text = ground("{p(1..2)}. a :- p(X) : p(X), not q.");
    assert!(text.starts_with("a:-"), "{text}");
    assert!(text.ends_with("{p(1);p(2)}."), "{text}");
}

#[test]
fn classical_negation() {
    assert_eq!(ground("-p(1). q :- -p(1)."), "-p(1). q.");
    assert_eq!(ground("{p;-p}."), "{p;-p}. :-p,-p.");
}

#[test]
fn show_statements() {
    assert_eq!(
        ground("p(1..2). #show X : p(X)."),
        "p(1). p(2). #show 1. #show 2."
    );
    assert_eq!(ground("{a}. #show b : a."), "{a}. #show b:a.");
}

#[test]
fn minimize_statements() {
    assert_eq!(
        ground("{a;b}. :~ a. [2@1] #minimize{ 1,x : b }."),
        "{a;b}. #minimize{1@0:b}. #minimize{2@1:a}."
    );
}

#[test]
fn externals() {
    assert_eq!(
        ground("#external e. #external f. [true] a :- e."),
        "a:-e. #external e. #external f.[true]"
    );
}

#[test]
fn unsafe_variables_are_errors() {
    assert_eq!(
        ground("p(X) :- q."),
        "-:1:1-11: error: unsafe variables in:\n  p(X) :- q.\n-:1:3-4: note: 'X' is unsafe\n\n"
    );
    assert_eq!(
        ground("p(X,Y) :- q(X+Y)."),
        "-:1:1-18: error: unsafe variables in:\n  p(X,Y) :- q(X+Y).\n-:1:3-4: note: 'X' is unsafe\n-:1:5-6: note: 'Y' is unsafe\n\n"
    );
    assert_eq!(ground("a :- #count{ X : p(X) } = 1, p(Y) : q(Y)."), "");
}

#[test]
fn anonymous_variables_under_negation() {
    // gringo projects `q(_)` away under `not` and `not not`, but not a classically negated
    // atom: `_` in `not -q(_)` is unsafe.
    assert_eq!(ground("q(1). p :- not not q(_)."), "q(1). #p_q_0. p.");
    assert_eq!(
        ground("-q(1). p :- not -q(_)."),
        "-:1:8-23: error: unsafe variables in:\n  p :- not -q(_).\n-:1:20-21: note: '_' is unsafe\n\n"
    );
}

#[test]
fn a_tautological_condition_is_checked_for_safety() {
    // `d(Z) : d(Z), ...` always holds, but its variables must be safe (as in clingo, which
    // reports a variable local to a conditional literal at the conditional literal).
    assert_eq!(
        ground("d(1). q :- d(Z) : d(Z), not d(X)."),
        "-:1:12-33: error: unsafe variables in:\n  d(Z) : d(Z), not d(X)\n-:1:31-32: note: 'X' is unsafe\n\n"
    );
    assert_eq!(ground("d(1). q :- d(Z) : d(Z), not d(Z+1)."), "d(1). q.");
}

/// A `#heuristic`'s condition is its body, without its own atom (which only restricts it to
/// atoms that exist), unless the body names it.
#[test]
fn heuristic_conditions() {
    let conditions = |src: &str| -> Vec<usize> {
        let engine = common::ground(src, GroundOptions::default()).unwrap();
        let heuristics = &engine.program().heuristics;
        heuristics.iter().map(|h| h.condition.len()).collect()
    };
    assert_eq!(conditions("{a;c}. #heuristic a. [1,true]"), vec![0]);
    assert_eq!(conditions("{a;c}. #heuristic a : c. [2@1,level]"), vec![1]);
    assert_eq!(conditions("{a}. #heuristic a : a. [1,sign]"), vec![1]);
    assert_eq!(
        conditions("{a}. #heuristic b. [1,sign]"),
        Vec::<usize>::new()
    );
}

/// Found by the differential tester (seed 9001, mismatches 24 and 47). A disjunction whose
/// body negates an atom of its own head (`not q(X)` moves into the body as `not not q(X)`)
/// is grounded as a whole in that atom's component: while it is grounded, q(1) may still be
/// derived, so gringo defines the atoms of the instances for X = 1, 2, and the weak
/// constraints over them exist (clingo reports an optimum). rasp grounded r's disjuncts after
/// q was complete and defined neither r(1,1) nor p(1), p(2). (Not a golden test: rasp drops
/// those instances afterwards, their bodies being false, so that its text mentions p(1) in no
/// head and reading it back loses the weak constraints.)
#[test]
fn disjunction_negating_its_own_head() {
    let text = ground(
        "d(1..3). not q(X) ; p(X) ; q(a) :- d(X). q(3) ; not q(X..X) ; r(1,X) :- d(X).
         :~ p(X), X < 3. [1] :~ r(X,X), X < 3. [1]",
    );
    for weak in ["r(1,1).", "p(1).", "p(2)."] {
        assert!(text.contains(&format!("#aux(17):-{weak}")), "{text}");
    }
    assert!(text.ends_with("#minimize{1@0:#aux(17)}."), "{text}");
}

/// Found by the differential tester (seed 9001, mismatches 10, 16, 22). gringo decides
/// whether an element of a disjunction with conditions certainly holds when it grounds the
/// element, in its statement order (Tarjan's search from the last statement): the weak
/// constraint written last makes gringo ground the disjunction before `s :- d(X)`, so s is no
/// fact yet, and h(1), h(2), h(3) are defined. Written last, `s :- d(X)` is grounded first,
/// and the disjunction, which then certainly holds, defines no h.
#[test]
fn disjunction_element_fact_decided_when_grounded() {
    let later = ground("d(1..3). s ; h(Z) : d(Z) :- d(X). s :- d(X). :~ h(X). [1]");
    assert!(later.contains("s;h(1);h(2);h(3)."), "{later}");
    let first = ground("d(1..3). :~ h(X). [1] s ; h(Z) : d(Z) :- d(X). s :- d(X).");
    assert!(!first.contains("h(1)"), "{first}");
}
