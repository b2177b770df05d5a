//! Properties of the grounder on random programs: semi-naive evaluation derives exactly what
//! naive evaluation derives (the same atoms, the same facts, the same answer sets).

mod common;

use proptest::prelude::*;
use rasp::ground::GroundOptions;
use std::collections::BTreeSet;

/// The atoms of a ground program's output table, each with whether it is a fact.
fn domain(engine: &rasp::engine::Engine) -> BTreeSet<(String, bool)> {
    engine
        .program()
        .outputs
        .iter()
        .map(|o| (o.symbol.clone(), o.condition.is_empty()))
        .collect()
}

/// At most this many answer sets are compared (both groundings must have more, or the same).
const MODEL_LIMIT: usize = 5_000;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(
        std::env::var("PROPTEST_CASES").ok().and_then(|c| c.parse().ok()).unwrap_or(300)
    ))]

    #[test]
    fn semi_naive_grounding_equals_naive_grounding(program in common::program()) {
        let semi = common::ground(&program, GroundOptions::default());
        let naive = common::ground(&program, GroundOptions { naive: true, ..GroundOptions::default() });
        match (semi, naive) {
            (Ok(mut semi), Ok(mut naive)) => {
                prop_assert_eq!(domain(&semi), domain(&naive), "program:\n{}", program);
                prop_assert_eq!(
                    common::answer_sets(&mut semi, MODEL_LIMIT),
                    common::answer_sets(&mut naive, MODEL_LIMIT),
                    "program:\n{}",
                    program
                );
            }
            (Err(a), Err(b)) => prop_assert_eq!(a, b),
            (a, b) => prop_assert!(false, "one grounding failed: {:?} / {:?}", a.err(), b.err()),
        }
    }
}

#[test]
#[ignore]
fn show_some_programs() {
    use proptest::strategy::ValueTree;
    let mut runner = proptest::test_runner::TestRunner::deterministic();
    for _ in 0..3 {
        let p = common::program().new_tree(&mut runner).unwrap().current();
        eprintln!("-----\n{p}");
    }
}
