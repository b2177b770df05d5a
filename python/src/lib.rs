//! `rasp._rasp`: the native part of rasp's Python module. It wraps one
//! [`rasp::api::Session`] per `Control` object; the Python package (`rasp/`) builds clingo's
//! API on it.
//!
//! A solve call runs on the caller's thread (`solve`), or on a worker thread of its own
//! (`start`, for `yield_` and `async_`: see `handle.rs`).
//!
//! Symbols cross the boundary encoded as plain Python values (the package turns them into
//! `Symbol` objects): an integer is a number, a `str` a string, a tuple `(name, positive,
//! args)` a function (or a tuple: empty name), `(0,)` the infimum and `(1,)` the supremum.

mod app;
mod ast;
mod ast_build;
mod backend;
mod convert;
mod handle;
mod observe;
mod propagator;
mod sigint;
mod theory;

use convert::{Ended, Sent, TrueAtoms, decode, encode, encode_answer, ended, python_clauses};

use pyo3::exceptions::PyRuntimeError;
use pyo3::prelude::*;
use pyo3::types::PyList;
use rasp::api::{
    AnswerView, AtomId, EnumMode, Enumeration, Functions, GroundLit, GroundProgram, OptMode,
    OptStrategy, Optimization, Reasoning, ScriptHost, ScriptLocation, Session, SolveHandler,
    SolveOptions, Value,
};
use rasp::aspif::Rule;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};

/// Messages of a call: `(ok, rendered messages)`.
/// `(ok, rendered messages, whether the last message is a fatal error)`.
type Outcome = (bool, String, bool);

fn outcome(result: Result<String, rasp::api::Error>) -> Outcome {
    match result {
        Ok(messages) => (true, messages, false),
        Err(e) => {
            let fatal = e.failure == Some(rasp::api::Failure::Fatal);
            (false, e.messages, fatal)
        }
    }
}

/// Messages of a grounding call: `(ok, rendered messages, clingo's message for the
/// failure)` (empty when it did not fail).
type Grounded = (bool, String, String);

fn grounded(result: Result<String, rasp::api::Error>) -> Grounded {
    match result {
        Ok(messages) => (true, messages, String::new()),
        Err(e) => {
            let failure = e.failure.unwrap_or(rasp::api::Failure::Grounding);
            (false, e.messages, failure.message().into_owned())
        }
    }
}

/// A symbolic atom for the package: `(encoded symbol, id or 0, fact, external)`.
type AtomEntry<'py> = (Bound<'py, PyAny>, u32, bool, bool);

/// The functions of a ground context: a Python callable `call(name, encoded arguments)`
/// that returns the encoded values, and `defines(name)` that says whether there is such a
/// function (all names are, without it); the first exception they raised.
struct PyFunctions<'py> {
    call: Bound<'py, PyAny>,
    defines: Option<Bound<'py, PyAny>>,
    error: Option<PyErr>,
}

impl Functions for PyFunctions<'_> {
    fn defines(&mut self, name: &str) -> bool {
        let Some(defines) = &self.defines else {
            return true;
        };
        match defines.call1((name,)).and_then(|answer| answer.is_truthy()) {
            Ok(defined) => defined,
            Err(error) => {
                self.error.get_or_insert(error);
                // The call then fails with the error.
                true
            }
        }
    }

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

/// The scripts of a session's program, run by the package's script registry (`rasp.script`):
/// a Python object with `runs(language)` and `execute(language, location, code)`, where
/// `location` is `(file, begin line, begin column, end line, end column)`. The exception a
/// script raised is kept in `error` for the call that read it to raise again.
struct PyScripts {
    registry: Py<PyAny>,
    error: Arc<Mutex<Option<PyErr>>>,
}

impl ScriptHost for PyScripts {
    fn runs(&self, language: &str) -> bool {
        Python::attach(|py| {
            let answer = self.registry.bind(py).call_method1("runs", (language,));
            answer.and_then(|a| a.is_truthy()).unwrap_or(false)
        })
    }

    fn execute(
        &mut self,
        language: &str,
        location: &ScriptLocation,
        code: &str,
    ) -> Result<(), String> {
        Python::attach(|py| {
            let place = (
                &location.file,
                location.begin.0,
                location.begin.1,
                location.end.0,
                location.end.1,
            );
            let ran = (self.registry.bind(py)).call_method1("execute", (language, place, code));
            ran.map(drop).map_err(|error| {
                let message = error.to_string();
                *self.error.lock().unwrap_or_else(|e| e.into_inner()) = Some(error);
                message
            })
        })
    }
}

/// A multi-shot session (one per `Control`).
#[pyclass(module = "rasp._rasp")]
struct NativeSession {
    /// The session; a solve call on a worker thread holds the lock while it runs.
    session: Arc<Mutex<Session>>,
    interrupt: Arc<AtomicBool>,
    /// Backend statements not added yet.
    pending: GroundProgram,
    /// The last solve call started on a worker.
    job: Option<Arc<handle::Job>>,
    /// The number of theory atoms at the last solve call: `theory_atoms` shows those of the
    /// steps since, as clingo does.
    theory_seen: usize,
    /// The ids of the theory elements the backend added (clingo prints their conditions'
    /// literals as `#aux(n)`).
    backend_elements: Vec<std::ops::Range<u32>>,
    /// The exception a script raised while a program was read (see [`PyScripts`]).
    script_error: Arc<Mutex<Option<PyErr>>>,
    /// The first exception a propagator raised during a search (see `propagator.rs`).
    propagator_error: Arc<Mutex<Option<PyErr>>>,
    /// Statements built outside a `ProgramBuilder`'s `with` block, not yet added: each
    /// batch with its part (see `add_ast`).
    held: Vec<(Part, Vec<rasp::syntax::ast::Statement>)>,
}

/// A program part and the names of its parameters.
type Part = (String, Vec<String>);

/// The model handler of a solve call on the caller's thread (which holds the GIL only while
/// it calls back).
struct Direct<'a> {
    /// `on_model(answer tuple) -> (go on, clauses)`.
    on_model: &'a Py<PyAny>,
    /// `on_lower(bound)`, if given.
    on_lower: Option<&'a Py<PyAny>>,
    /// The first exception of a callback.
    error: Option<PyErr>,
    sent: Sent,
}

impl SolveHandler for Direct<'_> {
    fn answer(&mut self, answer: AnswerView<'_>, clauses: &mut Vec<Vec<GroundLit>>) -> bool {
        let called = Python::attach(|py| {
            let data = encode_answer(py, &answer, &mut self.sent)?;
            let reply = self.on_model.bind(py).call1((data,))?;
            let (go_on, added): (bool, Option<Bound<'_, PyAny>>) = reply.extract()?;
            clauses.extend(python_clauses(added.as_ref())?);
            Ok::<bool, PyErr>(go_on)
        });
        called.unwrap_or_else(|error| {
            self.error.get_or_insert(error);
            false
        })
    }

    fn lower_bound(&mut self, bound: &[i64]) {
        if let Some(on_lower) = self.on_lower
            && self.error.is_none()
        {
            let called = Python::attach(|py| on_lower.bind(py).call1((bound.to_vec(),)).map(drop));
            if let Err(error) = called {
                self.error = Some(error);
            }
        }
    }

    fn adds_clauses(&self) -> bool {
        true
    }
}

/// How to reason: `opt_mode` "opt", "optN", "enum" or "ignore" (with `bound`), `strategy`
/// clingo's `--opt-strategy` ("bb", "usc,..."), `enum_mode` "bt" or "record", `project`
/// whether to project (onto `#project` atoms if there are any, the shown atoms otherwise).
fn reasoning(
    session: &Session,
    opt_mode: &str,
    strategy: &str,
    bound: Option<Vec<i64>>,
    enum_mode: &str,
    project: bool,
) -> PyResult<Reasoning> {
    let enumeration = Enumeration {
        mode: match enum_mode {
            "record" => EnumMode::Record,
            _ => EnumMode::Backtrack,
        },
        projection: project.then(|| session.projection()),
        count_only: false,
    };
    let strategy = OptStrategy::parse(strategy).ok_or_else(|| {
        PyRuntimeError::new_err(format!("invalid value for opt-strategy: '{strategy}'"))
    })?;
    Ok(match opt_mode {
        "ignore" => Reasoning::Enumerate(enumeration),
        mode => Reasoning::Optimize(Optimization {
            mode: match mode {
                "optN" => OptMode::EnumerateOptimal,
                "enum" => OptMode::Bounded,
                _ => OptMode::Optimal,
            },
            strategy,
            bound,
            enumeration,
        }),
    })
}

/// Decoded assumptions `[(encoded atom, truth)]`.
fn assumptions(assumptions: &[(Bound<'_, PyAny>, bool)]) -> PyResult<Vec<(Value, bool)>> {
    (assumptions.iter())
        .map(|(atom, truth)| Ok((decode(atom)?, *truth)))
        .collect()
}

impl NativeSession {
    /// The session, once no solve call uses it (one on a worker is cancelled first).
    fn lock(&mut self, py: Python<'_>) -> MutexGuard<'_, Session> {
        if let Some(job) = self.job.take() {
            job.cancel();
            job.wait_finished(py);
        }
        self.session.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The session with the backend statements so far added.
    fn flushed(&mut self, py: Python<'_>) -> MutexGuard<'_, Session> {
        let pending = std::mem::take(&mut self.pending);
        let elements = pending.theory.elements().count() as u32;
        if elements > 0 {
            let first = theory::element_end(self.lock(py).theory());
            self.backend_elements.push(first..first + elements);
        }
        let mut session = self.lock(py);
        if pending != GroundProgram::default() {
            let added = session.add_statements(pending);
            // `backend_add` refused the rules that redefine atoms.
            debug_assert!(added.is_ok(), "a backend rule redefines an atom");
        }
        session
    }

    /// The ids of the theory elements the backend added, once the backend statements so far
    /// are added.
    fn flushed_backend_elements(&mut self, py: Python<'_>) -> Vec<std::ops::Range<u32>> {
        drop(self.flushed(py));
        self.backend_elements.clone()
    }

    /// The exception a script raised while the last program was read, if one did.
    fn raise_script_error(&self) -> PyResult<()> {
        let error = self
            .script_error
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .take();
        error.map_or(Ok(()), Err)
    }

    /// Notes that a solve call starts: the theory atoms so far are no longer shown.
    fn mark_theory_seen(&mut self, py: Python<'_>) {
        let seen = self.flushed(py).theory().atoms.len();
        self.theory_seen = seen;
    }
}

#[pymethods]
impl NativeSession {
    /// A session; `scripts` runs the scripts of its programs (see [`PyScripts`]).
    #[new]
    #[pyo3(signature = (scripts=None))]
    fn new(scripts: Option<Py<PyAny>>) -> NativeSession {
        let interrupt = Arc::new(AtomicBool::new(false));
        let options = SolveOptions {
            interrupt: Some(interrupt.clone()),
            ..SolveOptions::default()
        };
        let mut session = Session::with_options(options);
        let script_error = Arc::new(Mutex::new(None));
        if let Some(registry) = scripts {
            let error = script_error.clone();
            session.set_script_host(Box::new(PyScripts { registry, error }));
        }
        NativeSession {
            session: Arc::new(Mutex::new(session)),
            interrupt,
            pending: GroundProgram::default(),
            job: None,
            theory_seen: 0,
            backend_elements: Vec::new(),
            script_error,
            propagator_error: Arc::new(Mutex::new(None)),
            held: Vec::new(),
        }
    }

    /// Adds program text to part `part` with parameters `params`; `(ok, messages)`. The
    /// exception of a script it runs is raised.
    fn add(
        &mut self,
        py: Python<'_>,
        name: &str,
        part: (String, Vec<String>),
        text: &str,
    ) -> PyResult<Outcome> {
        let (part, params) = part;
        let added = (self.lock(py)).add_text_in_part(name, text, (&part, &params));
        self.raise_script_error()?;
        Ok(outcome(added))
    }

    /// Adds the statements of `rasp.ast` nodes (`statements`) to part `part` with
    /// parameters `params` (see `ast_build.rs`); `(ok, messages)`. A node that does not
    /// convert raises `RuntimeError`, before anything is added; the exception of a script
    /// it runs is raised. With `hold`, the statements are kept until [`Self::commit_held`]
    /// (clingo's `ProgramBuilder` outside a `with` block: its statements count once the
    /// next block ends or text is added).
    fn add_ast(
        &mut self,
        py: Python<'_>,
        part: Part,
        statements: Vec<Bound<'_, PyAny>>,
        hold: bool,
    ) -> PyResult<Outcome> {
        let mut session = self.lock(py);
        let mut builder = ast_build::Builder::new(session.sources_mut(), &statements)?;
        let mut built = Vec::with_capacity(statements.len());
        for statement in &statements {
            built.extend(builder.statement(statement)?);
        }
        drop(session);
        if hold {
            self.held.push((part, built));
            return Ok((true, String::new(), false));
        }
        let (part, params) = part;
        let added = (self.lock(py)).add_statements_in_part(built, (&part, &params));
        self.raise_script_error()?;
        Ok(outcome(added))
    }

    /// Adds the statements held by [`Self::add_ast`]; `(ok, messages)`.
    fn commit_held(&mut self, py: Python<'_>) -> PyResult<Outcome> {
        let mut messages = String::new();
        for ((part, params), statements) in std::mem::take(&mut self.held) {
            let added = (self.lock(py)).add_statements_in_part(statements, (&part, &params));
            self.raise_script_error()?;
            let (ok, text, fatal) = outcome(added);
            messages.push_str(&text);
            if !ok {
                return Ok((false, messages, fatal));
            }
        }
        Ok((true, messages, false))
    }

    /// Adds a file; `(ok, messages)`. The exception of a script it runs is raised.
    fn load(&mut self, py: Python<'_>, path: &str) -> PyResult<Outcome> {
        let added = self.lock(py).add_file(path);
        self.raise_script_error()?;
        Ok(outcome(added))
    }

    /// The encoded value of constant `name` (`#const` or `-c`), if it has one.
    fn constant<'py>(
        &mut self,
        py: Python<'py>,
        name: &str,
    ) -> PyResult<Option<Bound<'py, PyAny>>> {
        let value = self.lock(py).constant(name);
        value.map(|v| encode(py, &v)).transpose()
    }

    /// Defines a constant (`-c name=value`); `(ok, messages)`.
    fn define(&mut self, py: Python<'_>, name: &str, value: &str) -> Outcome {
        outcome(self.lock(py).define(name, value).map(|()| String::new()))
    }

    /// Grounds parts `[(name, [encoded argument])]`; `(ok, messages)`.
    /// `call(name, encoded arguments)`, if given, returns the encoded values of
    /// `@name(arguments)`, and `defines(name)`, if given, whether there is a function
    /// `name` (a call of another is undefined). An exception they raise is raised again
    /// once grounding stopped.
    #[pyo3(signature = (parts, call=None, defines=None))]
    fn ground(
        &mut self,
        py: Python<'_>,
        parts: Vec<(String, Vec<Bound<'_, PyAny>>)>,
        call: Option<Bound<'_, PyAny>>,
        defines: Option<Bound<'_, PyAny>>,
    ) -> PyResult<Grounded> {
        let parts: Vec<(String, Vec<Value>)> = (parts.into_iter())
            .map(|(name, args)| Ok((name, args.iter().map(decode).collect::<PyResult<_>>()?)))
            .collect::<PyResult<_>>()?;
        let parts: Vec<(&str, Vec<Value>)> = (parts.iter())
            .map(|(name, args)| (name.as_str(), args.clone()))
            .collect();
        let mut session = self.flushed(py);
        let Some(call) = call else {
            return Ok(grounded(session.ground(&parts)));
        };
        let mut functions = PyFunctions {
            call,
            defines,
            error: None,
        };
        let result = session.ground_with(&parts, Some(&mut functions));
        match functions.error {
            Some(error) => Err(error),
            None => Ok(grounded(result)),
        }
    }

    /// The atoms of the program: `[(encoded symbol, id or 0, fact, external)]`.
    fn atoms<'py>(&mut self, py: Python<'py>) -> PyResult<Vec<AtomEntry<'py>>> {
        let atoms = self.flushed(py).atoms();
        (atoms.iter())
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

    /// Solves with the solver's options of the application's command line (clingo's
    /// application configures its `Control` so).
    fn configure_as(&mut self, py: Python<'_>, app: PyRef<'_, app::NativeApp>) {
        if let Some(options) = app.solve_options() {
            let interrupt = self.interrupt.clone();
            *self.lock(py).options_mut() = rasp::api::SolveOptions {
                interrupt: Some(interrupt),
                ..options
            };
        }
    }

    /// Whether the long option `--name` of the command line takes a value that may come as
    /// the next argument (`None`: no such option).
    #[staticmethod]
    fn separate_value(name: &str) -> Option<bool> {
        rasp::cli::separate_value(name)
    }

    /// Whether the command line `arguments` holds only options with values clingo accepts
    /// (as `configure` reads them).
    #[staticmethod]
    fn check_arguments(arguments: Vec<String>) -> bool {
        rasp::cli::control_options(&arguments).is_ok()
    }

    /// Solves with the solver's options of the command line `arguments` of clingo's
    /// `Control(arguments)` (`--seed`, `--configuration`, `--restarts`, ...); a bad one is
    /// clingo's `RuntimeError`.
    fn configure(&mut self, py: Python<'_>, arguments: Vec<String>) -> PyResult<()> {
        let options = rasp::cli::control_options(&arguments).map_err(PyRuntimeError::new_err)?;
        let interrupt = self.interrupt.clone();
        *self.lock(py).options_mut() = rasp::api::SolveOptions {
            interrupt: Some(interrupt),
            ..options
        };
        Ok(())
    }

    /// Sets the decision heuristic (clingo's `solver.heuristic`, with `solver.dom_mod`).
    #[pyo3(signature = (heuristic, dom_mod=None))]
    fn set_heuristic(
        &mut self,
        py: Python<'_>,
        heuristic: &str,
        dom_mod: Option<&str>,
    ) -> PyResult<()> {
        let (chosen, decay) =
            rasp::cli::decision_heuristic(heuristic, dom_mod).map_err(PyRuntimeError::new_err)?;
        let mut session = self.lock(py);
        let options = session.options_mut();
        options.heuristic = chosen.unwrap_or_default();
        if let Some(decay) = decay {
            options.decay = decay;
        }
        Ok(())
    }

    /// Registers a propagator: the package's adapter (`rasp.propagator._Adapter`);
    /// `decides`: whether it has `decide`.
    fn register_propagator(&mut self, py: Python<'_>, adapter: Py<PyAny>, decides: bool) {
        let propagator = propagator::PyPropagator {
            adapter,
            decides,
            error: self.propagator_error.clone(),
            interrupt: self.interrupt.clone(),
        };
        self.lock(py).register_propagator(Box::new(propagator));
    }

    /// Whether the program includes `<incmode>`.
    fn incmode(&mut self, py: Python<'_>) -> bool {
        self.lock(py).incmode()
    }

    /// Whether the program is known to have no answer set (clingo's `is_conflicting`).
    fn is_conflicting(&mut self, py: Python<'_>) -> bool {
        self.flushed(py).is_conflicting()
    }

    /// The outputs of the program from index `since` on that have a symbol, as `(number of
    /// outputs, [(index, encoded symbol)])` (for `Model.symbols(complement=True)`).
    #[allow(clippy::type_complexity)]
    fn outputs<'py>(
        &mut self,
        py: Python<'py>,
        since: usize,
    ) -> PyResult<(usize, Vec<(usize, Bound<'py, PyAny>)>)> {
        let session = self.flushed(py);
        let count = session.program().outputs.len();
        let symbols = (since..count)
            .filter_map(|index| session.output_value(index).map(|value| (index, value)))
            .map(|(index, value)| Ok((index, encode(py, &value)?)))
            .collect::<PyResult<_>>()?;
        Ok((count, symbols))
    }

    /// Whether the program has minimize statements.
    fn has_minimize(&mut self, py: Python<'_>) -> bool {
        self.flushed(py).has_minimize()
    }

    /// The priority levels of the minimize statements, highest first.
    fn priorities(&mut self, py: Python<'_>) -> Vec<i32> {
        self.flushed(py).priorities()
    }

    /// Assigns an external atom: value 0 free, 1 true, 2 false, 3 release. False if it is
    /// no external atom.
    fn assign_external(
        &mut self,
        py: Python<'_>,
        atom: &Bound<'_, PyAny>,
        value: u8,
    ) -> PyResult<bool> {
        let value = backend::external_value(value);
        let atom = decode(atom)?;
        Ok(self.flushed(py).assign_external(&atom, value))
    }

    /// The atom of a symbol (encoded; `None`: a new atom for no symbol) for the backend.
    fn backend_atom(&mut self, py: Python<'_>, symbol: Option<Bound<'_, PyAny>>) -> PyResult<u32> {
        let value = symbol.as_ref().map(decode).transpose()?;
        Ok(self.lock(py).backend_atom(value.as_ref()).0)
    }

    /// Adds a backend statement (see [`backend::add`]); it takes effect when the backend
    /// is closed, or before the next other call. A rule that redefines an atom raises
    /// clingo's `RuntimeError` at once, as clingo's backend does.
    fn backend_add(&mut self, py: Python<'_>, kind: &str, args: &Bound<'_, PyAny>) -> PyResult<()> {
        let mut pending = std::mem::take(&mut self.pending);
        let session = self.lock(py);
        let redefinition = |rule: Rule<'_>| session.redefinition(rule).map(|r| r.to_string());
        let added = backend::add(&mut pending, kind, args, redefinition);
        drop(session);
        self.pending = pending;
        added
    }

    /// Adds the backend's theory statement `kind` (see [`theory::add`]) to the backend
    /// statements; returns the id of the term, element or atom.
    fn backend_theory(
        &mut self,
        py: Python<'_>,
        kind: &str,
        args: &Bound<'_, PyAny>,
    ) -> PyResult<u32> {
        let mut pending = std::mem::take(&mut self.pending);
        let fresh = || self.lock(py).backend_atom(None).0;
        let added = theory::add(&mut pending, kind, args, fresh);
        self.pending = pending;
        added
    }

    /// The theory atoms of the steps grounded (and added) since the last solve call, with
    /// the terms and elements they use, as plain values (see [`theory::plain`]).
    fn theory_atoms(&mut self, py: Python<'_>) -> theory::PlainTheory {
        let first = self.theory_seen;
        let backend_elements = self.flushed_backend_elements(py);
        let from_backend = |e: u32| backend_elements.iter().any(|r| r.contains(&e));
        theory::plain(self.lock(py).theory(), first, &from_backend)
    }

    /// The mark of the program now, with the statements added directly so far (see
    /// `observe.rs`).
    fn program_mark(&mut self, py: Python<'_>) -> observe::Mark {
        observe::mark(self.flushed(py).program())
    }

    /// The statements since `mark` (see `observe.rs`), and the theory atoms since (as
    /// `theory_atoms` gives them).
    fn program_since<'py>(
        &mut self,
        py: Python<'py>,
        mark: observe::Mark,
    ) -> PyResult<(Bound<'py, pyo3::types::PyDict>, theory::PlainTheory)> {
        let backend_elements = self.flushed_backend_elements(py);
        let from_backend = |e: u32| backend_elements.iter().any(|r| r.contains(&e));
        let session = self.lock(py);
        let statements = observe::since(py, &session, mark)?;
        let theory = theory::plain(session.theory(), mark.8, &from_backend);
        Ok((statements, theory))
    }

    /// Removes the minimize statements.
    fn remove_minimize(&mut self, py: Python<'_>) {
        self.flushed(py).remove_minimize();
    }

    /// Makes the atoms (ids) the projection atoms.
    fn replace_project(&mut self, py: Python<'_>, atoms: Vec<u32>) {
        (self.flushed(py)).replace_projection(atoms.into_iter().map(AtomId).collect());
    }

    /// Adds the backend statements so far to the program.
    fn flush(&mut self, py: Python<'_>) {
        drop(self.flushed(py));
    }

    /// The interrupt flag of the session's searches, to set from any thread.
    fn interrupter(&self) -> Interrupter {
        Interrupter(self.interrupt.clone())
    }

    /// Solves on the caller's thread under `assumptions` (`[(encoded atom, truth)]`),
    /// reasoning as [`reasoning`] says; `on_model(answer tuple)` is called for each answer
    /// set (`(number, shown, costs, optimal, true atoms)`) and returns `(go on, clauses)`
    /// (the clauses, lists of signed atom ids, hold for the rest of the call);
    /// `on_lower(bound)` gets the lower bounds of core-guided optimization. The search runs
    /// without the GIL; Ctrl-C (on the main thread) interrupts it and raises
    /// KeyboardInterrupt afterwards. Returns how it ended (see [`Ended`]).
    #[allow(clippy::too_many_arguments)]
    #[pyo3(signature = (assumptions, limit, opt_mode, strategy, bound, enum_mode, project, on_model, on_lower=None))]
    fn solve<'py>(
        &mut self,
        py: Python<'py>,
        assumptions: Vec<(Bound<'py, PyAny>, bool)>,
        limit: u64,
        opt_mode: &str,
        strategy: &str,
        bound: Option<Vec<i64>>,
        enum_mode: &str,
        project: bool,
        on_model: Bound<'py, PyAny>,
        on_lower: Option<Bound<'py, PyAny>>,
    ) -> PyResult<Ended<'py>> {
        let assumptions = self::assumptions(&assumptions)?;
        let interrupt = self.interrupt.clone();
        let propagator_error = self.propagator_error.clone();
        self.mark_theory_seen(py);
        let mut session = self.flushed(py);
        let how = reasoning(&session, opt_mode, strategy, bound, enum_mode, project)?;
        interrupt.store(false, Ordering::SeqCst);
        let on_model = on_model.unbind();
        let on_lower = on_lower.map(Bound::unbind);
        let mut handler = Direct {
            on_model: &on_model,
            on_lower: on_lower.as_ref(),
            error: None,
            sent: Sent::default(),
        };
        let main_thread = is_main_thread(py)?;
        let sigint = main_thread.then(|| sigint::Guard::install(&interrupt));
        let session = &mut *session;
        let solved = py.detach(|| session.solve_handled(&assumptions, &how, limit, &mut handler));
        let mut error = handler.error;
        error = error.or_else(|| {
            propagator_error
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .take()
        });
        if sigint.is_some_and(|guard| guard.restore()) && error.is_none() {
            error = Some(pyo3::exceptions::PyKeyboardInterrupt::new_err(()));
        }
        if let Some(error) = error {
            return Err(error);
        }
        ended(py, solved, false)
    }

    /// Starts a solve call on a worker thread (see `handle.rs`), with the arguments of
    /// [`NativeSession::solve`]; `yields`: answer sets are handed over to the caller
    /// (`NativeHandle.next`), else `on_model` (if given) is called on the worker; `on_end`
    /// (if given) is called on the worker when the call has ended.
    #[allow(clippy::too_many_arguments)]
    #[pyo3(signature = (assumptions, limit, opt_mode, strategy, bound, enum_mode, project, yields, on_model=None, on_lower=None, on_end=None))]
    fn start(
        &mut self,
        py: Python<'_>,
        assumptions: Vec<(Bound<'_, PyAny>, bool)>,
        limit: u64,
        opt_mode: &str,
        strategy: &str,
        bound: Option<Vec<i64>>,
        enum_mode: &str,
        project: bool,
        yields: bool,
        on_model: Option<Bound<'_, PyAny>>,
        on_lower: Option<Bound<'_, PyAny>>,
        on_end: Option<Bound<'_, PyAny>>,
    ) -> PyResult<handle::NativeHandle> {
        let assumptions = self::assumptions(&assumptions)?;
        self.mark_theory_seen(py);
        let how = {
            let session = self.flushed(py);
            reasoning(&session, opt_mode, strategy, bound, enum_mode, project)?
        };
        self.interrupt.store(false, Ordering::SeqCst);
        let call = handle::Call {
            session: self.session.clone(),
            interrupt: self.interrupt.clone(),
            assumptions,
            how,
            limit,
            yields,
            on_model: on_model.map(Bound::unbind),
            on_lower: on_lower.map(Bound::unbind),
            on_end: on_end.map(Bound::unbind),
        };
        let handle = handle::start(py, call)?;
        self.job = Some(handle.job());
        Ok(handle)
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

/// rasp's version (`rasp version <it>` heads its output).
#[pyfunction]
fn rasp_version() -> String {
    let line = rasp::output::version_line();
    line.rsplit(' ').next().unwrap_or_default().to_string()
}

/// The native module.
#[pymodule]
fn _rasp(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<NativeSession>()?;
    m.add_class::<app::NativeApp>()?;
    m.add_class::<propagator::NativeInit>()?;
    m.add_class::<propagator::NativeControl>()?;
    m.add_function(wrap_pyfunction!(rasp_version, m)?)?;
    m.add_function(wrap_pyfunction!(ast::parse_ast, m)?)?;
    m.add_class::<Interrupter>()?;
    m.add_class::<handle::NativeHandle>()?;
    m.add_class::<TrueAtoms>()?;
    Ok(())
}
