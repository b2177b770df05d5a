//! The solver's public API: stopping after N models, interrupting, adding nogoods between
//! calls, assumptions, shown symbols and exit codes.

use rasp::aspif::read::read;
use rasp::aspif::{AtomId, GroundLit, GroundProgram};
use rasp::solve::{Model, SolveOptions, SolveResult, Solver};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

/// `{a; b; c}.` with outputs a, b, c (atoms 1..3).
fn three_free_atoms() -> GroundProgram {
    read("asp 1 0 0\n1 1 3 1 2 3 0 0\n4 1 a 1 1\n4 1 b 1 2\n4 1 c 1 3\n0\n").unwrap()
}

fn collect(solver: &mut Solver, assumptions: &[GroundLit]) -> (Vec<Vec<AtomId>>, SolveResult) {
    let mut models = Vec::new();
    let result = solver.solve_with_assumptions(assumptions, &mut |m: &Model| {
        models.push(m.true_atoms.clone());
        true
    });
    models.sort();
    (models, result)
}

#[test]
fn the_callback_stops_the_search() {
    let program = three_free_atoms();
    let mut solver = Solver::new(&program, &SolveOptions::default()).unwrap();
    let mut seen = 0;
    let result = solver.solve(&mut |m| {
        seen += 1;
        assert_eq!(m.number, seen);
        seen < 3
    });
    assert_eq!(
        result,
        SolveResult::Satisfiable {
            models: 3,
            exhausted: false
        }
    );
    assert_eq!(result.exit_code(), 10);
}

#[test]
fn all_models_exhaust_the_search() {
    let program = three_free_atoms();
    let mut solver = Solver::new(&program, &SolveOptions::default()).unwrap();
    let (models, result) = collect(&mut solver, &[]);
    assert_eq!(models.len(), 8);
    assert_eq!(result.exit_code(), 30);
    assert_eq!(solver.stats().models, 8);
}

#[test]
fn a_set_interrupt_flag_stops_the_search() {
    let program = three_free_atoms();
    let flag = Arc::new(AtomicBool::new(true));
    let options = SolveOptions {
        interrupt: Some(flag),
        ..SolveOptions::default()
    };
    let mut solver = Solver::new(&program, &options).unwrap();
    let result = solver.solve(&mut |_| true);
    assert!(
        matches!(result, SolveResult::Interrupted { .. }),
        "{result:?}"
    );
}

#[test]
fn nogoods_added_between_calls_remove_models() {
    let program = three_free_atoms();
    let mut solver = Solver::new(&program, &SolveOptions::default()).unwrap();
    // Not both a and b; not (c and not a).
    assert!(solver.add_nogood(&[GroundLit(1), GroundLit(2)]));
    assert!(solver.add_nogood(&[GroundLit(3), GroundLit(-1)]));
    let (models, _) = collect(&mut solver, &[]);
    let a = AtomId(1);
    let b = AtomId(2);
    let c = AtomId(3);
    assert_eq!(models, vec![vec![], vec![a], vec![a, c], vec![b]]);
    // Contradicting nogoods make it unsatisfiable for good.
    solver.add_nogood(&[GroundLit(1)]);
    solver.add_nogood(&[GroundLit(-1)]);
    assert_eq!(collect(&mut solver, &[]).1, SolveResult::Unsatisfiable);
}

#[test]
fn assumptions_restrict_one_call_only() {
    let program = three_free_atoms();
    let mut solver = Solver::new(&program, &SolveOptions::default()).unwrap();
    let (models, _) = collect(&mut solver, &[GroundLit(1), GroundLit(-2)]);
    assert_eq!(models.len(), 2);
    let (models, result) = collect(&mut solver, &[GroundLit(1), GroundLit(-1)]);
    assert!(models.is_empty());
    assert_eq!(result.exit_code(), 20);
    assert_eq!(collect(&mut solver, &[]).0.len(), 8);
}

#[test]
fn program_assumptions_hold_in_every_call() {
    let mut program = three_free_atoms();
    program.assumptions = vec![GroundLit(-3)];
    let mut solver = Solver::new(&program, &SolveOptions::default()).unwrap();
    assert_eq!(collect(&mut solver, &[]).0.len(), 4);
}

#[test]
fn shown_symbols_facts_first_then_by_condition() {
    // {a}. #show x : a. #show y : not a. #show x. #show z.
    // As clingo --mode=clasp: unconditional symbols first (in table order), then by the
    // condition's atom; each output whose condition holds, even if its symbol was printed.
    let program =
        read("asp 1 0 0\n1 1 1 1 0 0\n4 1 x 1 1\n4 1 y 1 -1\n4 1 x 0\n4 1 z 0\n0\n").unwrap();
    let with_a = Model {
        true_atoms: vec![AtomId(1)],
        number: 1,
        costs: vec![],
        optimal: false,
    };
    let without_a = Model {
        true_atoms: vec![],
        number: 2,
        costs: vec![],
        optimal: false,
    };
    assert_eq!(with_a.shown(&program), vec!["x", "z", "x"]);
    assert_eq!(without_a.shown(&program), vec!["x", "z", "y"]);
}

#[test]
fn unsupported_input_is_an_error_not_a_panic() {
    // Theory statements are read; one of an unknown kind is an error.
    assert!(read("asp 1 0 0\n9 0 1 1\n0\n").is_ok());
    let err = read("asp 1 0 0\n9 3 1 1\n0\n").unwrap_err();
    assert_eq!(err.line, 2);
    assert!(err.to_string().contains("theory"), "{err}");
    // A huge atom number is valid aspif but refused rather than exhausting memory.
    let program = read("asp 1 0 0\n1 0 1 2147483647 0 0\n0\n").unwrap();
    assert!(Solver::new(&program, &SolveOptions::default()).is_err());
}
