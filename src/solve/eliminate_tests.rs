//! Tests of SAT preprocessing (`eliminate.rs`).

use super::*;

fn v(i: u32) -> Lit {
    Var(i).pos()
}

fn clauses(t: &Translation) -> Vec<Vec<Lit>> {
    let mut all: Vec<Vec<Lit>> = t.clauses().map(|c| c.to_vec()).collect();
    all.sort();
    all
}

/// All assignments of the variables `1..n` (as bit masks) that satisfy `clauses`,
/// restricted to the variables of `shown`.
fn models(n: u32, clauses: &[Vec<Lit>], shown: &[u32]) -> Vec<Vec<bool>> {
    let holds = |mask: u32, l: Lit| {
        let v = l.var().0;
        let value = v == 0 || mask & (1 << v) != 0;
        value != l.is_negative()
    };
    let mut out: Vec<Vec<bool>> = (0..1u32 << n)
        .map(|m| m << 1)
        .filter(|&mask| clauses.iter().all(|c| c.iter().any(|&l| holds(mask, l))))
        .map(|mask| shown.iter().map(|&s| mask & (1 << s) != 0).collect())
        .collect();
    out.sort();
    out.dedup();
    out
}

#[test]
fn a_body_variable_goes_and_the_atoms_keep_their_models() {
    // Atoms 1 (a), 2 (b), 3 (x); body 4 = a & !b; x :- a, not b.
    let body: &[&[Lit]] = &[
        &[!v(4), v(1)],
        &[!v(4), !v(2)],
        &[v(4), !v(1), v(2)],
        &[!v(4), v(3)],
        &[!v(3), v(4)],
    ];
    let atoms = vec![Lit::FALSE, v(1), v(2), v(3)];
    let mut t = Translation::from_clauses(5, body, atoms);
    let before = models(4, &clauses(&t), &[1, 2, 3]);
    let (done, extension) = preprocess(&mut t, &[], &SatPrepro::level(1));
    assert_eq!(done.variables, 1);
    assert!(extension.is_none());
    assert!(
        t.clauses()
            .all(|c| c.iter().all(|l| l.var() != Var(4)) || c.len() == 1)
    );
    assert_eq!(models(4, &clauses(&t), &[1, 2, 3]), before);
}

#[test]
fn frozen_variables_stay() {
    let body: &[&[Lit]] = &[&[!v(2), v(1)], &[v(2), !v(1)]];
    let mut t = Translation::from_clauses(3, body, vec![Lit::FALSE, v(1)]);
    let mut frozen = vec![false; 3];
    frozen[2] = true;
    assert_eq!(
        preprocess(&mut t, &frozen, &SatPrepro::level(2))
            .0
            .variables,
        0
    );
}

#[test]
fn subsumed_and_self_subsumed_clauses_shrink() {
    // 1 | 2 subsumes 1 | 2 | 3; 1 | 2 and !1 | 2 | 3 give 2 | 3.
    let c = [v(1), v(2)];
    assert!(matches!(
        subsumption(&c, &[v(1), v(2), v(3)]),
        Subsumption::Subsumes
    ));
    let mut d = vec![!v(1), v(2), v(3)];
    d.sort_unstable();
    match subsumption(&c, &d) {
        Subsumption::Strengthens(l) => assert_eq!(l, !v(1)),
        _ => panic!("expected strengthening"),
    }
    assert!(matches!(
        subsumption(&c, &[!v(1), !v(2), v(3)]),
        Subsumption::None
    ));
}

#[test]
fn a_conflict_is_kept() {
    // body 3 <-> 1 & 2, 3 -> false, 1, 2.
    let body: &[&[Lit]] = &[
        &[!v(3), v(1)],
        &[!v(3), v(2)],
        &[v(3), !v(1), !v(2)],
        &[!v(3)],
        &[v(1)],
        &[v(2)],
    ];
    let mut t = Translation::from_clauses(4, body, vec![Lit::FALSE, v(1), v(2)]);
    preprocess(&mut t, &[], &SatPrepro::level(3));
    assert!(models(3, &clauses(&t), &[1, 2]).is_empty());
}

/// A xorshift generator: each call gives a number below its argument.
fn numbers(mut state: u64) -> impl FnMut(u32) -> u32 {
    move |bound: u32| {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        (state % u64::from(bound)) as u32
    }
}

/// `len` random literals over the variables `1..=vars` (repeats allowed).
fn random_clause(next: &mut impl FnMut(u32) -> u32, len: u32, vars: u32) -> Vec<Lit> {
    (0..len)
        .map(|_| Lit::new(Var(1 + next(vars)), next(2) == 1))
        .collect()
}

/// Bodies defined over the atoms stay defined: an enumeration over the variables left
/// finds each model of the atoms once.
#[test]
fn defined_variables_stay_defined_when_atoms_are_kept() {
    let mut next = numbers(0x9e37_79b9_7f4a_7c15u64);
    for _ in 0..1000 {
        // Atoms 1..=4, bodies 5..=7, each the conjunction of two atom literals.
        let atom = |r: u32, s: u32| Lit::new(Var(1 + r % 4), s == 1);
        let mut list: Vec<Vec<Lit>> = Vec::new();
        for b in 5..=7 {
            let (x, y) = (atom(next(4), next(2)), atom(next(4), next(2)));
            list.push(vec![!v(b), x]);
            list.push(vec![!v(b), y]);
            list.push(vec![v(b), !x, !y]);
        }
        // Rules and constraints: clauses over atoms and bodies.
        for _ in 0..next(8) {
            let len = 2 + next(3);
            list.push(random_clause(&mut next, len, 7));
        }
        let slices: Vec<&[Lit]> = list.iter().map(|c| c.as_slice()).collect();
        let atoms = vec![Lit::FALSE, v(1), v(2), v(3), v(4)];
        for level in 1..=3 {
            let mut t = Translation::from_clauses(8, &slices, atoms.clone());
            preprocess(&mut t, &[], &SatPrepro::level(level));
            let after = clauses(&t);
            let all: Vec<u32> = (1..=7).collect();
            assert_eq!(
                models(7, &after, &all).len(),
                models(7, &after, &[1, 2, 3, 4]).len(),
                "level {level}, clauses {list:?}"
            );
        }
    }
}

/// Random clause sets over 3 frozen and 5 free variables: every level keeps the models
/// restricted to the frozen ones.
#[test]
fn random_clause_sets_keep_their_models_on_the_frozen_variables() {
    let mut next = numbers(0x2545_f491_4f6c_dd1du64);
    for _ in 0..400 {
        let count = 3 + next(12);
        let mut list: Vec<Vec<Lit>> = Vec::new();
        for _ in 0..count {
            let len = 1 + next(4);
            list.push(random_clause(&mut next, len, 8));
        }
        let slices: Vec<&[Lit]> = list.iter().map(|c| c.as_slice()).collect();
        let atoms = vec![Lit::FALSE, v(1), v(2), v(3)];
        let before = models(8, &list, &[1, 2, 3]);
        let satisfiable = !models(8, &list, &[]).is_empty();
        for level in 1..=3 {
            let mut t = Translation::from_clauses(9, &slices, atoms.clone());
            preprocess(&mut t, &[], &SatPrepro::level(level));
            assert_eq!(
                models(8, &clauses(&t), &[1, 2, 3]),
                before,
                "level {level}, clauses {list:?}"
            );
            // Atoms may go: every model left extends to one of the clauses before.
            let mut t = Translation::from_clauses(9, &slices, atoms.clone());
            let mut frozen = vec![false; 9];
            frozen[1] = true;
            let settings = SatPrepro {
                extend_models: true,
                ..SatPrepro::level(level)
            };
            let (_, extension) = preprocess(&mut t, &frozen, &settings);
            let extension = extension.expect("an extension");
            let after = clauses(&t);
            assert_eq!(!models(8, &after, &[]).is_empty(), satisfiable);
            assert_eq!(models(8, &after, &[1]), models(8, &list, &[1]));
            for mask in (0..1u32 << 8).map(|m| m << 1) {
                let mut value: Vec<bool> = (0..9).map(|v| v == 0 || mask & (1 << v) != 0).collect();
                let holds = |value: &[bool], c: &Vec<Lit>| {
                    c.iter().any(|l| value[l.var().index()] != l.is_negative())
                };
                if after.iter().all(|c| holds(&value, c)) {
                    extension.extend(&mut value);
                    assert!(
                        list.iter().all(|c| holds(&value, c)),
                        "level {level}, clauses {list:?}, model {mask:b}"
                    );
                }
            }
        }
    }
}
