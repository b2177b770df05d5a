//! Random small ground programs for the property tests: normal, choice, disjunctive rules and
//! integrity constraints over normal, weight and cardinality bodies, and externals. Positive
//! loops arise naturally from random positive bodies. Optionally with minimize statements,
//! edges (`#edge`) or outputs.

use super::OwnedBody;
use proptest::prelude::*;
use rasp::aspif::{
    AtomId, Edge, ExternalValue, GroundLit, GroundProgram, HeadKind, Minimize, Output, Rule,
    WeightedLit,
};

/// A generated rule: its kind, head atoms and body.
type OwnedRule = (HeadKind, Vec<AtomId>, OwnedBody);

fn lit(atoms: u32) -> impl Strategy<Value = GroundLit> {
    (1..=atoms, any::<bool>())
        .prop_map(|(a, neg)| GroundLit(if neg { -(a as i32) } else { a as i32 }))
}

fn body(atoms: u32) -> impl Strategy<Value = OwnedBody> {
    prop_oneof![
        4 => prop::collection::vec(lit(atoms), 0..4).prop_map(OwnedBody::Normal),
        1 => (0..6i32, prop::collection::vec((lit(atoms), 1..4i32), 0..5)).prop_map(|(lower, e)| {
            OwnedBody::Sum {
                lower,
                elements: e.into_iter().map(|(lit, weight)| WeightedLit { lit, weight }).collect(),
            }
        }),
        1 => (0..4i32, prop::collection::vec(lit(atoms), 0..5)).prop_map(|(lower, e)| {
            OwnedBody::Sum {
                lower,
                elements: e.into_iter().map(|lit| WeightedLit { lit, weight: 1 }).collect(),
            }
        }),
    ]
}

fn rule(atoms: u32) -> impl Strategy<Value = OwnedRule> {
    let head = move |n| prop::collection::vec((1..=atoms).prop_map(AtomId), n);
    prop_oneof![
        8 => (head(1..2), body(atoms)).prop_map(|(head, body)| (HeadKind::Disjunction, head, body)),
        3 => (head(1..4), body(atoms)).prop_map(|(head, body)| (HeadKind::Choice, head, body)),
        2 => body(atoms).prop_map(|body| (HeadKind::Disjunction, vec![], body)),
        1 => (head(2..4), body(atoms)).prop_map(|(head, body)| (HeadKind::Disjunction, head, body)),
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

/// Programs over at most `max_atoms` atoms with fewer than `max_rules` rules.
pub fn program(max_atoms: u32, max_rules: usize) -> impl Strategy<Value = GroundProgram> {
    (1..=max_atoms).prop_flat_map(move |atoms| {
        (
            prop::collection::vec(rule(atoms), 0..max_rules),
            prop::collection::vec(((1..=atoms).prop_map(AtomId), external()), 0..3),
        )
            .prop_map(move |(rules, externals)| GroundProgram {
                atom_count: atoms,
                rules: rules
                    .iter()
                    .map(|(kind, head, body)| Rule {
                        kind: *kind,
                        head,
                        body: body.view(),
                    })
                    .collect(),
                externals,
                ..GroundProgram::default()
            })
    })
}

/// Minimize statements: up to three, at priorities 0..3, with weights -3..=4 (negative ones
/// included, as `#maximize` produces them).
pub fn minimize(atoms: u32) -> impl Strategy<Value = Vec<Minimize>> {
    let element = (lit(atoms), -3..=4i32).prop_map(|(lit, weight)| WeightedLit { lit, weight });
    prop::collection::vec(
        (0..3i32, prop::collection::vec(element, 0..5))
            .prop_map(|(priority, elements)| Minimize { priority, elements }),
        1..4,
    )
}

/// Edges (`#edge`) among nodes 1..=4, each under a condition of at most two literals.
pub fn edges(atoms: u32) -> impl Strategy<Value = Vec<Edge>> {
    prop::collection::vec(
        (1..=4i32, 1..=4i32, prop::collection::vec(lit(atoms), 0..3)).prop_map(
            |(from, to, condition)| Edge {
                from,
                to,
                condition,
            },
        ),
        0..6,
    )
}

/// Outputs `a<i>` under a condition of one or two literals (the shown part, for projection
/// and consequences).
pub fn outputs(atoms: u32) -> impl Strategy<Value = Vec<Output>> {
    prop::collection::vec(prop::collection::vec(lit(atoms), 1..3), 1..5).prop_map(|conditions| {
        conditions
            .into_iter()
            .enumerate()
            .map(|(i, condition)| Output {
                symbol: format!("o{i}"),
                condition,
            })
            .collect()
    })
}

/// Programs as [`program`] makes them, with minimize statements.
pub fn program_with_minimize(
    max_atoms: u32,
    max_rules: usize,
) -> impl Strategy<Value = GroundProgram> {
    program(max_atoms, max_rules).prop_flat_map(|p| {
        let atoms = p.atom_count;
        (Just(p), minimize(atoms)).prop_map(|(mut p, minimize)| {
            p.minimize = minimize;
            p
        })
    })
}

/// Programs as [`program`] makes them, with edges.
pub fn program_with_edges(
    max_atoms: u32,
    max_rules: usize,
) -> impl Strategy<Value = GroundProgram> {
    program(max_atoms, max_rules).prop_flat_map(|p| {
        let atoms = p.atom_count;
        (Just(p), edges(atoms)).prop_map(|(mut p, edges)| {
            p.edges = edges;
            p
        })
    })
}

/// Programs as [`program`] makes them, with outputs.
pub fn program_with_outputs(
    max_atoms: u32,
    max_rules: usize,
) -> impl Strategy<Value = GroundProgram> {
    program(max_atoms, max_rules).prop_flat_map(|p| {
        let atoms = p.atom_count;
        (Just(p), outputs(atoms)).prop_map(|(mut p, outputs)| {
            p.outputs = outputs;
            p
        })
    })
}
