//! Propagators through the library (`solve::Propagator`, clingo's `Propagator`): watched
//! literals, clauses added during the search and on total assignments, undo.

use rasp::api::{GroundLit, Session, Value};
use rasp::solve::{CheckMode, PropagateControl, PropagateInit, Propagator, SolverLit};
use std::sync::{Arc, Mutex};

/// At most one of the atoms `1..=n` (program atoms): a clause for each pair true together,
/// added in `propagate` or, with `on_check`, only on total assignments. Counts its calls.
struct AtMostOne {
    atoms: u32,
    on_check: bool,
    watched: Vec<SolverLit>,
    /// The watched literals heard of and not undone.
    assigned: Vec<SolverLit>,
    calls: Arc<Mutex<(u32, u32, u32)>>,
}

impl AtMostOne {
    fn forbid_pairs(&self, control: &mut PropagateControl<'_>) {
        let true_ones: Vec<SolverLit> = (self.watched.iter())
            .copied()
            .filter(|&l| control.assignment().value(l) == Some(true))
            .collect();
        if true_ones.len() >= 2 {
            control.add_clause(&[-true_ones[0], -true_ones[1]], false);
        }
    }
}

impl Propagator for AtMostOne {
    fn init(&mut self, init: &mut PropagateInit<'_>) {
        self.watched = (1..=self.atoms)
            .map(|a| init.solver_literal(GroundLit::positive(rasp::api::AtomId(a))))
            .collect();
        for &lit in &self.watched {
            init.add_watch(lit);
        }
        // Checks on total assignments are clingo's default.
        assert_eq!(init.check_mode(), CheckMode::Total);
        if !self.on_check {
            init.set_check_mode(CheckMode::Off);
        }
    }

    fn propagate(&mut self, control: &mut PropagateControl<'_>, changes: &[SolverLit]) {
        self.calls.lock().unwrap().0 += 1;
        self.assigned.extend_from_slice(changes);
        if !self.on_check {
            self.forbid_pairs(control);
        }
    }

    fn undo(&mut self, _: &PropagateControl<'_>, changes: &[SolverLit]) {
        self.calls.lock().unwrap().1 += 1;
        self.assigned.retain(|l| !changes.contains(l));
    }

    fn check(&mut self, control: &mut PropagateControl<'_>) {
        self.calls.lock().unwrap().2 += 1;
        self.forbid_pairs(control);
    }
}

fn answers(on_check: bool) -> (Vec<Vec<String>>, (u32, u32, u32)) {
    let mut session = Session::new();
    session.add_text("<block>", "{a; b; c}.").unwrap();
    session.ground(&[("base", vec![])]).unwrap();
    let calls = Arc::new(Mutex::new((0, 0, 0)));
    session.register_propagator(Box::new(AtMostOne {
        atoms: 3,
        on_check,
        watched: Vec::new(),
        assigned: Vec::new(),
        calls: calls.clone(),
    }));
    let solved = session.solve(&[], 0, |_| true).unwrap();
    let mut answers: Vec<Vec<String>> = (solved.answers.iter())
        .map(|a| a.atoms.iter().map(Value::to_string).collect())
        .collect();
    answers.sort();
    let calls = *calls.lock().unwrap();
    (answers, calls)
}

#[test]
fn clauses_a_propagator_adds_during_the_search_hold() {
    let (answers, (propagated, undone, checked)) = answers(false);
    assert_eq!(answers, [vec![], vec!["a"], vec!["b"], vec!["c"]]);
    assert!(propagated > 0 && undone > 0, "{propagated} {undone}");
    assert_eq!(checked, 0, "the check mode is off");
}

#[test]
fn clauses_a_propagator_adds_on_total_assignments_hold() {
    let (answers, (_, _, checked)) = answers(true);
    assert_eq!(answers, [vec![], vec!["a"], vec!["b"], vec!["c"]]);
    assert!(checked >= 4, "{checked}");
}

/// Decides `preferred` true while it is unassigned.
struct Prefer {
    atom: u32,
    preferred: SolverLit,
}

impl Propagator for Prefer {
    fn init(&mut self, init: &mut PropagateInit<'_>) {
        self.preferred = init.solver_literal(GroundLit::positive(rasp::api::AtomId(self.atom)));
    }

    fn propagate(&mut self, _: &mut PropagateControl<'_>, _: &[SolverLit]) {}

    fn undo(&mut self, _: &PropagateControl<'_>, _: &[SolverLit]) {}

    fn check(&mut self, _: &mut PropagateControl<'_>) {}

    fn decides(&self) -> bool {
        true
    }

    fn decide(&mut self, assignment: &PropagateControl<'_>, fallback: SolverLit) -> SolverLit {
        match assignment.assignment().value(self.preferred) {
            None => self.preferred,
            Some(_) => fallback,
        }
    }
}

#[test]
fn a_propagator_chooses_the_decisions() {
    for atom in 1..=3 {
        let mut session = Session::new();
        session.add_text("<block>", "1 {a; b; c} 1.").unwrap();
        session.ground(&[("base", vec![])]).unwrap();
        session.register_propagator(Box::new(Prefer { atom, preferred: 0 }));
        let solved = session.solve(&[], 1, |_| true).unwrap();
        let first: Vec<String> = solved.answers[0]
            .atoms
            .iter()
            .map(Value::to_string)
            .collect();
        // gringo numbers the elements of a head aggregate with bounds last written first.
        let name = ["c", "b", "a"][atom as usize - 1];
        assert_eq!(
            first,
            [name],
            "the first answer set has the atom decided first"
        );
    }
}

/// Enforces `clauses` (disjunctions of signed atoms) from outside the program: in
/// `propagate`, a clause all but one of whose literals are false is added (unit, or
/// violated), or, `in_check`, only on total assignments.
struct Clauses {
    clauses: Vec<Vec<(u32, bool)>>,
    in_check: bool,
    solver: Vec<Vec<SolverLit>>,
}

impl Clauses {
    fn enforce(&self, control: &mut PropagateControl<'_>) {
        for clause in &self.solver {
            let assignment = control.assignment();
            let false_ones = clause
                .iter()
                .filter(|&&l| assignment.value(l) == Some(false));
            if false_ones.count() + 1 >= clause.len() && !control.add_clause(clause, false) {
                return;
            }
        }
    }
}

impl Propagator for Clauses {
    fn init(&mut self, init: &mut PropagateInit<'_>) {
        self.solver = (self.clauses.iter())
            .map(|clause| {
                (clause.iter())
                    .map(|&(atom, positive)| {
                        let atom = rasp::api::AtomId(atom);
                        let lit = if positive {
                            GroundLit::positive(atom)
                        } else {
                            GroundLit::negative(atom)
                        };
                        init.solver_literal(lit)
                    })
                    .collect()
            })
            .collect();
        for clause in &self.solver {
            for &lit in clause {
                init.add_watch(-lit);
            }
        }
        if !self.in_check {
            init.set_check_mode(CheckMode::Off);
        }
    }

    fn propagate(&mut self, control: &mut PropagateControl<'_>, _: &[SolverLit]) {
        if !self.in_check {
            self.enforce(control);
        }
    }

    fn undo(&mut self, _: &PropagateControl<'_>, _: &[SolverLit]) {}

    fn check(&mut self, control: &mut PropagateControl<'_>) {
        self.enforce(control);
    }
}

/// A small deterministic generator (xorshift).
struct Random(u64);

impl Random {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

/// The answer sets of `program` with a propagator enforcing `clauses`, or with the clauses
/// written as integrity constraints: the same, on random programs (atoms `p(1..n)` are
/// atoms `1..n`: they are the first the grounder numbers).
#[test]
fn clauses_of_a_propagator_are_those_of_the_same_constraints() {
    let mut random = Random(0x9E37_79B9_7F4A_7C15);
    for case in 0..300 {
        let n = 2 + random.below(7) as u32;
        let mut program = format!("{{ p(1..{n}) }}.\n");
        for _ in 0..random.below(4) {
            let (a, b, c) = (
                1 + random.below(n.into()),
                1 + random.below(n.into()),
                1 + random.below(n.into()),
            );
            program += &match random.below(5) {
                0 => format!("p({a}) :- p({b}), not p({c}).\n"),
                1 => format!(":- p({a}), p({b}), not p({c}).\n"),
                2 => format!("p({a}) :- not p({b}), not p({c}).\n"),
                3 => format!("p({a}).\n"),
                _ => format!("p({a}) :- p({b}).\n"),
            };
        }
        let clauses: Vec<Vec<(u32, bool)>> = (0..1 + random.below(4))
            .map(|_| {
                (0..1 + random.below(4))
                    .map(|_| (1 + random.below(n.into()) as u32, random.below(2) == 0))
                    .collect()
            })
            .collect();
        let mut constraints = program.clone();
        for clause in &clauses {
            let body: Vec<String> = (clause.iter())
                .map(|&(atom, positive)| match positive {
                    true => format!("not p({atom})"),
                    false => format!("p({atom})"),
                })
                .collect();
            constraints += &format!(":- {}.\n", body.join(", "));
        }
        let solve = |text: &str, propagator: Option<Clauses>| {
            let mut session = Session::new();
            session.add_text("<block>", text).unwrap();
            session.ground(&[("base", vec![])]).unwrap();
            // The atoms p(1..n) are atoms 1..n.
            for atom in session.atoms() {
                if let Value::Function { args, .. } = &atom.value
                    && let [Value::Int(i)] = args.as_slice()
                    && let Some(id) = atom.id
                {
                    assert_eq!(id.0, *i as u32, "{text}");
                }
            }
            if let Some(propagator) = propagator {
                session.register_propagator(Box::new(propagator));
            }
            let solved = session.solve(&[], 0, |_| true).unwrap();
            let mut answers: Vec<String> = (solved.answers.iter())
                .map(|a| {
                    a.atoms
                        .iter()
                        .map(Value::to_string)
                        .collect::<Vec<_>>()
                        .join(" ")
                })
                .collect();
            answers.sort();
            answers
        };
        let expected = solve(&constraints, None);
        for in_check in [false, true] {
            let propagator = Clauses {
                clauses: clauses.clone(),
                in_check,
                solver: Vec::new(),
            };
            let got = solve(&program, Some(propagator));
            assert_eq!(
                got, expected,
                "case {case} (in check: {in_check}):\n{program}{clauses:?}"
            );
        }
    }
}
