//! Random small ground programs for the property tests: normal, choice, disjunctive rules and
//! integrity constraints over normal, weight and cardinality bodies, and externals. Positive
//! loops arise naturally from random positive bodies.

use proptest::prelude::*;
use rasp::aspif::{
    AtomId, Body, ExternalValue, GroundLit, GroundProgram, HeadKind, Rule, WeightedLit,
};

fn lit(atoms: u32) -> impl Strategy<Value = GroundLit> {
    (1..=atoms, any::<bool>())
        .prop_map(|(a, neg)| GroundLit(if neg { -(a as i32) } else { a as i32 }))
}

fn body(atoms: u32) -> impl Strategy<Value = Body> {
    prop_oneof![
        4 => prop::collection::vec(lit(atoms), 0..4).prop_map(Body::Normal),
        1 => (0..6i32, prop::collection::vec((lit(atoms), 1..4i32), 0..5)).prop_map(|(lower, e)| {
            Body::Sum {
                lower,
                elements: e.into_iter().map(|(lit, weight)| WeightedLit { lit, weight }).collect(),
            }
        }),
        1 => (0..4i32, prop::collection::vec(lit(atoms), 0..5)).prop_map(|(lower, e)| {
            Body::Sum {
                lower,
                elements: e.into_iter().map(|lit| WeightedLit { lit, weight: 1 }).collect(),
            }
        }),
    ]
}

fn rule(atoms: u32) -> impl Strategy<Value = Rule> {
    let head = move |n| prop::collection::vec((1..=atoms).prop_map(AtomId), n);
    prop_oneof![
        8 => (head(1..2), body(atoms)).prop_map(|(head, body)| Rule { kind: HeadKind::Disjunction, head, body }),
        3 => (head(1..4), body(atoms)).prop_map(|(head, body)| Rule { kind: HeadKind::Choice, head, body }),
        2 => body(atoms).prop_map(|body| Rule { kind: HeadKind::Disjunction, head: vec![], body }),
        1 => (head(2..4), body(atoms)).prop_map(|(head, body)| Rule { kind: HeadKind::Disjunction, head, body }),
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
                rules,
                externals,
                ..GroundProgram::default()
            })
    })
}
