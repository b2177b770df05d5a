//! Brute-force answers to the reasoning questions on top of answer sets (test-only): costs and
//! optima of minimize statements, acyclicity of `#edge` graphs, projections and brave and
//! cautious consequences. Each works on the list of answer sets that [`super::answer_sets`]
//! computes, by the definitions, without the solver's algorithms.

use rasp::aspif::{AtomId, GroundLit, GroundProgram};
use std::collections::{BTreeMap, BTreeSet};

fn holds(model: &[AtomId], l: GroundLit) -> bool {
    model.contains(&l.atom()) != l.is_negative()
}

/// The cost vector of `model`: per priority, highest first, the sum of the weights of the
/// true literals of the minimize statements.
pub fn costs(program: &GroundProgram, model: &[AtomId]) -> Vec<i64> {
    let mut by_priority: BTreeMap<i32, i64> = BTreeMap::new();
    for m in &program.minimize {
        let sum = by_priority.entry(m.priority).or_default();
        for e in &m.elements {
            if holds(model, e.lit) {
                *sum += i64::from(e.weight);
            }
        }
    }
    by_priority.into_values().rev().collect()
}

/// The least cost vector (lexicographically) of the answer sets, if there is one.
pub fn optimum(program: &GroundProgram, answer_sets: &[Vec<AtomId>]) -> Option<Vec<i64>> {
    answer_sets.iter().map(|m| costs(program, m)).min()
}

/// The answer sets with the least costs, sorted.
pub fn optimal(program: &GroundProgram, answer_sets: &[Vec<AtomId>]) -> Vec<Vec<AtomId>> {
    let best = optimum(program, answer_sets);
    answer_sets
        .iter()
        .filter(|m| Some(costs(program, m)) == best)
        .cloned()
        .collect()
}

/// Whether the edges whose conditions hold in `model` form an acyclic graph.
pub fn acyclic(program: &GroundProgram, model: &[AtomId]) -> bool {
    let edges: Vec<(i32, i32)> = program
        .edges
        .iter()
        .filter(|e| e.condition.iter().all(|&l| holds(model, l)))
        .map(|e| (e.from, e.to))
        .collect();
    // Remove nodes without incoming edges until none is left (Kahn); a cycle remains.
    let mut nodes: BTreeSet<i32> = edges.iter().flat_map(|&(a, b)| [a, b]).collect();
    loop {
        let sources: Vec<i32> = nodes
            .iter()
            .copied()
            .filter(|&n| !edges.iter().any(|&(a, b)| b == n && nodes.contains(&a)))
            .collect();
        if sources.is_empty() {
            return nodes.is_empty();
        }
        for n in sources {
            nodes.remove(&n);
        }
    }
}

/// The outputs (indices into the output table) whose conditions hold in `model`.
pub fn shown(program: &GroundProgram, model: &[AtomId]) -> Vec<bool> {
    program
        .outputs
        .iter()
        .map(|o| o.condition.iter().all(|&l| holds(model, l)))
        .collect()
}

/// The projection of `model` onto `atoms`.
pub fn project(model: &[AtomId], atoms: &[AtomId]) -> Vec<bool> {
    atoms.iter().map(|a| model.contains(a)).collect()
}

/// Brave (`union`) or cautious consequences over the outputs; `None` without answer sets.
pub fn consequences(
    program: &GroundProgram,
    answer_sets: &[Vec<AtomId>],
    union: bool,
) -> Option<Vec<bool>> {
    let mut sets = answer_sets.iter().map(|m| shown(program, m));
    let first = sets.next()?;
    Some(sets.fold(first, |acc, s| {
        acc.iter()
            .zip(&s)
            .map(|(&a, &b)| if union { a || b } else { a && b })
            .collect()
    }))
}
