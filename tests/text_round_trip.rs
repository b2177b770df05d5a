//! `--text` prints valid input with the same answer sets: for random programs (the
//! differential tester's generators: aggregates, conditional literals, choice rules,
//! disjunctions, recursion), the ground program printed as text and grounded again has the
//! answer sets of the program.

mod common;

use proptest::prelude::*;
use rasp::api::Control;
use rasp::ground::GroundOptions;

/// At most this many answer sets are compared.
const MODEL_LIMIT: usize = 5_000;

/// The answer sets of a program (`None` inside if there are more than [`MODEL_LIMIT`]), or
/// `None` where rasp refuses it.
fn answer_sets(program: &str) -> Option<Option<std::collections::BTreeSet<Vec<String>>>> {
    let mut engine = common::ground(program, GroundOptions::default()).ok()?;
    common::answer_sets(&mut engine, MODEL_LIMIT).ok()
}

fn round_trip(program: &str) -> Result<(), TestCaseError> {
    let Some(expected @ Some(_)) = answer_sets(program) else {
        return Ok(());
    };
    let text = Control::new()
        .add_text("-", program)
        .ground_text()
        .map_err(|e| TestCaseError::fail(format!("{e:?}")))?;
    // A theory atom whose elements depend on its own rule names auxiliary atoms in its
    // conditions (`&a{1: #p_r_1(1)}`; clingo prints `#delayed(n)`): no input either way.
    if (text.lines()).any(|line| line.contains('&') && line.contains("#p_")) {
        return Ok(());
    }
    // The text has no theory definitions (neither has clingo's): the program's come first.
    let theories: String = (program.lines())
        .filter(|line| line.starts_with("#theory"))
        .map(|line| format!("{line}\n"))
        .collect();
    let actual = answer_sets(&format!("{theories}{text}"));
    prop_assert_eq!(Some(expected), actual, "the text:\n{}", text);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { failure_persistence: None, ..common::proptest_config(150) })]

    #[test]
    fn text_of_random_programs_has_their_answer_sets(program in common::program()) {
        round_trip(&program)?;
    }

    #[test]
    fn text_of_recursive_aggregates_has_their_answer_sets(
        program in common::recursive_aggregate_program()
    ) {
        round_trip(&program)?;
    }
}
