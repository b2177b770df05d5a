//! An independent check that a set of atoms is an answer set of a ground program, used on
//! every model in debug and test builds (like varisat's self-checking mode).
//!
//! The check follows clingo's semantics directly on the ground program, without the solver's
//! translation: the model must satisfy every rule and the assumptions, and must equal the
//! least model of the program's reduct. The reduct keeps, for a rule whose negative body
//! literals all hold, its positive part: a normal rule `h :- B+`; a choice rule `h :- B+` for
//! each head atom `h` in the model; a disjunctive rule `h :- B+` for the one head atom in the
//! model if no other is (shifting; where a disjunction with a true body has several true
//! head atoms, minimality is checked directly, by a search for a smaller model of the reduct);
//! a weight body keeps its positive elements, with the negative ones counted by their value in
//! the model (Ferraris' reduct of a monotone aggregate). Active externals in the model are
//! facts; an external stays active unless released or defined by a rule (after clasp's first
//! simplifications, `defined.rs`).

use crate::aspif::{AtomId, Body, ExternalValue, GroundLit, GroundProgram, HeadKind, Rule};

/// Whether `l` holds in `model` (the value of each atom, indexed by atom number).
fn holds(model: &[bool], l: GroundLit) -> bool {
    model[l.atom().0 as usize] != l.is_negative()
}

/// Whether `body` holds in `model`.
fn body_holds(model: &[bool], body: &Body) -> bool {
    match body {
        Body::Normal(lits) => lits.iter().all(|&l| holds(model, l)),
        Body::Sum { lower, elements } => {
            let sum: i64 = elements
                .iter()
                .filter(|e| holds(model, e.lit))
                .map(|e| i64::from(e.weight))
                .sum();
            sum >= i64::from(*lower)
        }
    }
}

/// A rule of the reduct: `head` holds if the weights of the true `positive` atoms reach
/// `bound`.
struct Reduced {
    head: usize,
    positive: Vec<(usize, i64)>,
    bound: i64,
}

/// `Ok` if `true_atoms` (sorted) is an answer set of `program`, else what is wrong.
pub(crate) fn check_model(program: &GroundProgram, true_atoms: &[AtomId]) -> Result<(), String> {
    let n = program.atom_count as usize;
    let mut model = vec![false; n + 1];
    for a in true_atoms {
        model[a.0 as usize] = true;
    }
    check_satisfied(program, &model)?;
    let mut least = external_facts(program, &model)?;
    let Some(reduct) = reduct(program, &model) else {
        // Shifting is not exact here: check minimality directly.
        return minimal(program, &model, &least);
    };
    if program.rules.iter().any(
        |r| matches!(&r.body, Body::Sum { elements, .. } if elements.iter().any(|e| e.weight < 0)),
    ) {
        // Negative weights make the reduct non-monotone; skip the stability check.
        return Ok(());
    }
    close_under(&reduct, &mut least);
    for a in 1..=n {
        if least[a] != model[a] {
            return Err(format!(
                "atom {a} is {} in the model but {} in the least model of the reduct",
                model[a], least[a]
            ));
        }
    }
    Ok(())
}

/// `Ok` if `true_atoms` (sorted) is a supported model of `program` (`--supp-models`): it
/// satisfies the rules, and each true atom is an active external that is true or the head
/// of a rule whose body holds (of a disjunction, the only true head atom).
pub(crate) fn check_supported_model(
    program: &GroundProgram,
    true_atoms: &[AtomId],
) -> Result<(), String> {
    let mut model = vec![false; program.atom_count as usize + 1];
    for a in true_atoms {
        model[a.0 as usize] = true;
    }
    check_satisfied(program, &model)?;
    let mut supported = external_facts(program, &model)?;
    for rule in &program.rules {
        if !body_holds(&model, &rule.body) {
            continue;
        }
        let true_heads = rule.head.iter().filter(|h| model[h.0 as usize]).count();
        for h in rule.head {
            if model[h.0 as usize] && (rule.kind == HeadKind::Choice || true_heads == 1) {
                supported[h.0 as usize] = true;
            }
        }
    }
    match true_atoms.iter().find(|a| !supported[a.0 as usize]) {
        Some(a) => Err(format!("atom {} is true in the model but unsupported", a.0)),
        None => Ok(()),
    }
}

/// `Ok` if `model` satisfies every rule and assumption of `program`.
fn check_satisfied(program: &GroundProgram, model: &[bool]) -> Result<(), String> {
    for (i, rule) in program.rules.iter().enumerate() {
        if rule.kind == HeadKind::Disjunction
            && body_holds(model, &rule.body)
            && !rule.head.iter().any(|h| model[h.0 as usize])
        {
            return Err(format!("rule {i} is violated: {rule:?}"));
        }
    }
    for &l in &program.assumptions {
        if !holds(model, l) {
            return Err(format!("assumption {l:?} does not hold"));
        }
    }
    Ok(())
}

/// The facts of the reduct that the active externals (those no rule defines) make true in
/// `model`, or an error if an external has the wrong value.
fn external_facts(program: &GroundProgram, model: &[bool]) -> Result<Vec<bool>, String> {
    let heads = super::defined::effective_heads(program);
    let defined = super::defined::defined_atoms(program, &heads);
    let mut facts = vec![false; model.len()];
    for (a, value) in super::defined::active_externals(program, &defined)
        .into_iter()
        .enumerate()
    {
        let Some(v) = value else { continue };
        if model[a] {
            facts[a] = true;
        }
        if v == ExternalValue::True && !model[a] || v == ExternalValue::False && model[a] {
            return Err(format!("external atom {a} has the wrong value"));
        }
    }
    Ok(facts)
}

/// The rules of the reduct of `program` by `model` (see the module doc), or `None` where
/// shifting is not exact: a disjunction with a true body has several true head atoms.
fn reduct(program: &GroundProgram, model: &[bool]) -> Option<Vec<Reduced>> {
    let mut reduct = Vec::new();
    for rule in &program.rules {
        let heads = reduct_heads(&rule, model)?;
        if heads.is_empty() {
            continue;
        }
        let Some((positive, bound)) = reduct_body(&rule.body, model) else {
            continue;
        };
        for h in heads {
            reduct.push(Reduced {
                head: h,
                positive: positive.clone(),
                bound,
            });
        }
    }
    Some(reduct)
}

/// The head atoms that `rule` has in the reduct: the true ones of a choice, the one true
/// atom of a disjunction; `None` if a disjunction with a true body has several.
fn reduct_heads(rule: &Rule, model: &[bool]) -> Option<Vec<usize>> {
    let true_heads = rule.head.iter().map(|h| h.0 as usize).filter(|&h| model[h]);
    match rule.kind {
        HeadKind::Choice => Some(true_heads.collect()),
        HeadKind::Disjunction => {
            let true_heads: Vec<usize> = true_heads
                .collect::<std::collections::BTreeSet<_>>()
                .into_iter()
                .collect();
            match true_heads.len() {
                1 => Some(true_heads),
                0 => Some(Vec::new()),
                _ if body_holds(model, &rule.body) => None,
                _ => Some(Vec::new()),
            }
        }
    }
}

/// The positive part of `body` in the reduct, as weighted atoms and a bound; `None` if a
/// negative literal of a normal body is false in `model` (the rule has no reduct). The
/// negative elements of a weight body count by their value in `model`.
fn reduct_body(body: &Body, model: &[bool]) -> Option<(Vec<(usize, i64)>, i64)> {
    match body {
        Body::Normal(lits) => {
            if lits.iter().any(|&l| l.is_negative() && !holds(model, l)) {
                return None;
            }
            let pos: Vec<(usize, i64)> = lits
                .iter()
                .filter(|l| !l.is_negative())
                .map(|l| (l.atom().0 as usize, 1))
                .collect();
            let bound = pos.len() as i64;
            Some((pos, bound))
        }
        Body::Sum { lower, elements } => {
            let mut bound = i64::from(*lower);
            let mut pos = Vec::new();
            for e in elements.iter() {
                let w = i64::from(e.weight);
                if e.lit.is_negative() {
                    if holds(model, e.lit) {
                        bound -= w;
                    }
                } else {
                    pos.push((e.lit.atom().0 as usize, w));
                }
            }
            Some((pos, bound))
        }
    }
}

/// Extends `least` to the least model of the (monotone) `reduct` that contains it.
fn close_under(reduct: &[Reduced], least: &mut [bool]) {
    let mut changed = true;
    while changed {
        changed = false;
        for r in reduct {
            if least[r.head] {
                continue;
            }
            let sum: i64 = r
                .positive
                .iter()
                .filter(|&&(a, _)| least[a])
                .map(|&(_, w)| w)
                .sum();
            if sum >= r.bound {
                least[r.head] = true;
                changed = true;
            }
        }
    }
}

/// Whether `model` (a model of `program`) is a minimal model of the program's reduct, for
/// programs where a disjunction has several true head atoms: a subset of the model that
/// satisfies the reduct (and keeps the facts `fixed`, the active externals) is searched by
/// a solver on a normal program, which is exact for those (and checked by the least-model
/// test above).
fn minimal(program: &GroundProgram, model: &[bool], fixed: &[bool]) -> Result<(), String> {
    let smaller = smaller_models(program, model, fixed);
    let mut solver =
        super::Solver::new(&smaller, &super::SolveOptions::default()).map_err(|e| e.to_string())?;
    let mut witness = None;
    solver.solve(&mut |m| {
        witness = Some(m.true_atoms.clone());
        false
    });
    match witness {
        None => Ok(()),
        Some(w) => Err(format!(
            "not a minimal model of the reduct: {w:?} is a smaller one"
        )),
    }
}

/// A normal program whose models are the proper subsets of `model` that keep the atoms
/// `fixed` and satisfy the reduct of `program` by `model`.
fn smaller_models(program: &GroundProgram, model: &[bool], fixed: &[bool]) -> GroundProgram {
    let in_model: Vec<AtomId> = (1..model.len())
        .filter(|&a| model[a])
        .map(|a| AtomId(a as u32))
        .collect();
    let mut smaller = GroundProgram {
        atom_count: program.atom_count,
        ..GroundProgram::default()
    };
    smaller.rules.push(Rule {
        kind: HeadKind::Choice,
        head: &in_model,
        body: Body::Normal(&[]),
    });
    // Strictly smaller, and with the active externals.
    let all: Vec<GroundLit> = in_model.iter().map(|&a| GroundLit::positive(a)).collect();
    smaller.rules.push(Rule::constraint(&all));
    for &a in &in_model {
        if fixed[a.0 as usize] {
            smaller
                .rules
                .push(Rule::constraint(&[GroundLit::negative(a)]));
        }
    }
    for rule in &program.rules {
        // A head atom outside the model is false in every subset.
        let Some(body) = reduct_constraint_body(&mut smaller, &rule.body, model) else {
            continue;
        };
        let true_heads = rule.head.iter().filter(|h| model[h.0 as usize]);
        match rule.kind {
            HeadKind::Choice => {
                for &h in true_heads {
                    let mut b = body.clone();
                    b.push(GroundLit::negative(h));
                    smaller.rules.push(Rule::constraint(&b));
                }
            }
            HeadKind::Disjunction => {
                let mut b = body;
                b.extend(true_heads.map(|&h| GroundLit::negative(h)));
                smaller.rules.push(Rule::constraint(&b));
            }
        }
    }
    smaller
}

/// The reduct of `body` by `model` as literals of `smaller`: its positive body, negative
/// literals by their value in the model (a weight body becomes a weight atom of `smaller`);
/// `None` if a negative literal of a normal body is false.
fn reduct_constraint_body(
    smaller: &mut GroundProgram,
    body: &Body,
    model: &[bool],
) -> Option<Vec<GroundLit>> {
    match body {
        Body::Normal(lits) => {
            if lits.iter().any(|&l| l.is_negative() && !holds(model, l)) {
                return None;
            }
            Some(lits.iter().copied().filter(|l| !l.is_negative()).collect())
        }
        Body::Sum { lower, elements } => {
            let mut bound = i64::from(*lower);
            let mut positive = Vec::new();
            for e in elements.iter() {
                if !e.lit.is_negative() {
                    positive.push(*e);
                } else if holds(model, e.lit) {
                    bound -= i64::from(e.weight);
                }
            }
            if bound <= 0 {
                Some(Vec::new())
            } else {
                let t = smaller.weight_atom(bound as i32, &positive);
                Some(vec![GroundLit::positive(t)])
            }
        }
    }
}
