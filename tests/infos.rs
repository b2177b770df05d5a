//! clingo's infos on standard error, as clingo 5.8.3 prints them for the same programs
//! (read from standard input): undefined operations (reported once before grounding when
//! undefined for all values, per instance otherwise, in the order of the source), what
//! they drop, undefined atoms, `#show` signatures and ignored tuples (weights that are not
//! integers).

use std::io::Write;
use std::process::{Command, Stdio};

/// Runs rasp on `program` (standard input) and checks its standard error.
fn check(program: &str, expected: &str) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_rasp"))
        .arg("0")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("rasp runs");
    let mut stdin = child.stdin.take().expect("stdin");
    stdin.write_all(program.as_bytes()).expect("write");
    drop(stdin);
    let output = child.wait_with_output().expect("rasp ends");
    assert_eq!(
        String::from_utf8_lossy(&output.stderr),
        expected,
        "{program}"
    );
}

#[test]
fn undefined_everywhere_reported_once_in_source_order() {
    check(
        "n(1..3). p(X/0) :- n(X). q(X/0) :- n(X).",
        "-:1:12-15: info: operation undefined:\n  (X/0)\n\n-:1:28-31: info: operation undefined:\n  (X/0)\n\n",
    );
}

#[test]
fn undefined_disjunct_drops_rule() {
    check(
        "n(1). c(1). dh(Y,1/(X/X-1)) : c(Y) ; dh1(X) :- n(X).",
        "-:1:18-27: info: operation undefined:\n  (1/((X/X)-1))\n\n",
    );
}

#[test]
fn undefined_body_atom_not_reported_undefined() {
    check(
        "n(1). r(Y) :- n(Y), q(Y/0), s.",
        "-:1:23-26: info: operation undefined:\n  (Y/0)\n\n",
    );
}

#[test]
fn undefined_element_drops_its_atoms() {
    check(
        "n(1). r :- n(X), 1 {q(X/0); p}.",
        "-:1:23-26: info: operation undefined:\n  (X/0)\n\n-:1:29-30: info: atom does not occur in any rule head:\n  p\n\n",
    );
}

#[test]
fn undefined_condition_drops_conditional_literal() {
    check(
        "n(1). r(Y) :- n(Y), q(Z) : n(Z), Z/0 > 0.",
        "-:1:34-37: info: operation undefined:\n  (Z/0)\n\n",
    );
}

#[test]
fn undefined_per_instance_when_dynamic() {
    check(
        "n(1..3). p(1/(X-X)) :- n(X).",
        "-:1:12-19: info: operation undefined:\n  (1/(X-X))\n\n-:1:12-19: info: operation undefined:\n  (1/(X-X))\n\n-:1:12-19: info: operation undefined:\n  (1/(X-X))\n\n",
    );
}

#[test]
fn parenthesized_operand_in_location() {
    check(
        "n(1..3). p(X) :- n(X), 1/(X/X-1) > 0.",
        "-:1:24-33: info: operation undefined:\n  (1/((X/X)-1))\n\n-:1:24-33: info: operation undefined:\n  (1/((X/X)-1))\n\n-:1:24-33: info: operation undefined:\n  (1/((X/X)-1))\n\n",
    );
}

#[test]
fn aggregate_without_bound_has_no_undefined_atoms() {
    check("n(1). r :- n(X), {p(X); q(X)}.", "");
}

#[test]
fn show_signature_of_head_only_predicate() {
    check(
        "p :- q. #show p/0. #show q/0. #show r/1.",
        "-:1:6-7: info: atom does not occur in any rule head:\n  q\n\n-:1:31-41: info: no atoms over signature occur in program:\n  r/1\n\n",
    );
}
#[test]
fn head_sum_ignores_non_integer_weight() {
    check(
        "#sum{ a : k } = 0. {k}.",
        "-:1:7-8: info: tuple ignored:\n  a\n\n",
    );
}

#[test]
fn body_sum_ignores_non_integer_weight_per_instance() {
    check(
        "n(1..2). {k}. p :- #sum{a,X:k,n(X)} >= 0.",
        "-:1:25-26: info: tuple ignored:\n  a,1\n\n-:1:25-26: info: tuple ignored:\n  a,2\n\n",
    );
}

#[test]
fn weak_constraint_ignores_non_integer_weight() {
    check(
        "{k}. :~ k. [a]\n:~ k. [1@a,x]",
        "-:2:8-9: info: tuple ignored:\n  1@a\n\n-:1:13-14: info: tuple ignored:\n  a@0\n\n",
    );
}

#[test]
fn minimize_ignores_non_integer_weight() {
    check(
        "{k}. #minimize{a:k; 1,b:k}. #maximize{c,d:k}.",
        "-:1:39-40: info: tuple ignored:\n  -c@0\n\n-:1:16-17: info: tuple ignored:\n  a@0\n\n",
    );
}
#[test]
fn linear_terms_print_as_gringo_simplifies_them() {
    check(
        "n(1..2). p(X) :- n(X), 1/(X-1) > 0. q(X) :- n(X), 1/(2*X-4) > 0. r(X) :- n(X), not s(1/(1-X)).",
        "-:1:84-94: info: atom does not occur in any rule head:\n  s((1/(-1*X+1)))\n\n-:1:86-93: info: operation undefined:\n  (1/(-1*X+1))\n\n-:1:51-60: info: operation undefined:\n  (1/(2*X+-4))\n\n-:1:24-31: info: operation undefined:\n  (1/(X+-1))\n\n",
    );
}

#[test]
fn choice_body_undefined_reported_once() {
    check(
        "n(1). {p(X) ; q(X)} :- n(X), 1/(X-1) > 0. r(X) ; s(X) :- n(X), 1/(X-1) < 0.",
        "-:1:64-71: info: operation undefined:\n  (1/(X+-1))\n\n-:1:30-37: info: operation undefined:\n  (1/(X+-1))\n\n",
    );
}

#[test]
fn script_function_not_found() {
    check(
        "p(@f(1)). q(1).",
        "-:1:3-8: info: operation undefined:\n  function 'f' not found\n\n",
    );
}

#[test]
fn undefined_constant_reported_where_used_at_its_definition() {
    check("#const a=@f(). q(1).", "");
    check(
        "#const a=1/0. p(a+1). p(2) :- a=a.",
        "-:1:10-13: info: operation undefined:\n  (1/0)\n\n-:1:10-13: info: operation undefined:\n  (1/0)\n\n",
    );
}

#[test]
fn global_variable_in_aggregate_tuple() {
    // In tuples of body aggregates, weak constraint bodies and head aggregates written
    // with tuples; not in sets (`1 { c(X) : d(X) }`) nor where the variable is local.
    check(
        "d(1..3). p(X) :- d(Y), #count{X : d(Y)} = 1, d(X). \
         q(X) :- d(X), #sum{X,Y : d(Y); Y,X : d(Y)} > 2. r :- #count{X : d(X)} > 1. \
         { c(X) : d(X) } :- d(X). t(X) :- d(X), 1 { c(X) : d(X) }. \
         :~ d(X), #count{X : c(X)} = 1. [1,X] #count{X,Y : c(X) : d(X)} = 1 :- d(Y).",
        "-:1:31-32: info: global variable in tuple of aggregate element:\n  X\n\n\
         -:1:71-72: info: global variable in tuple of aggregate element:\n  X\n\n\
         -:1:201-202: info: global variable in tuple of aggregate element:\n  X\n\n\
         -:1:231-232: info: global variable in tuple of aggregate element:\n  Y\n\n",
    );
}

#[test]
fn undefined_in_each_pool_alternative_of_a_disjunct() {
    check(
        "n(1..2). q(X) ; r(X/0,(X;X)) :- n(X).",
        "-:1:19-22: info: operation undefined:\n  (X/0)\n\n-:1:19-22: info: operation undefined:\n  (X/0)\n\n",
    );
}

#[test]
fn heuristic_and_project_atoms_not_reported_undefined() {
    // The directive's own atom may well not exist; its condition's atoms are reported.
    check(
        "#heuristic p(X) : q(X). [1,level] #project r(X). #heuristic s. [1,level]",
        "-:1:19-23: info: atom does not occur in any rule head:\n  q(X)\n\n",
    );
}

#[test]
fn undefined_in_shifted_disjunct_reported_once() {
    check(
        "n(1..2). {e(1..2)}. not p(Z/0) : e(Z) ; q(X) :- n(X).",
        "-:1:27-30: info: operation undefined:\n  (Z/0)\n\n",
    );
}

#[test]
fn undefined_choice_element_defines_nothing() {
    check(
        "n(1..2). { p(X) ; q(X/0) } :- n(X). r :- q(1).",
        "-:1:21-24: info: operation undefined:\n  (X/0)\n\n-:1:42-46: info: atom does not occur in any rule head:\n  q(1)\n\n",
    );
}

#[test]
fn script_call_in_disjunct_per_instance() {
    check(
        "n(1..2). q(X) ; p(@f(X)) :- n(X).",
        "-:1:19-24: info: operation undefined:\n  function 'f' not found\n\n-:1:19-24: info: operation undefined:\n  function 'f' not found\n\n",
    );
}

#[test]
fn classically_negated_pattern_printed_in_parentheses() {
    // gringo prints the non-ground atom as the term `-p(X)`; a ground one as the atom.
    check(
        "d(1). a(X) :- not -p(X), d(X). b :- -q(1).",
        "-:1:19-24: info: atom does not occur in any rule head:\n  (-p(X))\n\n\
         -:1:37-42: info: atom does not occur in any rule head:\n  -q(1)\n\n",
    );
}

#[test]
fn show_signature_of_an_earlier_step_is_no_info_in_incremental_mode() {
    // p/1 has facts in the base part, so the #show of the check part names atoms at every
    // step; r/1 occurs nowhere, which clingo says at every step.
    let info = "-:8:1-11: info: no atoms over signature occur in program:\n  r/1\n\n";
    check(
        "#include <incmode>.\n#program base.\np(1).\n#program step(t).\nq(t) :- p(1).\n\
         #program check(t).\n#show p/1.\n#show r/1.\n:- query(t), t < 2.\n",
        &info.repeat(3),
    );
}

#[test]
fn script_call_without_variables_reported_once() {
    // A call with ground arguments is reported once, one with variables per instance (rasp
    // runs no scripts: every call is undefined).
    check(
        "n(1..2). u(@h(1)) :- n(X). s(X,@f(X)) :- n(X).",
        "-:1:32-37: info: operation undefined:\n  function 'f' not found\n\n\
         -:1:32-37: info: operation undefined:\n  function 'f' not found\n\n\
         -:1:12-17: info: operation undefined:\n  function 'h' not found\n\n",
    );
}

/// A predicate with a fact in a part that is not grounded counts as defined for both infos
/// (gringo's), not one whose rules there have a body or a choice (clingo's example
/// `examples/clingo/chemistry` grounds a part that uses facts of `base` alone).
#[test]
fn facts_of_parts_not_grounded_define_their_predicates() {
    check("q :- p(1). #program other. p(2).", "");
    check("q :- p(X,Y). #program other(k). p(k,f(k)).", "");
    check("q :- p(X). #program other. p(1;(2;3)).", "");
    for fact in ["p(k;k)", "p(k+1)", "p(1..2)"] {
        check(
            &format!("q :- p(X). #program other(k). {fact}."),
            "-:1:6-10: info: atom does not occur in any rule head:\n  p(X)\n\n",
        );
    }
    check("#show p/1. #program other. p(1).", "");
    check(
        "q :- p(1). #program other. {p(1)}.",
        "-:1:6-10: info: atom does not occur in any rule head:\n  p(1)\n\n",
    );
    check(
        "#show p/1. #program other. p(1) :- q.",
        "-:1:1-11: info: no atoms over signature occur in program:\n  p/1\n\n",
    );
    check(
        "q :- -p(1). #program other. p(1).",
        "-:1:6-11: info: atom does not occur in any rule head:\n  -p(1)\n\n",
    );
}

#[test]
fn parts_not_grounded_are_checked_too() {
    // gringo rewrites every program part, also those it does not ground; a parameter is a
    // variable of its statements (`#Inc0`).
    check(
        "a.\n#program foo.\np(X) :- q(X/0).\n#program bar(t).\nr(t/0).\n",
        "-:3:11-14: info: operation undefined:\n  (X/0)\n\n-:5:3-6: info: operation undefined:\n  (#Inc0/0)\n\n",
    );
}

#[test]
fn infos_of_incremental_steps_reported_once() {
    check(
        "#include <incmode>.\n#const imin=3.\n#program step(t).\nr(1/0).\np(t) :- q(X), X = t/0.\n",
        "-:4:3-6: info: operation undefined:\n  (1/0)\n\n-:5:19-22: info: operation undefined:\n  (#Inc0/0)\n\n",
    );
}
