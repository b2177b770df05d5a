//! Property test: on random small ground programs the solver finds exactly the answer sets the
//! brute-force oracle finds (no duplicates, none missed), and every model passes the solver's
//! own self-check. Run more cases with `PROPTEST_CASES=20000 cargo test --test solver_props`.

mod oracle;

use proptest::prelude::*;
use rasp::aspif::{
    AtomId, Body, ExternalValue, GroundLit, GroundProgram, HeadKind, Rule, WeightedLit,
};
use rasp::solve::{SolveError, SolveOptions, SolveResult, Solver};

fn lit(atoms: u32) -> impl Strategy<Value = GroundLit> {
    (1..=atoms, any::<bool>())
        .prop_map(|(a, neg)| GroundLit(if neg { -(a as i32) } else { a as i32 }))
}

fn body(atoms: u32) -> impl Strategy<Value = Body> {
    prop_oneof![
        4 => prop::collection::vec(lit(atoms), 0..4).prop_map(Body::Normal),
        1 => (0..6i32, prop::collection::vec((lit(atoms), 1..4i32), 0..5)).prop_map(|(lower, e)| {
            Body::Sum {
                lower,
                elements: e.into_iter().map(|(lit, weight)| WeightedLit { lit, weight }).collect(),
            }
        }),
        1 => (0..4i32, prop::collection::vec(lit(atoms), 0..5)).prop_map(|(lower, e)| {
            Body::Sum {
                lower,
                elements: e.into_iter().map(|lit| WeightedLit { lit, weight: 1 }).collect(),
            }
        }),
    ]
}

fn rule(atoms: u32) -> impl Strategy<Value = Rule> {
    let head = move |n| prop::collection::vec((1..=atoms).prop_map(AtomId), n);
    prop_oneof![
        8 => (head(1..2), body(atoms)).prop_map(|(head, body)| Rule { kind: HeadKind::Disjunction, head, body }),
        3 => (head(1..4), body(atoms)).prop_map(|(head, body)| Rule { kind: HeadKind::Choice, head, body }),
        2 => body(atoms).prop_map(|body| Rule { kind: HeadKind::Disjunction, head: vec![], body }),
        1 => (head(2..4), body(atoms)).prop_map(|(head, body)| Rule { kind: HeadKind::Disjunction, head, body }),
    ]
}

fn external() -> impl Strategy<Value = ExternalValue> {
    prop_oneof![
        Just(ExternalValue::Free),
        Just(ExternalValue::True),
        Just(ExternalValue::False),
        Just(ExternalValue::Release),
    ]
}

fn program() -> impl Strategy<Value = GroundProgram> {
    (1..=12u32).prop_flat_map(|atoms| {
        (
            prop::collection::vec(rule(atoms), 0..16),
            prop::collection::vec(((1..=atoms).prop_map(AtomId), external()), 0..3),
        )
            .prop_map(move |(rules, externals)| GroundProgram {
                atom_count: atoms,
                rules,
                externals,
                ..GroundProgram::default()
            })
    })
}

fn solve_all(
    program: &GroundProgram,
    options: &SolveOptions,
    assume: &[GroundLit],
) -> Result<Vec<Vec<AtomId>>, SolveError> {
    let mut solver = Solver::new(program, options)?;
    let mut models = Vec::new();
    let result = solver.solve_with_assumptions(assume, &mut |m| {
        models.push(m.true_atoms.clone());
        true
    });
    match result {
        SolveResult::Satisfiable {
            models: n,
            exhausted: true,
        } => assert_eq!(n as usize, models.len()),
        SolveResult::Unsatisfiable => assert!(models.is_empty()),
        other => panic!("unexpected result {other:?}"),
    }
    Ok(models)
}

fn cases() -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1500)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases()))]

    #[test]
    fn solver_agrees_with_oracle(program in program(), seed in 0u64..4) {
        let options = if seed == 0 { SolveOptions::default() } else { SolveOptions::stress(seed) };
        let expected = oracle::answer_sets(&program);
        match solve_all(&program, &options, &[]) {
            Err(SolveError::NonHcfDisjunction { .. }) => {
                prop_assert!(oracle::has_head_cycle(&program), "refused a head-cycle-free program");
            }
            Err(e) => panic!("unexpected refusal: {e}"),
            Ok(mut models) => {
                let n = models.len();
                models.sort();
                models.dedup();
                prop_assert_eq!(n, models.len(), "duplicate models");
                prop_assert_eq!(&models, &expected);
                // Solving again under an assumption gives the matching subset.
                let assume = GroundLit(1);
                let mut under = solve_all(&program, &options, &[assume]).unwrap();
                under.sort();
                let filtered: Vec<_> = expected.iter().filter(|m| m.contains(&AtomId(1))).cloned().collect();
                prop_assert_eq!(under, filtered);
            }
        }
    }

    #[test]
    fn repeated_solve_calls_agree(program in program()) {
        let Ok(mut solver) = Solver::new(&program, &SolveOptions::stress(7)) else { return Ok(()) };
        let expected = oracle::answer_sets(&program);
        for assume in [None, Some(GroundLit(-1)), None] {
            let mut models = Vec::new();
            let assumptions: Vec<GroundLit> = assume.into_iter().collect();
            solver.solve_with_assumptions(&assumptions, &mut |m| { models.push(m.true_atoms.clone()); true });
            models.sort();
            let want: Vec<_> = expected.iter().filter(|m| assume.is_none() || !m.contains(&AtomId(1))).cloned().collect();
            prop_assert_eq!(models, want);
        }
    }
}

#[test]
fn oracle_knows_a_positive_loop() {
    // a :- b. b :- a. {c}. a :- c.
    let program = GroundProgram {
        atom_count: 3,
        rules: vec![
            Rule {
                kind: HeadKind::Disjunction,
                head: vec![AtomId(1)],
                body: Body::Normal(vec![GroundLit(2)]),
            },
            Rule {
                kind: HeadKind::Disjunction,
                head: vec![AtomId(2)],
                body: Body::Normal(vec![GroundLit(1)]),
            },
            Rule {
                kind: HeadKind::Choice,
                head: vec![AtomId(3)],
                body: Body::Normal(vec![]),
            },
            Rule {
                kind: HeadKind::Disjunction,
                head: vec![AtomId(1)],
                body: Body::Normal(vec![GroundLit(3)]),
            },
        ],
        ..GroundProgram::default()
    };
    let expected = vec![vec![], vec![AtomId(1), AtomId(2), AtomId(3)]];
    assert_eq!(oracle::answer_sets(&program), expected);
    assert_eq!(
        solve_all(&program, &SolveOptions::default(), &[])
            .unwrap()
            .len(),
        2
    );
}

/// The generator must actually produce what the property test claims to cover: non-tight
/// programs, weight constraints, externals, unsatisfiable programs and several answer sets.
#[test]
fn generator_covers_the_interesting_cases() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};
    let mut runner = TestRunner::new_with_rng(
        Config::default(),
        TestRng::from_seed(RngAlgorithm::ChaCha, &[7; 32]),
    );
    let strategy = program();
    let (mut loops, mut weights, mut externals, mut unsat, mut several) = (0, 0, 0, 0, 0);
    let total = 1000;
    for _ in 0..total {
        let program = strategy.new_tree(&mut runner).unwrap().current();
        let Ok(mut solver) = Solver::new(&program, &SolveOptions::default()) else {
            continue;
        };
        let mut models = 0;
        solver.solve(&mut |_| {
            models += 1;
            true
        });
        let stats = solver.stats();
        loops += (stats.loop_atoms > 0) as u32;
        weights += (stats.weight_constraints > 0) as u32;
        externals += (!program.externals.is_empty()) as u32;
        unsat += (models == 0) as u32;
        several += (models > 1) as u32;
    }
    for (what, n) in [
        ("non-tight", loops),
        ("weight constraints", weights),
        ("externals", externals),
        ("unsatisfiable", unsat),
        ("several answer sets", several),
    ] {
        assert!(n * 20 >= total, "only {n} of {total} programs have {what}");
    }
}
