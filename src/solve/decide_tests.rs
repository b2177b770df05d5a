//! Tests of the decision heuristic (`decide.rs`).

use super::*;

/// The next decision of `h` without learnt clauses (Berkmin has none to scan).
fn pick(h: &mut Heuristic, assign: &Assignment) -> Option<Lit> {
    h.pick(assign, &ClauseDb::default())
}

#[test]
fn picks_most_active_unassigned_in_saved_phase() {
    let assign = Assignment::new(5);
    let mut h = Heuristic::new(5, |v| v.0 == 2, 0.95);
    h.bump(Var(3));
    h.bump(Var(2));
    h.bump(Var(2));
    assert_eq!(pick(&mut h, &assign), Some(Var(2).pos()));
    assert_eq!(pick(&mut h, &assign), Some(Lit::new(Var(3), true)));
    h.on_unassign(Var(3).pos());
    assert_eq!(pick(&mut h, &assign), Some(Var(3).pos()));
}

#[test]
fn initializing_new_variables_keeps_the_earlier_activities() {
    let assign = Assignment::new(4);
    let mut h = Heuristic::new(3, |_| false, 0.95);
    h.bump(Var(1));
    h.bump(Var(1));
    assert_eq!(h.add_var(false), Var(3));
    // By variable: variable 3 scores most (variable 1 is not initialized again).
    let scores = [0, 5000, 2, 1030];
    h.init_activities(2, &scores, 7);
    assert_eq!(h.keys[1].activity, 2.0);
    assert!(h.keys[3].activity >= 1.0 && h.keys[3].activity < 1.0 + 0.5 / 1030.0);
    assert!(h.keys[2].activity >= 2.0 / 1030.0 && h.keys[2].activity < 2.5 / 1030.0);
    assert_eq!(pick(&mut h, &assign), Some(Lit::new(Var(1), true)));
    assert_eq!(pick(&mut h, &assign), Some(Lit::new(Var(3), true)));
}

#[test]
fn a_fixed_phase_is_not_saved() {
    let assign = Assignment::new(3);
    let mut h = Heuristic::new(3, |_| false, 0.95);
    h.fix_phase(Var(1), true);
    h.on_unassign(Lit::new(Var(1), true));
    h.on_unassign(Var(2).pos());
    let mut picks = vec![pick(&mut h, &assign), pick(&mut h, &assign)];
    picks.sort();
    assert_eq!(picks, vec![Some(Var(1).pos()), Some(Var(2).pos())]);
}

#[test]
fn short_backjumps_save_no_phase_and_learnt_signs_decide_unsaved_variables() {
    let assign = Assignment::new(4);
    let mut h = Heuristic::new(4, |_| false, 0.95);
    h.set_phase_policy(3, true);
    h.count_learnt(
        &[Var(1).pos(), Var(1).pos(), Lit::new(Var(2), true)],
        &assign,
    );
    h.begin_backtrack(2); // short: nothing saved
    h.on_unassign(Lit::new(Var(1), true));
    h.on_unassign(Var(2).pos());
    h.begin_backtrack(3); // long enough: saved, and the saved phase wins
    h.on_unassign(Lit::new(Var(3), true));
    h.on_unassign(Var(3).pos());
    let mut picks: Vec<_> = (0..3).map(|_| pick(&mut h, &assign)).collect();
    picks.sort();
    assert_eq!(
        picks,
        vec![
            Some(Var(1).pos()),
            Some(Lit::new(Var(2), true)),
            Some(Var(3).pos())
        ]
    );
}

#[test]
fn without_phase_saving_the_initial_phase_stays() {
    let assign = Assignment::new(3);
    let mut h = Heuristic::new(3, |v| v.0 == 2, 0.95);
    h.set_phase_saving(false);
    h.on_unassign(Var(1).pos());
    h.on_unassign(Lit::new(Var(2), true));
    let mut picks = vec![pick(&mut h, &assign), pick(&mut h, &assign)];
    picks.sort();
    assert_eq!(
        picks,
        vec![Some(Lit::new(Var(1), true)), Some(Var(2).pos())]
    );
}

#[test]
fn variables_decided_first_go_before_more_active_ones() {
    let assign = Assignment::new(4);
    let mut h = Heuristic::new(4, |_| true, 0.95);
    h.bump(Var(3));
    h.decide_first(|v| v.0 == 1);
    assert_eq!(pick(&mut h, &assign).map(|l| l.var()), Some(Var(1)));
    assert_eq!(pick(&mut h, &assign).map(|l| l.var()), Some(Var(3)));
}

#[test]
fn the_projection_goes_before_the_variables_decided_first() {
    let assign = Assignment::new(5);
    let mut h = Heuristic::new(5, |_| true, 0.95);
    h.bump(Var(4));
    h.decide_first(|v| v.0 <= 2);
    h.set_projection(|v| v.0 == 3);
    let picks: Vec<_> = (0..4)
        .map(|_| pick(&mut h, &assign).map(|l| l.var().0))
        .collect();
    assert_eq!(picks[0], Some(3));
    assert_eq!(picks[3], Some(4));
    h.set_projection(|_| false);
    for v in 1..5 {
        h.on_unassign(Var(v).pos());
    }
    assert_eq!(pick(&mut h, &assign).map(|l| l.var().0 <= 2), Some(true));
}

#[test]
fn higher_priority_goes_first_whatever_the_activity() {
    let assign = Assignment::new(5);
    let mut h = Heuristic::new(5, |_| true, 0.95);
    h.bump(Var(1));
    h.bump(Var(2));
    h.bump(Var(2));
    h.set_projection(|v| v.0 == 4 || v.0 == 1);
    assert_eq!(pick(&mut h, &assign), Some(Var(1).pos()));
    assert_eq!(pick(&mut h, &assign), Some(Var(4).pos()));
    assert_eq!(pick(&mut h, &assign), Some(Var(2).pos()));
    assert_eq!(h.add_var(false), Var(5));
    let mut assign = Assignment::new(5);
    assign.add_var();
    let mut rest = vec![pick(&mut h, &assign), pick(&mut h, &assign)];
    rest.sort();
    assert_eq!(rest, vec![Some(Var(3).pos()), Some(Lit::new(Var(5), true))]);
    assert_eq!(pick(&mut h, &assign), None);
}

#[test]
fn levels_go_first_signs_override_phases_factors_scale_bumps() {
    let assign = Assignment::new(5);
    let mut h = Heuristic::new(5, |_| false, 0.95);
    h.bump(Var(1));
    h.bump(Var(1));
    h.set_factor(Var(2), 3);
    h.bump(Var(2));
    assert_eq!(h.set_level(Var(4), 2), 0);
    h.set_sign(Var(4), Some(true));
    h.set_sign(Var(2), Some(false));
    h.on_unassign(Var(2).pos()); // a saved phase does not beat the sign
    assert_eq!(pick(&mut h, &assign), Some(Var(4).pos()));
    assert_eq!(pick(&mut h, &assign), Some(Lit::new(Var(2), true)));
    assert_eq!(pick(&mut h, &assign), Some(Lit::new(Var(1), true)));
    // A negative activity change moves a variable down.
    h.on_unassign(Lit::new(Var(1), true));
    h.add_activity(Var(1), -10.0);
    assert_eq!(pick(&mut h, &assign), Some(Lit::new(Var(3), true)));
}

#[test]
fn random_decisions_pick_any_free_variable() {
    let assign = Assignment::new(6);
    let mut h = Heuristic::new(6, |_| true, 0.95);
    h.bump(Var(4));
    h.set_random_decisions(1.0, 3);
    let mut picked = std::collections::HashSet::new();
    for _ in 0..50 {
        let lit = h
            .pick(&assign, &ClauseDb::default())
            .expect("a free variable");
        assert_eq!(lit, lit.var().pos(), "the saved phase");
        picked.insert(lit.var());
        h.on_unassign(lit);
    }
    assert!(picked.len() > 2, "{picked:?}");
    h.set_random_decisions(0.0, 3);
    assert_eq!(pick(&mut h, &assign), Some(Var(4).pos()));
}

#[test]
fn random_signs_depend_on_the_seed() {
    let signs = |seed| {
        (1..40)
            .map(|v| random_sign(seed, Var(v)))
            .collect::<Vec<_>>()
    };
    assert_ne!(signs(1), signs(2));
    assert_eq!(signs(5), signs(5));
    assert!(signs(1).contains(&true) && signs(1).contains(&false));
}

#[test]
fn berkmin_decides_in_the_newest_open_clause_within_the_top_priority() {
    use super::super::clause_db::ClauseKind;
    let assign = Assignment::new(7);
    let mut h = Heuristic::new(7, |_| false, 0.95);
    h.set_order(DecisionHeuristic::Berkmin { limit: 0 });
    let mut clauses = ClauseDb::default();
    clauses.add(
        &[Var(1).pos(), Var(2).pos(), Var(3).pos()],
        ClauseKind::Learnt,
        2,
    );
    h.bump(Var(6));
    h.bump(Var(2));
    h.bump(Var(2));
    h.bump(Var(3));
    // The clause's most active variable, before the more active variable 6 outside it; its
    // sign by the learnt clauses (`count_learnt` counts none here: the initial phase).
    assert_eq!(h.pick(&assign, &clauses), Some(!Var(2).pos()));
    // A projection ranks variables 5 and 6 first: the clause's are not eligible.
    h.on_unassign(!Var(2).pos());
    h.begin_backtrack(1);
    h.set_projection(|v| v.0 >= 5);
    assert_eq!(h.pick(&assign, &clauses), Some(!Var(6).pos()));
    // Excluded variables are never decided.
    h.set_projection(|_| false);
    h.exclude([Var(2)]);
    h.begin_backtrack(1);
    assert_eq!(h.pick(&assign, &clauses), Some(!Var(3).pos()));
}

#[test]
fn vmtf_decides_the_variables_a_learnt_clause_moved_first() {
    let mut assign = Assignment::new(6);
    let mut trail = super::super::assign::Trail::default();
    let mut h = Heuristic::new(6, |_| false, 0.95);
    h.set_order(DecisionHeuristic::Vmtf { moves: 2 });
    h.init_activities(1, &[0, 1, 9, 1, 1, 1], 0);
    h.bump(Var(5)); // no effect under VMTF
    trail.new_level();
    assign.assign(
        &mut trail,
        !Var(4).pos(),
        super::super::assign::Reason::Decision,
    );
    // The two of the lowest levels move: 3 (asserting, counted as level 0) and 1 (free,
    // level 0), not 4 (level 1).
    h.count_learnt(&[Var(3).pos(), !Var(1).pos(), Var(4).pos()], &assign);
    let mut picks: Vec<u32> = (0..4)
        .map(|_| pick(&mut h, &assign).unwrap().var().0)
        .collect();
    picks[..2].sort();
    assert_eq!(
        picks,
        [1, 3, 2, 5],
        "the moved ones first, then by MOMS order"
    );
}

#[test]
fn none_decides_the_lowest_free_variable() {
    let mut assign = Assignment::new(6); // (one more for the added variable)
    let mut trail = super::super::assign::Trail::default();
    let mut h = Heuristic::new(5, |_| false, 0.95);
    h.set_order(DecisionHeuristic::First);
    h.init_activities(1, &[0, 1, 2, 3, 4], 0);
    h.bump(Var(4));
    trail.new_level();
    assign.assign(
        &mut trail,
        Var(1).pos(),
        super::super::assign::Reason::Decision,
    );
    assert_eq!(pick(&mut h, &assign), Some(!Var(2).pos()));
    assert_eq!(h.add_var(false), Var(5));
    let picks: Vec<u32> = (0..3)
        .map(|_| pick(&mut h, &assign).unwrap().var().0)
        .collect();
    assert_eq!(picks, [3, 4, 5]);
}
