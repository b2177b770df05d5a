//! A brute-force answer set oracle for small ground programs (test-only).
//!
//! It enumerates every interpretation `X` of the atoms and keeps those that are answer sets by
//! the definition: `X` satisfies the program, and no proper subset of `X` satisfies the reduct
//! of the program relative to `X` (Gelfond–Lifschitz; for choice rules and monotone weight
//! bodies as in Ferraris' reduct, which clingo implements). For programs without disjunctive
//! heads the minimality test is the least fixpoint of the reduct; with disjunction every
//! subset is tried. Deliberately simple and independent of the solver.

#![allow(dead_code)]

pub mod generate;
pub mod reasoning;

use rasp::aspif::{AtomId, Body, ExternalValue, GroundLit, GroundProgram, HeadKind, WeightedLit};

/// A rule body that owns its literals (the library's [`Body`] borrows them from the
/// program's rule store): what the generators produce and the oracle simplifies.
#[derive(Clone, Debug)]
pub enum OwnedBody {
    Normal(Vec<GroundLit>),
    Sum {
        lower: i32,
        elements: Vec<WeightedLit>,
    },
}

impl OwnedBody {
    pub fn view(&self) -> Body<'_> {
        match self {
            OwnedBody::Normal(lits) => Body::Normal(lits),
            OwnedBody::Sum { lower, elements } => Body::Sum {
                lower: *lower,
                elements,
            },
        }
    }
}

/// The answer sets of `program` (each a sorted atom list), sorted. `program.atom_count` must
/// be small (at most about 14).
pub fn answer_sets(program: &GroundProgram) -> Vec<Vec<AtomId>> {
    let n = program.atom_count as usize;
    assert!(n <= 16, "the oracle enumerates 2^n interpretations");
    // Which atoms count as defined, for external atoms, as clasp decides it when it reads the
    // rules in order: bodies are first simplified by the facts known so far (a disjunction
    // with `f` in its head or a body with `not f` is dropped, `f` removed from bodies); then rules whose bodies can never hold define nothing,
    // a disjunction with a head atom its body requires is a tautology, and a head atom whose
    // negation the body requires (or, in a choice, the atom itself) is not derived by the rule.
    let mut defined = vec![false; n + 1];
    let mut fact = vec![false; n + 1];
    for r in &program.rules {
        if r.kind == HeadKind::Disjunction && r.head.iter().any(|h| fact[h.0 as usize]) {
            continue; // satisfied by a fact
        }
        let Some(body) = without_facts(&r.body, &fact) else {
            continue;
        };
        let body = body.view();
        if never_holds(&body, None) {
            continue;
        }
        let requires = |l: GroundLit| never_holds(&body, Some(l));
        if r.kind == HeadKind::Disjunction
            && r.head.iter().any(|&h| requires(GroundLit::positive(h)))
        {
            continue;
        }
        let derived: Vec<AtomId> = r
            .head
            .iter()
            .copied()
            .filter(|&h| {
                !requires(GroundLit::negative(h))
                    && (r.kind == HeadKind::Disjunction || !requires(GroundLit::positive(h)))
            })
            .collect();
        for h in &derived {
            defined[h.0 as usize] = true;
        }
        let trivially_true = match body {
            Body::Normal(lits) => lits.is_empty(),
            Body::Sum { lower, .. } => lower <= 0,
        };
        if r.kind == HeadKind::Disjunction && derived.len() == 1 && trivially_true {
            fact[derived[0].0 as usize] = true;
        }
    }
    let mut external: Vec<Option<ExternalValue>> = vec![None; n + 1];
    for &(a, v) in &program.externals {
        external[a.0 as usize] = Some(v);
    }
    // Externals that are still external: not released and not defined by a rule.
    let free: Vec<Option<ExternalValue>> = (0..=n)
        .map(|a| external[a].filter(|&v| v != ExternalValue::Release && !defined[a]))
        .collect();
    let disjunctive = program
        .rules
        .iter()
        .any(|r| r.kind == HeadKind::Disjunction && r.head.len() > 1);
    let mut result = Vec::new();
    for bits in 0u32..(1 << n) {
        let x = |a: usize| bits & (1 << (a - 1)) != 0;
        if !is_model(program, bits) {
            continue;
        }
        if program.assumptions.iter().any(|&l| !lit_holds(l, bits)) {
            continue;
        }
        let externals_ok = (1..=n).all(|a| match free[a] {
            Some(ExternalValue::True) => x(a),
            Some(ExternalValue::False) => !x(a),
            _ => true,
        });
        if !externals_ok {
            continue;
        }
        let facts: u32 = (1..=n)
            .filter(|&a| free[a].is_some() && x(a))
            .map(|a| 1 << (a - 1))
            .sum();
        let minimal = if disjunctive {
            // No proper subset (containing the external facts) is a model of the reduct.
            let mut sub = bits;
            let mut ok = true;
            loop {
                sub = sub.wrapping_sub(1) & bits;
                if sub == bits {
                    break;
                }
                if sub & facts == facts && reduct_model(program, bits, sub) {
                    ok = false;
                    break;
                }
                if sub == 0 {
                    break;
                }
            }
            ok
        } else {
            least_model_of_reduct(program, bits, facts) == bits
        };
        if minimal {
            result.push(
                (1..=n)
                    .filter(|&a| x(a))
                    .map(|a| AtomId(a as u32))
                    .collect(),
            );
        }
    }
    result.sort();
    result
}

/// `body` without the atoms in `fact`; `None` if one of them occurs negatively in a normal body.
fn without_facts(body: &Body, fact: &[bool]) -> Option<OwnedBody> {
    let is_fact = |l: &GroundLit| fact[l.atom().0 as usize];
    match body {
        Body::Normal(lits) => {
            if lits.iter().any(|l| l.is_negative() && is_fact(l)) {
                None
            } else {
                Some(OwnedBody::Normal(
                    lits.iter().copied().filter(|l| !is_fact(l)).collect(),
                ))
            }
        }
        Body::Sum { lower, elements } => {
            let gained: i32 = elements
                .iter()
                .filter(|e| is_fact(&e.lit) && !e.lit.is_negative())
                .map(|e| e.weight)
                .sum();
            Some(OwnedBody::Sum {
                lower: lower - gained,
                elements: elements
                    .iter()
                    .copied()
                    .filter(|e| !is_fact(&e.lit))
                    .collect(),
            })
        }
    }
}

/// Whether no interpretation satisfies the body (in which `without` is false, if given).
fn never_holds(body: &Body, without: Option<GroundLit>) -> bool {
    let atoms: Vec<u32> = match body {
        Body::Normal(lits) => lits.iter().map(|l| l.atom().0).collect(),
        Body::Sum { elements, .. } => elements.iter().map(|e| e.lit.atom().0).collect(),
    };
    let mut atoms = atoms;
    atoms.extend(without.map(|l| l.atom().0));
    atoms.sort_unstable();
    atoms.dedup();
    // Try every assignment of the body's own atoms (bodies are small).
    (0u64..1 << atoms.len()).all(|assignment| {
        let mut bits = 0u32;
        for (i, a) in atoms.iter().enumerate() {
            if assignment & (1 << i) != 0 {
                bits |= 1 << (a - 1);
            }
        }
        without.is_some_and(|l| lit_holds(l, bits)) || !body_holds(body, bits, bits)
    })
}

fn lit_holds(l: GroundLit, bits: u32) -> bool {
    let a = l.atom().0;
    (bits & (1 << (a - 1)) != 0) != l.is_negative()
}

/// The weight of the true literals of a weight body, positive literals judged by `y`, negative
/// ones by `x`.
fn body_holds(body: &Body, x: u32, y: u32) -> bool {
    let holds = |l: GroundLit| {
        if l.is_negative() {
            lit_holds(l, x)
        } else {
            lit_holds(l, y)
        }
    };
    match body {
        Body::Normal(lits) => lits.iter().all(|&l| holds(l)),
        Body::Sum { lower, elements } => {
            let sum: i64 = elements
                .iter()
                .filter(|e| holds(e.lit))
                .map(|e| i64::from(e.weight))
                .sum();
            sum >= i64::from(*lower)
        }
    }
}

fn is_model(program: &GroundProgram, x: u32) -> bool {
    program.rules.iter().all(|r| {
        r.kind == HeadKind::Choice
            || !body_holds(&r.body, x, x)
            || r.head.iter().any(|h| x & (1 << (h.0 - 1)) != 0)
    })
}

/// Whether `y` satisfies the reduct relative to `x`.
fn reduct_model(program: &GroundProgram, x: u32, y: u32) -> bool {
    program.rules.iter().all(|r| {
        if !body_holds(&r.body, x, y) {
            return true;
        }
        match r.kind {
            // {h} is h | not h: its reduct is h for h in x, trivially true otherwise.
            HeadKind::Choice => r
                .head
                .iter()
                .all(|h| x & (1 << (h.0 - 1)) == 0 || y & (1 << (h.0 - 1)) != 0),
            HeadKind::Disjunction => r.head.iter().any(|h| y & (1 << (h.0 - 1)) != 0),
        }
    })
}

fn least_model_of_reduct(program: &GroundProgram, x: u32, facts: u32) -> u32 {
    let mut y = facts;
    loop {
        let mut next = y;
        for r in &program.rules {
            if !body_holds(&r.body, x, y) {
                continue;
            }
            for h in r.head {
                let bit = 1 << (h.0 - 1);
                let derive = match r.kind {
                    HeadKind::Choice => x & bit != 0,
                    HeadKind::Disjunction => r.head.len() == 1,
                };
                if derive {
                    next |= bit;
                }
            }
        }
        if next == y {
            return y;
        }
        y = next;
    }
}

/// Whether two head atoms of one disjunctive rule lie on a common cycle of the positive
/// dependency graph (head atom -> positive body atom).
pub fn has_head_cycle(program: &GroundProgram) -> bool {
    let n = program.atom_count as usize;
    let mut reach = vec![vec![false; n + 1]; n + 1];
    for r in &program.rules {
        let positive: Vec<usize> = match &r.body {
            Body::Normal(lits) => lits
                .iter()
                .filter(|l| !l.is_negative())
                .map(|l| l.atom().0 as usize)
                .collect(),
            Body::Sum { elements, .. } => elements
                .iter()
                .filter(|e| !e.lit.is_negative())
                .map(|e| e.lit.atom().0 as usize)
                .collect(),
        };
        for h in r.head {
            for &p in &positive {
                reach[h.0 as usize][p] = true;
            }
        }
    }
    for k in 1..=n {
        let via = reach[k].clone();
        for row in reach.iter_mut().skip(1) {
            if row[k] {
                for (to, &step) in row.iter_mut().zip(&via) {
                    *to |= step;
                }
            }
        }
    }
    program.rules.iter().any(|r| {
        r.kind == HeadKind::Disjunction
            && r.head.iter().enumerate().any(|(i, a)| {
                r.head[i + 1..].iter().any(|b| {
                    a != b && reach[a.0 as usize][b.0 as usize] && reach[b.0 as usize][a.0 as usize]
                })
            })
    })
}
