//! Theory atoms across the boundary: the ground program's theory data
//! ([`rasp::aspif::theory::TheoryData`]) as plain Python values for `Control.theory_atoms`,
//! and the backend's `add_theory_*` statements, which build theory data for the step of
//! backend statements.
//!
//! A term is `(type, value, arguments)` with clingo's `TheoryTermType` numbering: tuple 0,
//! list 1, set 2, function 3 (value: its name), number 4 (value: the integer), symbol 5
//! (value: the name); an element `(term ids, condition literals)`; an atom `(program
//! literal or 0, term id, element ids, guard (operator, term id) or None)`.

use std::collections::HashMap;

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use rasp::api::{AtomId, GroundLit, GroundProgram, Value};
use rasp::aspif::theory::{
    TheoryAtom, TheoryData, TheoryElement, TheoryElementId, TheoryFunction, TheoryTerm,
    TheoryTermId,
};

use crate::convert::decode;

/// A term for the package: `(type, number, name or None, argument ids)`.
pub type PlainTerm = (u8, i32, Option<String>, Vec<u32>);

/// An element for the package: `(term ids, condition literals, added by the backend)`.
pub type PlainElement = (Vec<u32>, Vec<i32>, bool);

/// An atom for the package: `(literal or 0, term id, element ids, guard)`.
pub type PlainAtom = (u32, u32, Vec<u32>, Option<(String, u32)>);

/// A backend's theory atom: `(atom, term id, element ids, guard)` (see [`add`]).
type BackendAtom = (Option<u32>, u32, Vec<u32>, Option<(String, u32)>);

/// The theory atoms from index `first` on, with the terms and elements they use (by id).
pub type PlainTheory = (
    HashMap<u32, PlainTerm>,
    HashMap<u32, PlainElement>,
    Vec<PlainAtom>,
);

/// The atoms of `data` from index `first` on (those of the steps since the last solve
/// call), in plain values, with the terms and elements they reach; `from_backend` tells the
/// elements the backend added.
pub fn plain(data: &TheoryData, first: usize, from_backend: &dyn Fn(u32) -> bool) -> PlainTheory {
    let mut terms = HashMap::new();
    let mut elements = HashMap::new();
    let atoms = data.atoms.get(first..).unwrap_or_default();
    let atoms = (atoms.iter())
        .map(|atom| {
            add_term(data, atom.name, &mut terms);
            for &e in &atom.elements {
                if let Some(element) = add_element(data, e, &mut terms, &mut elements) {
                    element.2 = from_backend(e.0);
                }
            }
            let guard = atom.guard.map(|(op, rhs)| {
                add_term(data, rhs, &mut terms);
                (data.term_text(op), rhs.0)
            });
            let literal = atom.atom.map_or(0, |a| a.0);
            let elements = atom.elements.iter().map(|e| e.0).collect();
            (literal, atom.name.0, elements, guard)
        })
        .collect();
    (terms, elements, atoms)
}

/// Adds element `id` and its terms to `elements` and `terms`; the element.
fn add_element<'a>(
    data: &TheoryData,
    id: TheoryElementId,
    terms: &mut HashMap<u32, PlainTerm>,
    elements: &'a mut HashMap<u32, PlainElement>,
) -> Option<&'a mut PlainElement> {
    if elements.contains_key(&id.0) {
        return elements.get_mut(&id.0);
    }
    let element = data.element(id)?;
    for &t in &element.terms {
        add_term(data, t, terms);
    }
    let tuple = element.terms.iter().map(|t| t.0).collect();
    let condition = element.condition.iter().map(|l| l.0).collect();
    Some(elements.entry(id.0).or_insert((tuple, condition, false)))
}

/// The id the next element appended to `data` gets ([`TheoryData::append`]).
pub fn element_end(data: &TheoryData) -> u32 {
    data.elements().last().map_or(0, |(id, _)| id.0 + 1)
}

/// Adds term `id` and its arguments to `terms` (without recursion: terms may be deeply
/// nested).
fn add_term(data: &TheoryData, id: TheoryTermId, terms: &mut HashMap<u32, PlainTerm>) {
    let mut stack = vec![id];
    while let Some(id) = stack.pop() {
        if terms.contains_key(&id.0) {
            continue;
        }
        let Some(term) = data.term(id) else {
            continue;
        };
        let plain = match term {
            TheoryTerm::Number(n) => (4, *n, None, Vec::new()),
            TheoryTerm::Symbol(s) => (5, 0, Some(s.clone()), Vec::new()),
            TheoryTerm::Compound { function, args } => {
                stack.extend(args.iter().copied());
                let args = args.iter().map(|a| a.0).collect();
                match function {
                    TheoryFunction::Tuple => (0, 0, None, args),
                    TheoryFunction::List => (1, 0, None, args),
                    TheoryFunction::Set => (2, 0, None, args),
                    TheoryFunction::Term(name) => (3, 0, Some(data.term_text(*name)), args),
                }
            }
        };
        terms.insert(id.0, plain);
    }
}

/// Adds the backend's theory statement `kind` with the arguments `args` (a tuple) to
/// `step`'s theory data and returns its id:
/// * `number`: an integer; `string`: a name; `symbol`: an encoded symbol (a term);
/// * `sequence`: clingo's `TheorySequenceType` (tuple 0, set 1, list 2), term ids;
/// * `function`: a name, term ids;
/// * `element`: term ids, condition literals;
/// * `atom`: program atom (0: a directive; None: a fresh one, from `fresh`), term id,
///   element ids, guard `(operator, term id)` or None; the id is the atom's (that of an
///   equal atom added before, if any).
pub fn add(
    step: &mut GroundProgram,
    kind: &str,
    args: &Bound<'_, PyAny>,
    fresh: impl FnOnce() -> u32,
) -> PyResult<u32> {
    let data = &mut step.theory;
    let id = match kind {
        "number" => {
            data.term_id(TheoryTerm::Number(args.extract::<(i32,)>()?.0))
                .0
        }
        "string" => symbol(data, &args.extract::<(String,)>()?.0).0,
        "symbol" => value_term(data, &decode(&args.get_item(0)?)?).0,
        "sequence" => {
            let (kind, args): (u8, Vec<u32>) = args.extract()?;
            let function = match kind {
                0 => TheoryFunction::Tuple,
                1 => TheoryFunction::Set,
                _ => TheoryFunction::List,
            };
            compound(data, function, term_ids(&args)).0
        }
        "function" => {
            let (name, args): (String, Vec<u32>) = args.extract()?;
            let name = symbol(data, &name);
            compound(data, TheoryFunction::Term(name), term_ids(&args)).0
        }
        "element" => {
            let (terms, condition): (Vec<u32>, Vec<i32>) = args.extract()?;
            let element = TheoryElement {
                terms: term_ids(&terms),
                condition: condition.into_iter().map(GroundLit).collect(),
            };
            data.element_id(element).0
        }
        "atom" => {
            let (atom, name, elements, guard): BackendAtom = args.extract()?;
            let guard = guard.map(|(op, rhs)| (symbol(data, &op), TheoryTermId(rhs)));
            let mut theory_atom = TheoryAtom {
                atom: None,
                name: TheoryTermId(name),
                elements: elements.into_iter().map(TheoryElementId).collect(),
                guard,
            };
            match equal_atom(data, &theory_atom) {
                Some(there) => there,
                None => {
                    let atom = atom.unwrap_or_else(fresh);
                    theory_atom.atom = (atom != 0).then_some(AtomId(atom));
                    data.atoms.push(theory_atom);
                    atom
                }
            }
        }
        _ => {
            return Err(PyValueError::new_err(format!(
                "unknown theory statement {kind}"
            )));
        }
    };
    Ok(id)
}

/// The program atom (0 for a directive) of an atom of `data` equal to `atom` (the same
/// term, elements and guard), if there is one.
fn equal_atom(data: &TheoryData, atom: &TheoryAtom) -> Option<u32> {
    let same = |a: &&TheoryAtom| {
        a.name == atom.name && a.elements == atom.elements && a.guard == atom.guard
    };
    let there = data.atoms.iter().find(same)?;
    Some(there.atom.map_or(0, |a| a.0))
}

fn term_ids(ids: &[u32]) -> Vec<TheoryTermId> {
    ids.iter().map(|&t| TheoryTermId(t)).collect()
}

fn symbol(data: &mut TheoryData, name: &str) -> TheoryTermId {
    data.term_id(TheoryTerm::Symbol(name.to_string()))
}

fn compound(
    data: &mut TheoryData,
    function: TheoryFunction,
    args: Vec<TheoryTermId>,
) -> TheoryTermId {
    data.term_id(TheoryTerm::Compound { function, args })
}

/// The term `-t`.
fn negated(data: &mut TheoryData, term: TheoryTermId) -> TheoryTermId {
    let minus = symbol(data, "-");
    compound(data, TheoryFunction::Term(minus), vec![term])
}

/// The theory term of a symbol, as clingo's `add_theory_term_symbol` makes it: a number (a
/// negative one as `-` applied to its absolute value), a name (a constant, or a string in
/// quotes, `#inf`, `#sup`), a function of its arguments, a tuple; a classically negated
/// function is `-` applied to the function.
fn value_term(data: &mut TheoryData, value: &Value) -> TheoryTermId {
    match value {
        Value::Int(n) if *n < 0 && *n != i32::MIN => {
            let positive = data.term_id(TheoryTerm::Number(-n));
            negated(data, positive)
        }
        Value::Int(n) => data.term_id(TheoryTerm::Number(*n)),
        Value::Function {
            name,
            negative,
            args,
        } => {
            let args: Vec<_> = args.iter().map(|a| value_term(data, a)).collect();
            let term = match (name.is_empty(), args.is_empty()) {
                (true, _) => compound(data, TheoryFunction::Tuple, args),
                (false, true) => symbol(data, name),
                (false, false) => {
                    let name = symbol(data, name);
                    compound(data, TheoryFunction::Term(name), args)
                }
            };
            match negative {
                true => negated(data, term),
                false => term,
            }
        }
        other => symbol(data, &other.to_string()),
    }
}
