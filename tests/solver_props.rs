//! Property test: on random small ground programs the solver finds exactly the answer sets the
//! brute-force oracle finds (no duplicates, none missed), and every model passes the solver's
//! own self-check. Run more cases with `PROPTEST_CASES=20000 cargo test --test solver_props`.

mod common;
mod oracle;

use oracle::generate::program;

use proptest::prelude::*;
use rasp::aspif::{AtomId, Body, GroundLit, GroundProgram, HeadKind, Rule};
use rasp::solve::{
    DecisionHeuristic, EnumMode, Enumeration, Projection, SolveError, SolveOptions, SolveResult,
    Solver, WorkQueue,
};
use std::sync::{Arc, Mutex};

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

/// The default options (seed 0) or stressed ones, deciding by heuristic `order` (0: VSIDS,
/// 1: Berkmin, 2: VMTF, 3: the first free variable).
fn options(seed: u64, order: u8) -> SolveOptions {
    let options = if seed == 0 {
        SolveOptions::default()
    } else {
        SolveOptions::stress(seed)
    };
    let heuristic = match order {
        0 => DecisionHeuristic::Vsids,
        1 => DecisionHeuristic::Berkmin { limit: seed as u32 },
        2 => DecisionHeuristic::Vmtf { moves: seed as u32 },
        _ => DecisionHeuristic::First,
    };
    SolveOptions {
        heuristic,
        ..options
    }
}

const DEFAULT_CASES: u32 = 1500;

proptest! {
    #![proptest_config(common::proptest_config(DEFAULT_CASES))]

    #[test]
    fn solver_agrees_with_oracle(program in program(12, 16), seed in 0u64..4, order in 0u8..4) {
        let options = options(seed, order);
        let expected = oracle::answer_sets(&program);
        match solve_all(&program, &options, &[]) {
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
    fn projected_enumeration_reports_each_projection_once(
        program in program(12, 16),
        mask in any::<u16>(),
        seed in 0u64..4,
        order in 0u8..4,
        record in any::<bool>(),
    ) {
        let options = options(seed, order);
        let Ok(mut solver) = Solver::new(&program, &options) else { return Ok(()) };
        let atoms: Vec<AtomId> = (1..=program.atom_count)
            .filter(|&a| mask >> (a % 16) & 1 == 1)
            .map(AtomId)
            .collect();
        let project = |m: &[AtomId]| -> Vec<AtomId> {
            m.iter().copied().filter(|a| atoms.contains(a)).collect()
        };
        let mut expected: Vec<Vec<AtomId>> =
            oracle::answer_sets(&program).iter().map(|m| project(m)).collect();
        expected.sort();
        expected.dedup();
        let how = Enumeration {
            mode: if record { EnumMode::Record } else { EnumMode::Backtrack },
            projection: Some(Projection::Atoms(atoms.clone())),
            count_only: false,
        };
        let mut found = Vec::new();
        let result = solver.enumerate(&how, &[], &mut |m| {
            found.push(project(&m.true_atoms));
            true
        });
        let exhausted = matches!(
            result,
            SolveResult::Unsatisfiable | SolveResult::Satisfiable { exhausted: true, .. }
        );
        prop_assert!(exhausted, "the enumeration ended early: {:?}", result);
        let n = found.len();
        found.sort();
        found.dedup();
        prop_assert_eq!(n, found.len(), "a projection reported twice");
        prop_assert_eq!(&found, &expected);
        // A second enumeration of the same solver, under an assumption, finds those of the
        // answer sets with atom 1 (the first left nothing behind that excludes them).
        let mut again = Vec::new();
        solver.enumerate(&how, &[GroundLit(1)], &mut |m| {
            again.push(project(&m.true_atoms));
            true
        });
        let n = again.len();
        again.sort();
        again.dedup();
        prop_assert_eq!(n, again.len(), "a projection reported twice under an assumption");
        let mut with_1: Vec<Vec<AtomId>> = (oracle::answer_sets(&program).iter())
            .filter(|m| m.contains(&AtomId(1)))
            .map(|m| project(m))
            .collect();
        with_1.sort();
        with_1.dedup();
        prop_assert_eq!(again, with_1);
        // And a third, without, all of them.
        let mut all = Vec::new();
        solver.enumerate(&how, &[], &mut |m| {
            all.push(project(&m.true_atoms));
            true
        });
        all.sort();
        prop_assert_eq!(all, expected);
    }

    /// Threads that split the search space (`-t`'s enumeration) report every answer set
    /// once between them.
    #[test]
    fn split_enumeration_reports_each_model_once(program in program(12, 16), seed in 0u64..4) {
        let options = |i: u64| match seed + i {
            0 => SolveOptions::default(),
            s => SolveOptions::stress(s),
        };
        let Ok(first) = Solver::new(&program, &options(0)) else { return Ok(()) };
        let mut solvers = vec![first];
        for i in 1..3 {
            solvers.push(Solver::new(&program, &options(i)).unwrap());
        }
        let queue = Arc::new(WorkQueue::new(3, &solvers[0]));
        let found = Mutex::new(Vec::new());
        let how = Enumeration::default();
        std::thread::scope(|scope| {
            for solver in &mut solvers {
                let (queue, found, how) = (&queue, &found, &how);
                scope.spawn(move || {
                    let result = solver.enumerate_split(how, queue, &mut |m| {
                        let mut found = found.lock().unwrap();
                        if found.is_empty() {
                            // The first model waits (briefly) until another thread asks for
                            // work, so that the search is split while it has some left.
                            let start = std::time::Instant::now();
                            while !queue.hungry() && start.elapsed().as_millis() < 50 {
                                std::thread::yield_now();
                            }
                        }
                        found.push(m.true_atoms.clone());
                        true
                    });
                    assert!(!matches!(result, SolveResult::Interrupted { .. }));
                });
            }
        });
        let mut found = found.into_inner().unwrap();
        let n = found.len();
        found.sort();
        found.dedup();
        prop_assert_eq!(n, found.len(), "a model reported twice");
        prop_assert_eq!(found, oracle::answer_sets(&program));
    }

    #[test]
    fn repeated_solve_calls_agree(program in program(12, 16)) {
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
        rules: [
            Rule {
                kind: HeadKind::Disjunction,
                head: &[AtomId(1)],
                body: Body::Normal(&[GroundLit(2)]),
            },
            Rule {
                kind: HeadKind::Disjunction,
                head: &[AtomId(2)],
                body: Body::Normal(&[GroundLit(1)]),
            },
            Rule {
                kind: HeadKind::Choice,
                head: &[AtomId(3)],
                body: Body::Normal(&[]),
            },
            Rule {
                kind: HeadKind::Disjunction,
                head: &[AtomId(1)],
                body: Body::Normal(&[GroundLit(3)]),
            },
        ]
        .into_iter()
        .collect(),
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
    let strategy = program(12, 16);
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

proptest! {
    #![proptest_config(common::proptest_config(500))]

    /// The aspif writer's output reads back as the same program.
    #[test]
    fn aspif_round_trip(program in program(12, 16)) {
        let text = rasp::aspif::write::write(&program);
        let back = rasp::aspif::read::read(&text).unwrap();
        // The reader infers the atom count from the atoms used.
        let mut expected = program.clone();
        expected.atom_count = back.atom_count;
        prop_assert_eq!(back, expected);
    }
}
