//! The engine's tests: sessions across grounding steps and solve calls.

use super::*;

/// The models' shown symbols under the session's solver.
fn models(engine: &mut Engine) -> Vec<Vec<String>> {
    let (solver, view, externals) = engine.session_solver(&SolveOptions::default()).unwrap();
    let order = crate::solve::OutputOrder::new(view.program);
    let mut models = Vec::new();
    solver.solve_with_assumptions(&externals, &mut |model| {
        let shown = model.shown_outputs(view.program, &order);
        let mut atoms: Vec<String> = shown
            .map(|i| view.symbols.show(view.symbol(i).unwrap()))
            .collect();
        atoms.sort();
        models.push(atoms);
        true
    });
    models.sort();
    models
}

#[test]
fn atoms_come_in_gringos_domain_order() {
    let mut engine = Engine::new();
    // Predicates of rules in the order written, those of facts only after them.
    let text = "c. a. {b}. {d}. e :- b. p(3). p(1). {q(2); q(1)}. r(X) :- q(X).";
    engine.add_text("t", text).unwrap();
    engine
        .ground_parts(&[Part::base()], GroundOptions::default())
        .unwrap();
    let atoms: Vec<String> = (engine.atoms().iter())
        .map(|a| engine.symbols().show(a.symbol))
        .collect();
    let expected = [
        "b", "d", "e", "q(2)", "q(1)", "r(2)", "r(1)", "c", "a", "p(3)", "p(1)",
    ];
    assert_eq!(atoms, expected);
}

#[test]
fn the_session_solver_is_kept_across_assignments() {
    let mut engine = Engine::new();
    let text = "#external e(1..2). a :- e(1). b :- e(2). #show a/0. #show b/0. \
                #program again. #external e(2).";
    engine.add_text("t", text).unwrap();
    engine
        .ground_parts(&[Part::base()], GroundOptions::default())
        .unwrap();
    let e = |engine: &mut Engine, n| {
        engine.intern(|s| {
            let name = s.name("e");
            s.function(name, false, &[Symbol::Int(n)])
        })
    };
    assert_eq!(models(&mut engine), [Vec::<String>::new()]);
    let e1 = e(&mut engine, 1);
    assert!(engine.assign_external(e1, ExternalValue::True));
    assert!(engine.persistent.is_some(), "kept after an assignment");
    assert_eq!(models(&mut engine), [["a"]]);
    let e2 = e(&mut engine, 2);
    assert!(engine.assign_external(e2, ExternalValue::Free));
    assert_eq!(models(&mut engine), [vec!["a"], vec!["a", "b"]]);
    assert!(engine.assign_external(e1, ExternalValue::Release));
    assert!(
        !engine.assign_external(e1, ExternalValue::True),
        "released for good"
    );
    assert!(engine.persistent.is_some(), "kept after a release");
    assert_eq!(models(&mut engine), [vec![], vec!["b"]]);
    // A grounding step that declares an atom of an earlier step external makes a new
    // solver.
    let again = Part {
        name: "again".into(),
        args: Vec::new(),
    };
    engine
        .ground_parts(&[again], GroundOptions::default())
        .unwrap();
    assert!(engine.persistent.is_none());
}

/// Steps grounded without a solve call between them define atoms together; after a
/// solve call, a step that gives one of them a rule fails, and so do statements added
/// directly (clingo's backend), unless the atom is fixed false at the root.
#[test]
fn a_step_after_a_solve_call_cannot_redefine_atoms() {
    let mut engine = Engine::new();
    let text = "#program a. { q(1) }. #program b. q(1) :- p. { p }. \
                #program c. q(1) :- t. { t }. #program d. { r }. :- r.";
    engine.add_text("t", text).unwrap();
    let ground = |engine: &mut Engine, name: &str| {
        let part = Part {
            name: name.into(),
            args: Vec::new(),
        };
        engine.ground_parts(&[part], GroundOptions::default())
    };
    ground(&mut engine, "a").unwrap();
    ground(&mut engine, "b").unwrap();
    assert_eq!(models(&mut engine).len(), 3);
    let failed = ground(&mut engine, "c").expect_err("q(1) is defined");
    let redefinition = Redefinition {
        atom: AtomId(1),
        name: Some("q(1)".into()),
    };
    assert_eq!(failed.failure, Failure::Redefinition(redefinition));
    // The step keeps its other rule: t is free, q(1) does not follow from it.
    assert_eq!(models(&mut engine).len(), 6);
    ground(&mut engine, "d").unwrap();
    assert_eq!(models(&mut engine).len(), 6);
    let (q, p, r) = (AtomId(1), AtomId(2), AtomId(4));
    let rule = |head: &[AtomId], body: &[GroundLit]| {
        let mut step = GroundProgram::default();
        step.rules.push(crate::aspif::Rule::normal(head, body));
        step
    };
    let failed = engine.add_statements(rule(&[q], &[GroundLit::positive(p)]));
    assert_eq!(
        failed.unwrap_err().failure.message(),
        "redefinition of atom <'q(1)',1>"
    );
    // r is false at the root: it may get rules.
    assert!(
        engine
            .add_statements(rule(&[r], &[GroundLit::positive(p)]))
            .is_ok()
    );
}

/// A step that defines an external atom of an earlier one adds its rules to the solver
/// (the atom is no longer external: its value is no longer assumed); one that defines a
/// released external makes a new solver (the release made it false in the old one).
#[test]
fn a_step_that_defines_an_earlier_external_grows_the_solver() {
    let mut engine = Engine::new();
    let text = "#external e(1..2). a :- e(1). b :- e(2). #show a/0. #show b/0. \
                #program p. e(1) :- c. {c}. #show c/0. \
                #program q. e(2) :- d. {d}. #show d/0.";
    engine.add_text("t", text).unwrap();
    let ground = |engine: &mut Engine, name: &str| {
        let part = Part {
            name: name.into(),
            args: Vec::new(),
        };
        engine
            .ground_parts(&[part], GroundOptions::default())
            .unwrap();
    };
    ground(&mut engine, "base");
    let e1 = engine.intern(|s| {
        let name = s.name("e");
        s.function(name, false, &[Symbol::Int(1)])
    });
    assert!(engine.assign_external(e1, ExternalValue::True));
    assert_eq!(models(&mut engine), [["a"]]);
    ground(&mut engine, "p");
    assert!(engine.persistent.is_some(), "grown");
    assert_eq!(models(&mut engine), [vec![], vec!["a", "c"]]);
    let e2 = engine.intern(|s| {
        let name = s.name("e");
        s.function(name, false, &[Symbol::Int(2)])
    });
    // Released and defined before a solve call (clingo makes it false for good with
    // the next call; defined by then, it is an ordinary atom).
    assert!(engine.assign_external(e2, ExternalValue::Release));
    ground(&mut engine, "q");
    assert!(
        engine.persistent.is_none(),
        "a released external is defined"
    );
    let expected = [
        vec![],
        vec!["a", "c"],
        vec!["b", "d"],
        vec!["a", "b", "c", "d"],
    ];
    let mut expected: Vec<Vec<&str>> = expected.to_vec();
    expected.sort();
    assert_eq!(models(&mut engine), expected);
}
