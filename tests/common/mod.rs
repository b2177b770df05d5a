//! Shared test support: random small non-ground programs (proptest strategies; the general
//! generator is in `generate`), helpers that run rasp's pipeline in-process, and one that
//! runs the `rasp` binary.
//!
//! Programs are safe by construction: every rule starts with domain literals `d(X)` that bind
//! its variables, over a small domain, so they ground to a few dozen atoms.

#![allow(dead_code)]

pub mod clingo_bugs;
pub mod generate;

use proptest::prelude::*;
use rasp::engine::Engine;
use rasp::ground::GroundOptions;
use rasp::solve::{SolveOptions, SolveResult};
use std::collections::BTreeSet;
use std::io::Write;
use std::process::{Command, Output, Stdio};

/// The answer sets of an aspif program, each as its sorted shown symbols joined by spaces
/// (sorted).
pub fn aspif_answer_sets(aspif: &str) -> Vec<String> {
    let program = rasp::aspif::read::read(aspif).expect("valid aspif");
    let mut solver =
        rasp::solve::Solver::new(&program, &SolveOptions::default()).expect("supported");
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

/// A meta-interpreter over reified facts (`--output=reify`): normal and weight bodies,
/// disjunctive and choice heads, externals, outputs (`show(T)` for a shown `T`). Appended to
/// a program's facts, its answer sets are the program's.
pub const REIFY_META: &str = "
    conjunction(B) :- literal_tuple(B),
        hold(L) : literal_tuple(B,L), L > 0; not hold(-L) : literal_tuple(B,L), L < 0.
    body(normal(B)) :- rule(_,normal(B)), conjunction(B).
    body(sum(B,G)) :- rule(_,sum(B,G)),
        #sum { W,L : hold(L), weighted_literal_tuple(B,L,W), L > 0;
               W,L : not hold(-L), weighted_literal_tuple(B,L,W), L < 0 } >= G.
    hold(A) : atom_tuple(H,A) :- rule(disjunction(H),B), body(B).
    { hold(A) : atom_tuple(H,A) } :- rule(choice(H),B), body(B).
    { hold(A) } :- external(A,free).
    hold(A) :- external(A,true).
    derived(A) :- rule(disjunction(H),_), atom_tuple(H,A).
    derived(A) :- rule(choice(H),_), atom_tuple(H,A).
    theory(A) :- theory_atom(A,_,_), A > 0.
    theory(A) :- theory_atom(A,_,_,_,_), A > 0.
    { hold(A) } :- theory(A), not derived(A), not external(A,_).
    show(T) :- output(T,B), conjunction(B).
    #show show/1.";

/// The configuration of a property test: `cases` cases (`PROPTEST_CASES` overrides it) from
/// a fixed seed, so that every run (CI's) tests the same programs; `PROPTEST_RNG_SEED=<n>`
/// explores others (and a case they find becomes a regression test).
pub fn proptest_config(cases: u32) -> ProptestConfig {
    // The default reads the `PROPTEST_*` variables.
    let mut config = ProptestConfig::default();
    if std::env::var_os("PROPTEST_CASES").is_none() {
        config.cases = cases;
    }
    if std::env::var_os("PROPTEST_RNG_SEED").is_none() {
        config.rng_seed = proptest::test_runner::RngSeed::Fixed(0);
    }
    config
}

/// Runs the `rasp` binary with `args`, feeding `stdin` (scripts run nowhere, whether or not
/// rasp's Python module is installed).
pub fn run_rasp(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_rasp"))
        .args(args)
        .env("RASP_PYTHON", "")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("rasp runs");
    // rasp may exit before reading its input (a rejected option): a broken pipe here is
    // not the test's concern.
    let _ = child.stdin.take().unwrap().write_all(stdin.as_bytes());
    child.wait_with_output().unwrap()
}

/// A body aggregate over a local variable `Z` whose elements are conditioned on `atoms`
/// (each mentioning `Z` or not): one or two elements, weights of either sign, conditions
/// positive or negated, one bound or two, the aggregate itself positive or negated.
fn aggregate_over(atoms: Vec<String>) -> impl Strategy<Value = String> {
    let element = (
        prop::sample::select(vec!["Z", "Z", "-Z", "Z-2", "1"]),
        prop::sample::select(atoms),
        prop::bool::weighted(0.25),
    )
        .prop_map(|(weight, atom, negated)| {
            let naf = if negated { "not " } else { "" };
            generate::Text::new(format!("{weight} : {naf}{atom}, d(Z)"), &[])
        });
    generate::aggregate_of(element).prop_map(|aggregate| aggregate.text)
}

/// A program whose aggregates are recursive: `p` and `q` are defined by rules whose body
/// aggregates count `p`, `q` and a freely chosen `c`, so the aggregates' elements depend
/// on the rules' heads (clingo's semantics of recursive aggregates, non-monotone ones
/// included).
pub fn recursive_aggregate_program() -> impl Strategy<Value = String> {
    let atoms: Vec<String> = ["p(Z)", "q(Z)", "c(Z)", "p(1)", "q(2)"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let rule = (
        prop::sample::select(vec!["p(X)", "q(X)", "p(1)"]),
        prop::sample::select(vec!["", ", c(X)", ", not c(X)", ", not p(X)"]),
        aggregate_over(atoms),
    )
        .prop_map(|(head, extra, aggregate)| format!("{head} :- d(X){extra}, {aggregate}."));
    (
        prop::sample::select(vec!["{ c(X) } :- d(X).", "c(1). { c(2) }.", "c(2)."]),
        prop::collection::vec(rule, 1..4),
    )
        .prop_map(|(choice, rules)| format!("d(1..3).\n{choice}\n{}\n", rules.join("\n")))
}

/// A random program over the whole language (see `generate`), without minimize statements.
pub fn program() -> impl Strategy<Value = String> {
    generate::program_text(&generate::Config::default()).prop_map(|text| text.text)
}

/// Parses, checks and grounds `text`: the engine holding the ground program, or the
/// errors as rasp prints them.
pub fn ground(text: &str, options: GroundOptions) -> Result<Engine, String> {
    let mut engine = Engine::new();
    let render = |failed: rasp::engine::Failed, engine: &Engine| -> String {
        (failed.messages.iter())
            .map(|e| e.render(engine.sources()))
            .collect()
    };
    let read = engine.add_text("-", text);
    read.map_err(|e| render(e, &engine))?;
    let grounded = engine.ground(options);
    grounded.map_err(|e| render(e, &engine))?;
    Ok(engine)
}

/// All answer sets of a ground program, each as its sorted shown atoms, or `None` if it
/// has more than `limit` (random programs may have millions, too many to enumerate in a
/// test, above all in a debug build, which checks every model).
pub fn answer_sets(
    engine: &mut Engine,
    limit: usize,
) -> Result<Option<BTreeSet<Vec<String>>>, String> {
    let (solver, view) = engine
        .solver(&SolveOptions::default())
        .map_err(|e| e.to_string())?;
    let mut models = BTreeSet::new();
    let mut found = 0;
    let result = solver.solve(&mut |model| {
        found += 1;
        let mut atoms: Vec<String> = model
            .shown(view.program)
            .into_iter()
            .map(str::to_string)
            .collect();
        atoms.sort();
        models.insert(atoms);
        found <= limit
    });
    match result {
        _ if found > limit => Ok(None),
        SolveResult::Interrupted { .. } => Err("interrupted".into()),
        _ => Ok(Some(models)),
    }
}
