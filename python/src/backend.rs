//! The statements of clingo's backend (`Control.backend()`), collected into a ground
//! program step that [`rasp::api::Session::add_statements`] adds.

use pyo3::exceptions::{PyRuntimeError, PyValueError};
use pyo3::prelude::*;
use rasp::api::ExternalValue;
use rasp::aspif::{
    AtomId, Body, Edge, GroundLit, GroundProgram, HeadKind, Heuristic, HeuristicModifier, Minimize,
    Rule, WeightedLit,
};

/// Adds the statement `kind` with the arguments `args` (a tuple) to `step`:
/// * `rule`: choice, head atoms, body literals;
/// * `weight_rule`: choice, head atoms, lower bound, body `[(literal, weight)]`;
/// * `minimize`: priority, `[(literal, weight)]`;
/// * `external`: atom, value (clingo's `TruthValue` numbering, see [`external_value`]);
/// * `project`: atoms; `assume`: literals;
/// * `heuristic`: atom, modifier (clingo's `HeuristicType`), bias, priority, condition;
/// * `edge`: from, to, condition.
///
/// A rule for which `redefinition` gives clingo's message (it redefines an atom: see
/// [`rasp::api::Session::redefinition`]) is refused with a `RuntimeError` of that text.
pub fn add(
    step: &mut GroundProgram,
    kind: &str,
    args: &Bound<'_, PyAny>,
    redefinition: impl Fn(Rule<'_>) -> Option<String>,
) -> PyResult<()> {
    let mut add_rule = |rule: Rule<'_>| match redefinition(rule) {
        Some(message) => Err(PyRuntimeError::new_err(message)),
        None => {
            step.rules.push(rule);
            Ok(())
        }
    };
    match kind {
        "rule" => {
            let (choice, head, body): (bool, Vec<u32>, Vec<i32>) = args.extract()?;
            add_rule(Rule {
                kind: head_kind(choice),
                head: &atoms(&head),
                body: Body::Normal(&literals(&body)),
            })?
        }
        "weight_rule" => {
            let (choice, head, lower, body): (bool, Vec<u32>, i32, Vec<(i32, i32)>) =
                args.extract()?;
            add_rule(Rule {
                kind: head_kind(choice),
                head: &atoms(&head),
                body: Body::Sum {
                    lower,
                    elements: &weighted(&body),
                },
            })?
        }
        "minimize" => {
            let (priority, body): (i32, Vec<(i32, i32)>) = args.extract()?;
            step.minimize.push(Minimize {
                priority,
                elements: weighted(&body),
            })
        }
        "external" => {
            let (atom, value): (u32, u8) = args.extract()?;
            step.externals.push((AtomId(atom), external_value(value)));
        }
        "project" => {
            let (atoms_,): (Vec<u32>,) = args.extract()?;
            (step.projection.get_or_insert_with(Vec::new)).extend(atoms(&atoms_));
        }
        "assume" => {
            let (body,): (Vec<i32>,) = args.extract()?;
            step.assumptions.extend(literals(&body));
        }
        "heuristic" => {
            let (atom, modifier, value, priority, condition): (u32, u8, i32, u32, Vec<i32>) =
                args.extract()?;
            step.heuristics.push(Heuristic {
                modifier: heuristic_modifier(modifier),
                atom: AtomId(atom),
                value,
                priority,
                condition: literals(&condition),
            })
        }
        "edge" => {
            let (from, to, condition): (i32, i32, Vec<i32>) = args.extract()?;
            step.edges.push(Edge {
                from,
                to,
                condition: literals(&condition),
            })
        }
        _ => return Err(PyValueError::new_err(format!("unknown statement {kind}"))),
    }
    Ok(())
}

fn atoms(atoms: &[u32]) -> Vec<AtomId> {
    atoms.iter().map(|&a| AtomId(a)).collect()
}

fn literals(literals: &[i32]) -> Vec<GroundLit> {
    literals.iter().map(|&l| GroundLit(l)).collect()
}

fn weighted(literals: &[(i32, i32)]) -> Vec<WeightedLit> {
    (literals.iter())
        .map(|&(lit, weight)| WeightedLit {
            lit: GroundLit(lit),
            weight,
        })
        .collect()
}

fn head_kind(choice: bool) -> HeadKind {
    match choice {
        true => HeadKind::Choice,
        false => HeadKind::Disjunction,
    }
}

/// An external value as the package numbers them (clingo's `TruthValue`).
pub fn external_value(value: u8) -> ExternalValue {
    match value {
        0 => ExternalValue::Free,
        1 => ExternalValue::True,
        2 => ExternalValue::False,
        _ => ExternalValue::Release,
    }
}

/// A heuristic modifier as clingo's `HeuristicType` numbers them.
fn heuristic_modifier(modifier: u8) -> HeuristicModifier {
    match modifier {
        0 => HeuristicModifier::Level,
        1 => HeuristicModifier::Sign,
        2 => HeuristicModifier::Factor,
        3 => HeuristicModifier::Init,
        4 => HeuristicModifier::True,
        _ => HeuristicModifier::False,
    }
}
