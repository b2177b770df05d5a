//! The values that cross the boundary to the package: symbols (encoded as the crate's
//! documentation says), answer sets, clauses and the outcome of a solve call.

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyList, PyString, PyTuple};
use rasp::api::{AnswerView, AtomId, Error, GroundLit, SolveResult, Solved, Value};

/// The encoding of a value (see the module documentation).
pub(crate) fn encode<'py>(py: Python<'py>, value: &Value) -> PyResult<Bound<'py, PyAny>> {
    Ok(match value {
        Value::Int(n) => n.into_pyobject(py)?.into_any(),
        Value::Str(text) => PyString::new(py, text).into_any(),
        Value::Infimum => PyTuple::new(py, [0])?.into_any(),
        Value::Supremum => PyTuple::new(py, [1])?.into_any(),
        Value::Function {
            name,
            negative,
            args,
        } => {
            let args: Vec<_> = args
                .iter()
                .map(|a| encode(py, a))
                .collect::<PyResult<_>>()?;
            let args = PyTuple::new(py, args)?;
            let parts: [Bound<'py, PyAny>; 3] = [
                PyString::new(py, name).into_any(),
                pyo3::types::PyBool::new(py, !negative)
                    .to_owned()
                    .into_any(),
                args.into_any(),
            ];
            PyTuple::new(py, parts)?.into_any()
        }
    })
}

/// The value of an encoding (see the module documentation).
pub(crate) fn decode(object: &Bound<'_, PyAny>) -> PyResult<Value> {
    if let Ok(text) = object.cast::<PyString>() {
        return Ok(Value::Str(text.to_str()?.to_string()));
    }
    if let Ok(tuple) = object.cast::<PyTuple>() {
        return match tuple.len() {
            1 => match tuple.get_item(0)?.extract::<i32>()? {
                0 => Ok(Value::Infimum),
                _ => Ok(Value::Supremum),
            },
            3 => {
                let name: String = tuple.get_item(0)?.extract()?;
                let positive: bool = tuple.get_item(1)?.extract()?;
                let args = tuple.get_item(2)?;
                let args = (args.try_iter()?)
                    .map(|a| decode(&a?))
                    .collect::<PyResult<_>>()?;
                Ok(Value::Function {
                    name,
                    negative: !positive,
                    args,
                })
            }
            _ => Err(PyValueError::new_err("not an encoded symbol")),
        };
    }
    match object.extract::<i32>() {
        Ok(n) => Ok(Value::Int(n)),
        Err(_) => Err(PyTypeError::new_err("not an encoded symbol")),
    }
}

/// The outputs of a solve call sent to the package so far (by output index), so that each
/// output's symbol is encoded once per call.
#[derive(Default)]
pub(crate) struct Sent(Vec<bool>);

/// An answer set as the package reads it: `(number, shown outputs, costs, optimal, true
/// atoms, new outputs)`: the shown outputs by index (in clingo's order), the new ones (not
/// sent before in this call) as `[(index, encoded symbol, whether a term)]`, or `None`.
pub(crate) fn encode_answer<'py>(
    py: Python<'py>,
    answer: &AnswerView<'_>,
    sent: &mut Sent,
) -> PyResult<Bound<'py, PyTuple>> {
    let shown: Vec<usize> = answer.shown().collect();
    let mut new = Vec::new();
    for &index in &shown {
        if sent.0.len() <= index {
            sent.0.resize(index + 1, false);
        }
        if !sent.0[index] {
            sent.0[index] = true;
            let entry: [Bound<'py, PyAny>; 3] = [
                index.into_pyobject(py)?.into_any(),
                encode(py, &answer.output(index))?,
                pyo3::types::PyBool::new(py, answer.is_term(index))
                    .to_owned()
                    .into_any(),
            ];
            new.push(PyTuple::new(py, entry)?);
        }
    }
    let true_atoms = answer.true_atoms().iter().map(|a| a.0).collect();
    let new = match new.is_empty() {
        true => py.None().into_bound(py),
        false => PyList::new(py, new)?.into_any(),
    };
    let items: [Bound<'py, PyAny>; 6] = [
        answer.number().into_pyobject(py)?.into_any(),
        PyList::new(py, shown)?.into_any(),
        PyList::new(py, answer.costs())?.into_any(),
        pyo3::types::PyBool::new(py, answer.optimal())
            .to_owned()
            .into_any(),
        Bound::new(py, TrueAtoms(true_atoms))?.into_any(),
        new,
    ];
    PyTuple::new(py, items)
}

/// Clauses from Python: lists of signed atom ids (`None`: none).
pub(crate) fn python_clauses(clauses: Option<&Bound<'_, PyAny>>) -> PyResult<Vec<Vec<GroundLit>>> {
    let Some(clauses) = clauses else {
        return Ok(Vec::new());
    };
    let clauses: Vec<Vec<i64>> = clauses.extract()?;
    (clauses.into_iter())
        .map(|clause| {
            (clause.into_iter())
                .map(|lit| {
                    let atom = u32::try_from(lit.unsigned_abs())
                        .ok()
                        .filter(|&a| a > 0)
                        .ok_or_else(|| PyValueError::new_err(format!("invalid literal: {lit}")))?;
                    Ok(match lit > 0 {
                        true => GroundLit::positive(AtomId(atom)),
                        false => GroundLit::negative(AtomId(atom)),
                    })
                })
                .collect()
        })
        .collect()
}

/// How a solve call ended, for the package: `(result, models, exhausted, proven, core,
/// (counters of the call, counters of all calls so far))`, each counters `(choices,
/// conflicts, restarts)`, result 1 satisfiable, 2 unsatisfiable, 3 interrupted (also a call
/// cancelled at an answer set).
pub(crate) type Ended<'py> = (
    u8,
    u64,
    bool,
    bool,
    Vec<(Bound<'py, PyAny>, bool)>,
    ((u64, u64, u64), (u64, u64, u64)),
);

/// The [`Ended`] of a solve call's outcome; `cancelled`: whether its handle cancelled it.
pub(crate) fn ended<'py>(
    py: Python<'py>,
    solved: Result<Solved, Error>,
    cancelled: bool,
) -> PyResult<Ended<'py>> {
    let solved = solved.map_err(|e| pyo3::exceptions::PyRuntimeError::new_err(e.messages))?;
    let (code, models, exhausted) = match solved.result {
        SolveResult::Satisfiable { models, exhausted } if cancelled && !exhausted => {
            (3, models, false)
        }
        SolveResult::Satisfiable { models, exhausted } => (1, models, exhausted),
        SolveResult::Unsatisfiable => (2, 0, true),
        SolveResult::Interrupted { models } => (3, models, false),
    };
    let core = (solved.core.iter())
        .map(|(atom, truth)| Ok((encode(py, atom)?, *truth)))
        .collect::<PyResult<_>>()?;
    let counters = |s: &rasp::api::SolveStats| (s.choices, s.conflicts, s.restarts);
    let stats = (counters(&solved.call_stats), counters(&solved.stats));
    Ok((code, models, exhausted, solved.proven, core, stats))
}

/// The true atoms of an answer set (sorted ids), kept in Rust: `atom in true_atoms`.
#[pyclass(module = "rasp._rasp", sequence)]
pub(crate) struct TrueAtoms(Vec<u32>);

#[pymethods]
impl TrueAtoms {
    fn __contains__(&self, atom: i64) -> bool {
        u32::try_from(atom).is_ok_and(|a| self.0.binary_search(&a).is_ok())
    }

    fn __len__(&self) -> usize {
        self.0.len()
    }

    fn __getitem__(&self, index: usize) -> PyResult<u32> {
        (self.0.get(index).copied())
            .ok_or_else(|| pyo3::exceptions::PyIndexError::new_err("index out of range"))
    }
}
