//! Property tests of the reasoning modes on random small ground programs, against the
//! brute-force oracle: optimization (branch-and-bound and core-guided; opt, optN, enum with
//! a bound), acyclicity (`#edge`), projected enumeration (backtracking and recording) and
//! brave and cautious consequences. Run more cases with `PROPTEST_CASES=5000`.

mod common;
mod oracle;

use oracle::generate::{program_with_edges, program_with_minimize, program_with_outputs};
use oracle::reasoning;
use proptest::prelude::*;
use rasp::aspif::{AtomId, GroundProgram};
use rasp::solve::{
    ConsequenceKind, EnumMode, Enumeration, Model, OptMode, OptStrategy, Optimization, Projection,
    SolveOptions, SolveResult, Solver,
};

const DEFAULT_CASES: u32 = 1000;

/// A solver, or `None` for the programs the solver refuses (non-HCF disjunction).
fn solver(program: &GroundProgram, seed: u64) -> Option<Solver> {
    let options = if seed == 0 {
        SolveOptions::default()
    } else {
        SolveOptions::stress(seed)
    };
    match Solver::new(program, &options) {
        Ok(s) => Some(s),
        Err(e) => panic!("unexpected refusal: {e}"),
    }
}

/// Runs an optimization, collecting the reported models.
fn optimize(solver: &mut Solver, how: &Optimization) -> (Vec<Model>, rasp::solve::OptimizeResult) {
    let mut models = Vec::new();
    let result = solver.optimize(how, &mut |m| {
        models.push(m.clone());
        true
    });
    (models, result)
}

/// Branch-and-bound (0), core-guided (1) or core-guided with stratification (2).
fn strategy(kind: u8) -> OptStrategy {
    match kind {
        0 => OptStrategy::BranchAndBound,
        k => OptStrategy::CoreGuided { stratify: k == 2 },
    }
}

proptest! {
    #![proptest_config(common::proptest_config(DEFAULT_CASES))]

    /// opt: the models improve strictly, each is an answer set with the costs reported, and
    /// the last one has the brute-force optimum; optN then reports exactly the optimal
    /// answer sets, each once.
    #[test]
    fn optimization_finds_the_optimum(
        program in program_with_minimize(10, 14),
        seed in 0u64..3,
        core in 0u8..3,
    ) {
        let Some(mut s) = solver(&program, seed) else { return Ok(()) };
        let answer_sets = oracle::answer_sets(&program);
        let how = Optimization {
            mode: OptMode::EnumerateOptimal,
            strategy: strategy(core),
            ..Optimization::default()
        };
        let (models, result) = optimize(&mut s, &how);
        let expected = reasoning::optimum(&program, &answer_sets);
        prop_assert_eq!(&result.best, &expected);
        prop_assert_eq!(result.proven, expected.is_some());
        let (improving, optimal): (Vec<&Model>, Vec<&Model>) =
            models.iter().partition(|m| !m.optimal);
        for m in &models {
            prop_assert!(answer_sets.contains(&m.true_atoms), "not an answer set: {:?}", m);
            prop_assert_eq!(&m.costs, &reasoning::costs(&program, &m.true_atoms));
        }
        for pair in improving.windows(2) {
            prop_assert!(pair[1].costs < pair[0].costs, "no improvement: {:?}", pair);
        }
        prop_assert_eq!(improving.last().map(|m| &m.costs), expected.as_ref());
        let mut found: Vec<Vec<AtomId>> = optimal.iter().map(|m| m.true_atoms.clone()).collect();
        found.sort();
        let n = found.len();
        found.dedup();
        prop_assert_eq!(n, found.len(), "an optimal model twice");
        prop_assert_eq!(found, reasoning::optimal(&program, &answer_sets));
        prop_assert_eq!(result.enumerated, n as u64);
        match expected {
            None => prop_assert_eq!(result.result, SolveResult::Unsatisfiable),
            Some(_) => prop_assert_eq!(result.result.exit_code(), 30),
        }
    }

    /// enum with a bound: exactly the answer sets whose costs are at most the bound; the
    /// solver stays usable for plain enumeration afterwards (its bound was conditional).
    #[test]
    fn bounded_enumeration_and_reuse(
        program in program_with_minimize(10, 14),
        bound in prop::collection::vec(-4..6i64, 1..3),
        record in any::<bool>(),
    ) {
        let Some(mut s) = solver(&program, 0) else { return Ok(()) };
        let answer_sets = oracle::answer_sets(&program);
        let how = Optimization {
            mode: OptMode::Bounded,
            bound: Some(bound.clone()),
            enumeration: Enumeration {
                mode: if record { EnumMode::Record } else { EnumMode::Backtrack },
                projection: None,
                count_only: false,
            },
            ..Optimization::default()
        };
        let (models, _) = optimize(&mut s, &how);
        let mut found: Vec<Vec<AtomId>> = models.into_iter().map(|m| m.true_atoms).collect();
        found.sort();
        let within = |m: &Vec<AtomId>| {
            let costs = reasoning::costs(&program, m);
            // Levels beyond the bound's are unbounded.
            costs.iter().take(bound.len()).cloned().collect::<Vec<_>>()
                <= bound.iter().take(costs.len()).cloned().collect::<Vec<_>>()
        };
        let expected: Vec<Vec<AtomId>> = answer_sets.iter().filter(|m| within(m)).cloned().collect();
        prop_assert_eq!(found, expected);
        let mut all = Vec::new();
        s.solve(&mut |m| { all.push(m.true_atoms.clone()); true });
        all.sort();
        prop_assert_eq!(all, answer_sets);
    }

    /// #edge: the answer sets are those of the program without edges whose edge graphs are
    /// acyclic.
    #[test]
    fn edges_keep_the_graph_acyclic(program in program_with_edges(10, 14), seed in 0u64..3) {
        let Some(mut s) = solver(&program, seed) else { return Ok(()) };
        let mut found = Vec::new();
        s.solve(&mut |m| { found.push(m.true_atoms.clone()); true });
        found.sort();
        let expected: Vec<Vec<AtomId>> = oracle::answer_sets(&program)
            .into_iter()
            .filter(|m| reasoning::acyclic(&program, m))
            .collect();
        prop_assert_eq!(found, expected);
    }

    /// Projected enumeration reports each projection of the answer sets exactly once, by
    /// backtracking or by recording, onto atoms or onto the shown outputs.
    #[test]
    fn projection_reports_each_projection_once(
        program in program_with_outputs(10, 14),
        atoms in prop::collection::vec(1u32..=10, 0..4),
        record in any::<bool>(),
        shown in any::<bool>(),
        seed in 0u64..3,
    ) {
        let Some(mut s) = solver(&program, seed) else { return Ok(()) };
        let atoms: Vec<AtomId> = atoms.into_iter().filter(|&a| a <= program.atom_count).map(AtomId).collect();
        let how = Enumeration {
            mode: if record { EnumMode::Record } else { EnumMode::Backtrack },
            projection: Some(if shown { Projection::Shown } else { Projection::Atoms(atoms.clone()) }),
            count_only: false,
        };
        let key = |m: &[AtomId]| if shown {
            reasoning::shown(&program, m)
        } else {
            reasoning::project(m, &atoms)
        };
        let mut found = Vec::new();
        let result = s.enumerate(&how, &[], &mut |m| {
            found.push(key(&m.true_atoms));
            true
        });
        let n = found.len();
        found.sort();
        found.dedup();
        prop_assert_eq!(n, found.len(), "a projection twice");
        let mut expected: Vec<Vec<bool>> = oracle::answer_sets(&program).iter().map(|m| key(m)).collect();
        expected.sort();
        expected.dedup();
        prop_assert_eq!(found, expected.clone());
        prop_assert_eq!(result.exit_code(), if expected.is_empty() { 20 } else { 30 });
    }

    /// Brave and cautious consequences are the union and the intersection of the outputs of
    /// the answer sets.
    #[test]
    fn consequences_are_union_and_intersection(
        program in program_with_outputs(10, 14),
        brave in any::<bool>(),
        seed in 0u64..3,
    ) {
        let Some(mut s) = solver(&program, seed) else { return Ok(()) };
        let kind = if brave { ConsequenceKind::Brave } else { ConsequenceKind::Cautious };
        let (result, last) = s.consequences(kind, &mut |_| true);
        let expected = reasoning::consequences(&program, &oracle::answer_sets(&program), brave);
        match expected {
            None => {
                prop_assert_eq!(result, SolveResult::Unsatisfiable);
                prop_assert!(last.is_none());
            }
            Some(expected) => {
                let last = last.expect("a model");
                prop_assert!(last.complete);
                prop_assert_eq!(&last.included, &expected);
                prop_assert_eq!(last.definite, expected.iter().filter(|&&b| b).count() as u64);
                prop_assert_eq!(last.open, 0);
                prop_assert_eq!(result.exit_code(), 30);
            }
        }
    }
}

/// The generators must produce what the properties claim to cover: optimization problems
/// with several answer sets and several levels, several optimal models, negative weights,
/// cyclic edge graphs, projections that merge answer sets.
#[test]
fn generators_cover_the_interesting_cases() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};
    let mut runner = TestRunner::new_with_rng(
        Config::default(),
        TestRng::from_seed(RngAlgorithm::ChaCha, &[9; 32]),
    );
    let total = 300;
    let (mut choice, mut levels, mut ties, mut negative) = (0, 0, 0, 0);
    let strategy = program_with_minimize(10, 14);
    for _ in 0..total {
        let program = strategy.new_tree(&mut runner).unwrap().current();
        let answer_sets = oracle::answer_sets(&program);
        choice += (answer_sets.len() >= 3) as u32;
        let optimal = reasoning::optimal(&program, &answer_sets);
        ties += (optimal.len() >= 2) as u32;
        levels += (reasoning::costs(&program, &[]).len() >= 2 && answer_sets.len() >= 2) as u32;
        negative += program
            .minimize
            .iter()
            .any(|m| m.elements.iter().any(|e| e.weight < 0)) as u32;
    }
    let (mut cyclic, strategy) = (0, program_with_edges(10, 14));
    for _ in 0..total {
        let program = strategy.new_tree(&mut runner).unwrap().current();
        let answer_sets = oracle::answer_sets(&program);
        cyclic += answer_sets.iter().any(|m| !reasoning::acyclic(&program, m)) as u32;
    }
    let (mut merged, strategy) = (0, program_with_outputs(10, 14));
    for _ in 0..total {
        let program = strategy.new_tree(&mut runner).unwrap().current();
        let answer_sets = oracle::answer_sets(&program);
        let mut shown: Vec<Vec<bool>> = answer_sets
            .iter()
            .map(|m| reasoning::shown(&program, m))
            .collect();
        shown.sort();
        shown.dedup();
        merged += (shown.len() >= 2 && shown.len() < answer_sets.len()) as u32;
    }
    let counts = [choice, levels, ties, negative, cyclic, merged];
    assert!(
        counts.iter().all(|&c| c >= total / 20),
        "[several answer sets, levels, ties, negative weights, cyclic edges, merged projections] = {counts:?}"
    );
}
