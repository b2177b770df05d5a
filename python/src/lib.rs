//! `rasp._rasp`: the native part of rasp's Python module. It wraps one
//! [`rasp::api::Session`] per `Control` object; the Python package (`rasp/`) builds clingo's
//! API on it.
//!
//! Symbols cross the boundary encoded as plain Python values (the package turns them into
//! `Symbol` objects): an integer is a number, a `str` a string, a tuple `(name, positive,
//! args)` a function (or a tuple: empty name), `(0,)` the infimum and `(1,)` the supremum.

mod backend;

use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyList, PyString, PyTuple};
use rasp::api::{
    Answer, AtomId, EnumMode, Enumeration, Functions, GroundProgram, OptMode, OptStrategy,
    Optimization, Reasoning, Session, SolveOptions, SolveResult, Value,
};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// The encoding of a value (see the module documentation).
fn encode<'py>(py: Python<'py>, value: &Value) -> PyResult<Bound<'py, PyAny>> {
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
fn decode(object: &Bound<'_, PyAny>) -> PyResult<Value> {
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

/// An answer set as the package reads it: `(number, shown symbols, costs, optimal, true
/// atoms)`.
fn answer_tuple(py: Python<'_>, answer: Answer) -> PyResult<Bound<'_, PyTuple>> {
    let atoms: Vec<_> = (answer.atoms.iter())
        .map(|a| encode(py, a))
        .collect::<PyResult<_>>()?;
    let true_atoms = answer.true_atoms.into_iter().map(|a| a.0).collect();
    let items: [Bound<'_, PyAny>; 5] = [
        answer.number.into_pyobject(py)?.into_any(),
        PyList::new(py, atoms)?.into_any(),
        PyList::new(py, &answer.costs)?.into_any(),
        pyo3::types::PyBool::new(py, answer.optimal)
            .to_owned()
            .into_any(),
        Bound::new(py, TrueAtoms(true_atoms))?.into_any(),
    ];
    PyTuple::new(py, items)
}

/// Messages of a call: `(ok, rendered messages)`.
type Outcome = (bool, String);

fn outcome(result: Result<String, rasp::api::Error>) -> Outcome {
    match result {
        Ok(messages) => (true, messages),
        Err(e) => (false, e.messages),
    }
}

/// A symbolic atom for the package: `(encoded symbol, id or 0, fact, external)`.
type AtomEntry<'py> = (Bound<'py, PyAny>, u32, bool, bool);

/// The functions of a ground context: a Python callable `call(name, encoded arguments)`
/// that returns the encoded values; the first exception it raised.
struct PyFunctions<'py> {
    call: Bound<'py, PyAny>,
    error: Option<PyErr>,
}

impl Functions for PyFunctions<'_> {
    fn call(&mut self, name: &str, args: Vec<Value>) -> Result<Vec<Value>, String> {
        let py = self.call.py();
        let values = (|| {
            let args: Vec<_> = args
                .iter()
                .map(|a| encode(py, a))
                .collect::<PyResult<_>>()?;
            let values = self.call.call1((name, PyList::new(py, args)?))?;
            (values.try_iter()?)
                .map(|v| decode(&v?))
                .collect::<PyResult<Vec<Value>>>()
        })();
        values.map_err(|error| {
            let message = error.to_string();
            self.error.get_or_insert(error);
            message
        })
    }
}

/// A multi-shot session (one per `Control`).
#[pyclass(module = "rasp._rasp")]
struct NativeSession {
    session: Session,
    interrupt: Arc<AtomicBool>,
    /// Backend statements not added yet.
    pending: GroundProgram,
}

/// How a solve call ended, for the package: `(result, models, exhausted, proven, core,
/// (choices, conflicts, restarts))`, result 1 satisfiable, 2 unsatisfiable, 3 interrupted.
type Ended<'py> = (
    u8,
    u64,
    bool,
    bool,
    Vec<(Bound<'py, PyAny>, bool)>,
    (u64, u64, u64),
);

#[pymethods]
impl NativeSession {
    #[new]
    fn new() -> NativeSession {
        let interrupt = Arc::new(AtomicBool::new(false));
        let options = SolveOptions {
            interrupt: Some(interrupt.clone()),
            ..SolveOptions::default()
        };
        NativeSession {
            session: Session::with_options(options),
            interrupt,
            pending: GroundProgram::default(),
        }
    }

    /// Adds program text; `(ok, messages)`.
    fn add(&mut self, name: &str, text: &str) -> Outcome {
        outcome(self.session.add_text(name, text))
    }

    /// Adds a file; `(ok, messages)`.
    fn load(&mut self, path: &str) -> Outcome {
        outcome(self.session.add_file(path))
    }

    /// Defines a constant (`-c name=value`); `(ok, messages)`.
    fn define(&mut self, name: &str, value: &str) -> Outcome {
        outcome(self.session.define(name, value).map(|()| String::new()))
    }

    /// Grounds parts `[(name, [encoded argument])]`; `(ok, messages)`.
    /// Grounds; `call(name, encoded arguments)`, if given, returns the encoded values of
    /// `@name(arguments)`. An exception it raises is raised again once grounding stopped.
    #[pyo3(signature = (parts, call=None))]
    fn ground(
        &mut self,
        parts: Vec<(String, Vec<Bound<'_, PyAny>>)>,
        call: Option<Bound<'_, PyAny>>,
    ) -> PyResult<Outcome> {
        self.flush();
        let parts: Vec<(String, Vec<Value>)> = (parts.into_iter())
            .map(|(name, args)| Ok((name, args.iter().map(decode).collect::<PyResult<_>>()?)))
            .collect::<PyResult<_>>()?;
        let parts: Vec<(&str, Vec<Value>)> = (parts.iter())
            .map(|(name, args)| (name.as_str(), args.clone()))
            .collect();
        let Some(call) = call else {
            return Ok(outcome(self.session.ground(&parts)));
        };
        let mut functions = PyFunctions { call, error: None };
        let grounded = self.session.ground_with(&parts, Some(&mut functions));
        match functions.error {
            Some(error) => Err(error),
            None => Ok(outcome(grounded)),
        }
    }

    /// The atoms of the program: `[(encoded symbol, id or 0, fact, external)]`.
    fn atoms<'py>(&mut self, py: Python<'py>) -> PyResult<Vec<AtomEntry<'py>>> {
        self.flush();
        (self.session.atoms().iter())
            .map(|a| {
                Ok((
                    encode(py, &a.value)?,
                    a.id.map_or(0, |id| id.0),
                    a.fact,
                    a.external,
                ))
            })
            .collect()
    }

    /// Whether the program has minimize statements.
    fn has_minimize(&mut self) -> bool {
        self.flush();
        self.session.has_minimize()
    }

    /// The priority levels of the minimize statements, highest first.
    fn priorities(&mut self) -> Vec<i32> {
        self.flush();
        self.session.priorities()
    }

    /// Assigns an external atom: value 0 free, 1 true, 2 false, 3 release. False if it is
    /// no external atom.
    fn assign_external(&mut self, atom: &Bound<'_, PyAny>, value: u8) -> PyResult<bool> {
        self.flush();
        let value = backend::external_value(value);
        Ok(self.session.assign_external(&decode(atom)?, value))
    }

    /// The atom of a symbol (encoded; `None`: a new atom for no symbol) for the backend.
    fn backend_atom(&mut self, symbol: Option<Bound<'_, PyAny>>) -> PyResult<u32> {
        let value = symbol.as_ref().map(decode).transpose()?;
        Ok(self.session.backend_atom(value.as_ref()).0)
    }

    /// Adds a backend statement (see [`backend::add`]); it takes effect when the backend
    /// is closed, or before the next other call.
    fn backend_add(&mut self, kind: &str, args: &Bound<'_, PyAny>) -> PyResult<()> {
        backend::add(&mut self.pending, kind, args)
    }

    /// Removes the minimize statements.
    fn remove_minimize(&mut self) {
        self.flush();
        self.session.remove_minimize();
    }

    /// Makes the atoms (ids) the projection atoms.
    fn replace_project(&mut self, atoms: Vec<u32>) {
        self.flush();
        (self.session).replace_projection(atoms.into_iter().map(AtomId).collect());
    }

    /// Adds the backend statements so far to the program.
    fn flush(&mut self) {
        if self.pending != GroundProgram::default() {
            self.session
                .add_statements(std::mem::take(&mut self.pending));
        }
    }

    /// The interrupt flag of the session's searches, to set from any thread.
    fn interrupter(&self) -> Interrupter {
        Interrupter(self.interrupt.clone())
    }

    /// Solves under `assumptions` (`[(encoded atom, truth)]`): `opt_mode` "opt", "optN",
    /// "enum" or "ignore" (with `bound`), `enum_mode` "bt" or "record", `project` whether
    /// to project (onto `#project` atoms if there are any, the shown atoms otherwise);
    /// `on_model(number, shown, costs, optimal, true atoms)` is called for each answer set
    /// and returns whether to go on. The search runs without the GIL; Ctrl-C (on the main
    /// thread) interrupts it and raises KeyboardInterrupt afterwards. Returns how it ended
    /// (see [`Ended`]).
    #[allow(clippy::too_many_arguments)]
    #[pyo3(signature = (assumptions, limit, opt_mode, bound, enum_mode, project, on_model))]
    fn solve<'py>(
        &mut self,
        py: Python<'py>,
        assumptions: Vec<(Bound<'py, PyAny>, bool)>,
        limit: u64,
        opt_mode: &str,
        bound: Option<Vec<i64>>,
        enum_mode: &str,
        project: bool,
        on_model: Bound<'py, PyAny>,
    ) -> PyResult<Ended<'py>> {
        self.flush();
        let assumptions: Vec<(Value, bool)> = (assumptions.iter())
            .map(|(atom, truth)| Ok((decode(atom)?, *truth)))
            .collect::<PyResult<_>>()?;
        let enumeration = Enumeration {
            mode: match enum_mode {
                "record" => EnumMode::Record,
                _ => EnumMode::Backtrack,
            },
            projection: project.then(|| self.session.projection()),
        };
        let how = match opt_mode {
            "ignore" => Reasoning::Enumerate(enumeration),
            mode => Reasoning::Optimize(Optimization {
                mode: match mode {
                    "optN" => OptMode::EnumerateOptimal,
                    "enum" => OptMode::Bounded,
                    _ => OptMode::Optimal,
                },
                strategy: OptStrategy::BranchAndBound,
                bound,
                enumeration,
            }),
        };
        self.interrupt.store(false, Ordering::SeqCst);
        let on_model = on_model.unbind();
        let mut error: Option<PyErr> = None;
        let session = &mut self.session;
        let main_thread = is_main_thread(py)?;
        let sigint = main_thread.then(|| sigint::Guard::install(&self.interrupt));
        let solved = py.detach(|| {
            session.solve_with(&assumptions, &how, limit, |answer| {
                Python::attach(|py| {
                    let go_on = answer_tuple(py, answer)
                        .and_then(|t| on_model.bind(py).call1((t,)))
                        .and_then(|r| r.is_truthy());
                    go_on.unwrap_or_else(|e| {
                        error.get_or_insert(e);
                        false
                    })
                })
            })
        });
        if sigint.is_some_and(|guard| guard.restore()) && error.is_none() {
            error = Some(pyo3::exceptions::PyKeyboardInterrupt::new_err(()));
        }
        if let Some(error) = error {
            return Err(error);
        }
        let solved = solved.map_err(|e| pyo3::exceptions::PyRuntimeError::new_err(e.messages))?;
        let (code, models, exhausted) = match solved.result {
            SolveResult::Satisfiable { models, exhausted } => (1, models, exhausted),
            SolveResult::Unsatisfiable => (2, 0, true),
            SolveResult::Interrupted { models } => (3, models, false),
        };
        let core = (solved.core.iter())
            .map(|(atom, truth)| Ok((encode(py, atom)?, *truth)))
            .collect::<PyResult<_>>()?;
        let stats = (
            solved.stats.choices,
            solved.stats.conflicts,
            solved.stats.restarts,
        );
        Ok((code, models, exhausted, solved.proven, core, stats))
    }
}

/// Whether this is Python's main thread (the one that receives KeyboardInterrupt).
fn is_main_thread(py: Python<'_>) -> PyResult<bool> {
    let threading = py.import("threading")?;
    let current = threading.call_method0("current_thread")?;
    current
        .is(&threading.call_method0("main_thread")?)
        .then_some(true)
        .map_or(Ok(false), Ok)
}

/// The interrupt flag of a session's searches (`Control.interrupt` sets it, from any
/// thread, while the session is busy solving).
#[pyclass(module = "rasp._rasp")]
struct Interrupter(Arc<AtomicBool>);

#[pymethods]
impl Interrupter {
    /// Stops the current search.
    fn set(&self) {
        self.0.store(true, Ordering::SeqCst);
    }
}

/// The true atoms of an answer set (sorted ids), kept in Rust: `atom in true_atoms`.
#[pyclass(module = "rasp._rasp", sequence)]
struct TrueAtoms(Vec<u32>);

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

/// Ctrl-C during a search: while a [`sigint::Guard`] is installed, SIGINT sets the
/// search's interrupt flag instead of Python's (which only acts when Python code runs).
mod sigint {
    use std::sync::atomic::{AtomicBool, AtomicPtr, Ordering};

    /// The interrupt flag of the running search.
    static FLAG: AtomicPtr<AtomicBool> = AtomicPtr::new(std::ptr::null_mut());
    /// Whether SIGINT arrived.
    static CAUGHT: AtomicBool = AtomicBool::new(false);

    extern "C" fn handle(_: libc::c_int) {
        CAUGHT.store(true, Ordering::SeqCst);
        let flag = FLAG.load(Ordering::SeqCst);
        if !flag.is_null() {
            // SAFETY: the flag outlives the guard, which clears the pointer first.
            unsafe { (*flag).store(true, Ordering::SeqCst) };
        }
    }

    /// SIGINT handled by [`handle`] until [`Guard::restore`].
    pub(super) struct Guard {
        previous: libc::sigaction,
    }

    impl Guard {
        /// Installs the handler for `flag`.
        pub(super) fn install(flag: &AtomicBool) -> Guard {
            CAUGHT.store(false, Ordering::SeqCst);
            FLAG.store(
                flag as *const AtomicBool as *mut AtomicBool,
                Ordering::SeqCst,
            );
            // SAFETY: plain sigaction calls with zeroed (valid) structures.
            unsafe {
                let mut action: libc::sigaction = std::mem::zeroed();
                action.sa_sigaction = handle as *const () as libc::sighandler_t;
                libc::sigemptyset(&mut action.sa_mask);
                let mut previous: libc::sigaction = std::mem::zeroed();
                libc::sigaction(libc::SIGINT, &action, &mut previous);
                Guard { previous }
            }
        }

        /// Puts Python's handler back; whether SIGINT arrived meanwhile.
        pub(super) fn restore(self) -> bool {
            // SAFETY: restores the action saved by `install`.
            unsafe { libc::sigaction(libc::SIGINT, &self.previous, std::ptr::null_mut()) };
            FLAG.store(std::ptr::null_mut(), Ordering::SeqCst);
            CAUGHT.load(Ordering::SeqCst)
        }
    }
}

/// The native module.
#[pymodule]
fn _rasp(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<NativeSession>()?;
    m.add_class::<Interrupter>()?;
    m.add_class::<TrueAtoms>()?;
    Ok(())
}
