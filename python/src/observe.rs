//! What observers (`Control.register_observer`) see of a grounding step: the statements the
//! ground program gained since a mark ([`Mark`], taken before the step), as plain Python
//! values for the package to call the observer's methods with (`rasp.backend`'s
//! `_Observers`).

use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList};
use rasp::api::{ExternalValue, GroundLit, GroundProgram, Session};
use rasp::aspif::{Body, HeadKind};

use crate::convert::encode;

/// How much of each kind of statement the program had: rules, minimize statements,
/// outputs, externals, assumptions, projection atoms, heuristics, edges, theory atoms.
pub type Mark = (
    usize,
    usize,
    usize,
    usize,
    usize,
    usize,
    usize,
    usize,
    usize,
);

/// The mark of `program` now.
pub fn mark(program: &GroundProgram) -> Mark {
    (
        program.rules.len(),
        program.minimize.len(),
        program.outputs.len(),
        program.externals.len(),
        program.assumptions.len(),
        program.projection.as_ref().map_or(0, Vec::len),
        program.heuristics.len(),
        program.edges.len(),
        program.theory.atoms.len(),
    )
}

fn lit(l: GroundLit) -> i32 {
    let atom = l.atom().0 as i32;
    if l.is_negative() { -atom } else { atom }
}

fn lits(ls: &[GroundLit]) -> Vec<i32> {
    ls.iter().copied().map(lit).collect()
}

/// The statements since `since`: a dict of lists, by kind (`rule`: `(choice, head, body)`;
/// `weight_rule`: `(choice, head, lower bound, [(literal, weight)])`; `minimize`:
/// `(priority, [(literal, weight)])`; `output_atom`: `(symbol, atom)`; `output_term`:
/// `(symbol, condition)`; `external`: `(atom, value)` with clingo's `TruthValue` numbers;
/// `assume`, `project`: lists; `heuristic`: `(atom, modifier, bias, priority, condition)`;
/// `acyc_edge`: `(u, v, condition)`); the theory atoms since come from `theory_since`.
pub fn since<'py>(py: Python<'py>, session: &Session, since: Mark) -> PyResult<Bound<'py, PyDict>> {
    let program = session.program();
    let out = PyDict::new(py);
    let (rules, weight_rules) = (PyList::empty(py), PyList::empty(py));
    for rule in program.rules.iter().skip(since.0) {
        let choice = rule.kind == HeadKind::Choice;
        let head: Vec<u32> = rule.head.iter().map(|a| a.0).collect();
        match rule.body {
            Body::Normal(body) => rules.append((choice, head, lits(body)))?,
            Body::Sum { lower, elements } => {
                let body: Vec<(i32, i32)> =
                    elements.iter().map(|w| (lit(w.lit), w.weight)).collect();
                weight_rules.append((choice, head, lower, body))?
            }
        }
    }
    out.set_item("rule", rules)?;
    out.set_item("weight_rule", weight_rules)?;
    let minimize = PyList::empty(py);
    for statement in program.minimize.iter().skip(since.1) {
        let elements: Vec<(i32, i32)> = statement
            .elements
            .iter()
            .map(|w| (lit(w.lit), w.weight))
            .collect();
        minimize.append((statement.priority, elements))?;
    }
    out.set_item("minimize", minimize)?;
    let (atoms, terms) = (PyList::empty(py), PyList::empty(py));
    for (index, output) in program.outputs.iter().enumerate().skip(since.2) {
        let Some(value) = session.output_value(index) else {
            continue;
        };
        let symbol = encode(py, &value)?;
        match output.condition.as_slice() {
            [one] if !one.is_negative() && value.to_string() == output.symbol => {
                atoms.append((symbol, one.atom().0))?
            }
            condition => terms.append((symbol, lits(condition)))?,
        }
    }
    out.set_item("output_atom", atoms)?;
    out.set_item("output_term", terms)?;
    let externals = PyList::empty(py);
    for &(atom, value) in program.externals.iter().skip(since.3) {
        let value = match value {
            ExternalValue::Free => 0,
            ExternalValue::True => 1,
            ExternalValue::False => 2,
            ExternalValue::Release => 3,
        };
        externals.append((atom.0, value))?;
    }
    out.set_item("external", externals)?;
    let assumptions: Vec<i32> = program
        .assumptions
        .iter()
        .skip(since.4)
        .copied()
        .map(lit)
        .collect();
    out.set_item("assume", assumptions)?;
    let projection: Vec<u32> = (program.projection.iter().flatten())
        .skip(since.5)
        .map(|a| a.0)
        .collect();
    out.set_item("project", projection)?;
    let heuristics = PyList::empty(py);
    for h in program.heuristics.iter().skip(since.6) {
        let modifier = h.modifier as u8;
        heuristics.append((h.atom.0, modifier, h.value, h.priority, lits(&h.condition)))?;
    }
    out.set_item("heuristic", heuristics)?;
    let edges = PyList::empty(py);
    for e in program.edges.iter().skip(since.7) {
        edges.append((e.from, e.to, lits(&e.condition)))?;
    }
    out.set_item("acyc_edge", edges)?;
    Ok(out)
}
