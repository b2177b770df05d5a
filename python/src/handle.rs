//! Solve calls that run on a thread of their own: `Control.solve(yield_=True)` and
//! `Control.solve(async_=True)`.
//!
//! The search of a [`NativeHandle`] runs on a worker thread that holds the session's lock
//! for the whole call (the `Control` waits for it, cancelling it, before it uses the session
//! again). The worker and the caller meet in a [`Job`]: with `yield_`, the worker leaves each
//! answer set there and waits until the caller resumes it (with whether to go on and the
//! clauses the caller added for the rest of the call); otherwise it calls the model callback
//! itself, taking the GIL for it. When the search ends, the worker leaves its outcome there.
//! The caller waits without the GIL, in slices, so that Ctrl-C (KeyboardInterrupt) cancels
//! the search.

use crate::{Ended, Sent, encode_answer, ended, python_clauses};
use pyo3::prelude::*;
use pyo3::types::PyTuple;
use rasp::api::{AnswerView, Error, GroundLit, Reasoning, Session, SolveHandler, Solved, Value};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// What the worker and the caller share.
pub(crate) struct Job {
    state: Mutex<JobState>,
    changed: Condvar,
    /// The session's interrupt flag.
    interrupt: Arc<AtomicBool>,
}

/// See [`Job`].
#[derive(Default)]
struct JobState {
    /// An answer set the worker waits at (encoded), not taken yet.
    answer: Option<Py<PyTuple>>,
    /// The caller's reply to the answer set the worker waits at: whether to go on, and
    /// clauses.
    reply: Option<(bool, Vec<Vec<GroundLit>>)>,
    /// How the call ended, once it did (taken by the caller).
    outcome: Option<Result<Solved, Error>>,
    /// The first exception of a callback the worker called.
    error: Option<PyErr>,
    /// Whether the call ended.
    finished: bool,
    /// Whether the caller cancelled the call.
    cancelled: bool,
}

impl Job {
    fn lock(&self) -> MutexGuard<'_, JobState> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Stops the search: at the answer set it waits at, or by the interrupt flag.
    pub(crate) fn cancel(&self) {
        let mut state = self.lock();
        if !state.finished {
            state.cancelled = true;
            self.interrupt.store(true, Ordering::SeqCst);
        }
        self.changed.notify_all();
    }

    /// Waits (without the GIL) until the call ended.
    pub(crate) fn wait_finished(&self, py: Python<'_>) {
        py.detach(|| {
            let mut state = self.lock();
            while !state.finished {
                state = self.changed.wait(state).unwrap_or_else(|e| e.into_inner());
            }
        });
    }
}

/// The worker's side of a [`Job`]: a [`SolveHandler`].
struct Worker {
    job: Arc<Job>,
    /// `yield_`: answer sets go to the caller; otherwise to `on_model`.
    yields: bool,
    /// `on_model(answer tuple) -> (go on, clauses)` (without `yield_`).
    on_model: Option<Py<PyAny>>,
    /// `on_lower(bound)`.
    on_lower: Option<Py<PyAny>>,
    sent: Sent,
}

impl Worker {
    /// Keeps the first error of a callback; the search stops.
    fn failed(&self, error: PyErr) {
        let mut state = self.job.lock();
        state.error.get_or_insert(error);
    }
}

impl SolveHandler for Worker {
    fn answer(&mut self, answer: AnswerView<'_>, clauses: &mut Vec<Vec<GroundLit>>) -> bool {
        if self.job.lock().cancelled {
            return false;
        }
        let sent = &mut self.sent;
        if self.yields {
            let encoded = Python::attach(|py| encode_answer(py, &answer, sent).map(Bound::unbind));
            let encoded = match encoded {
                Ok(encoded) => encoded,
                Err(error) => {
                    self.failed(error);
                    return false;
                }
            };
            let job = &self.job;
            let mut state = job.lock();
            state.answer = Some(encoded);
            job.changed.notify_all();
            while state.reply.is_none() && !state.cancelled {
                state = job.changed.wait(state).unwrap_or_else(|e| e.into_inner());
            }
            return match state.reply.take() {
                Some((go_on, added)) => {
                    clauses.extend(added);
                    go_on && !state.cancelled
                }
                None => false,
            };
        }
        let Some(on_model) = &self.on_model else {
            return true;
        };
        let called = Python::attach(|py| {
            let data = encode_answer(py, &answer, sent)?;
            let reply = on_model.bind(py).call1((data,))?;
            let (go_on, added): (bool, Option<Bound<'_, PyAny>>) = reply.extract()?;
            clauses.extend(python_clauses(added.as_ref())?);
            Ok::<bool, PyErr>(go_on)
        });
        match called {
            Ok(go_on) => go_on && !self.job.lock().cancelled,
            Err(error) => {
                self.failed(error);
                false
            }
        }
    }

    fn lower_bound(&mut self, bound: &[i64]) {
        if let Some(on_lower) = &self.on_lower {
            let called = Python::attach(|py| on_lower.bind(py).call1((bound.to_vec(),)).map(drop));
            if let Err(error) = called {
                self.failed(error);
                self.job.cancel();
            }
        }
    }

    fn adds_clauses(&self) -> bool {
        true
    }
}

/// What a solve call on a worker needs.
pub(crate) struct Call {
    pub session: Arc<Mutex<Session>>,
    pub interrupt: Arc<AtomicBool>,
    pub assumptions: Vec<(Value, bool)>,
    pub how: Reasoning,
    pub limit: u64,
    pub yields: bool,
    pub on_model: Option<Py<PyAny>>,
    pub on_lower: Option<Py<PyAny>>,
    /// Called (without arguments) on the worker once the call has ended and its outcome
    /// can be taken (clingo calls `on_finish` on the thread of an asynchronous search).
    pub on_end: Option<Py<PyAny>>,
}

/// Starts `call` on a worker thread; returns once the worker holds the session.
pub(crate) fn start(py: Python<'_>, call: Call) -> PyResult<NativeHandle> {
    let job = Arc::new(Job {
        state: Mutex::new(JobState::default()),
        changed: Condvar::new(),
        interrupt: call.interrupt.clone(),
    });
    let (locked_tx, locked_rx) = std::sync::mpsc::channel::<()>();
    let worker_job = job.clone();
    let thread = std::thread::Builder::new().name("rasp-solve".into());
    let spawned = thread.spawn(move || {
        let job = worker_job;
        let mut worker = Worker {
            job: job.clone(),
            yields: call.yields,
            on_model: call.on_model,
            on_lower: call.on_lower,
            sent: Sent::default(),
        };
        let outcome = {
            let mut session = call.session.lock().unwrap_or_else(|e| e.into_inner());
            let _ = locked_tx.send(());
            session.solve_handled(&call.assumptions, &call.how, call.limit, &mut worker)
        };
        // The callbacks' objects are dropped with the GIL.
        Python::attach(|_| drop(worker));
        {
            let mut state = job.lock();
            state.outcome = Some(outcome);
            state.finished = true;
            job.changed.notify_all();
        }
        if let Some(on_end) = call.on_end {
            Python::attach(move |py| {
                if let Err(error) = on_end.call0(py) {
                    error.write_unraisable(py, None);
                }
            });
        }
    });
    spawned.map_err(|e| pyo3::exceptions::PyRuntimeError::new_err(e.to_string()))?;
    py.detach(move || locked_rx.recv())
        .map_err(|_| pyo3::exceptions::PyRuntimeError::new_err("rasp: the solve thread failed"))?;
    Ok(NativeHandle { job })
}

/// The caller's side of a solve call on a worker (see the module documentation).
#[pyclass(module = "rasp._rasp")]
pub(crate) struct NativeHandle {
    job: Arc<Job>,
}

/// What [`NativeHandle::next`] found.
enum Next {
    Timeout,
    Answer(Py<PyTuple>),
    Finished,
}

impl NativeHandle {
    /// The job, to cancel it from the session.
    pub(crate) fn job(&self) -> Arc<Job> {
        self.job.clone()
    }

    /// Waits up to `timeout` (without the GIL) for an answer set or the end of the call.
    fn wait_for(&self, timeout: Duration) -> Next {
        let deadline = Instant::now() + timeout;
        let mut state = self.job.lock();
        loop {
            if let Some(answer) = state.answer.take() {
                return Next::Answer(answer);
            }
            if state.finished {
                return Next::Finished;
            }
            let now = Instant::now();
            if now >= deadline {
                return Next::Timeout;
            }
            let waited = self.job.changed.wait_timeout(state, deadline - now);
            state = waited.unwrap_or_else(|e| e.into_inner()).0;
        }
    }
}

#[pymethods]
impl NativeHandle {
    /// Waits for the next event, at most `timeout` seconds (`None`: as long as it takes):
    /// `(0, None)` if none came, `(1, answer tuple)` for an answer set the worker waits at
    /// (until [`NativeHandle::resume`]), `(2, how the call ended)` (see `Ended`) at the end.
    /// A callback's exception is raised at the end. Ctrl-C cancels the call and raises
    /// KeyboardInterrupt.
    #[pyo3(signature = (timeout=None))]
    fn next<'py>(&self, py: Python<'py>, timeout: Option<f64>) -> PyResult<Bound<'py, PyTuple>> {
        const SLICE: Duration = Duration::from_millis(100);
        let deadline = timeout.map(|t| Instant::now() + Duration::from_secs_f64(t.max(0.0)));
        loop {
            let slice = match deadline {
                Some(deadline) => deadline
                    .saturating_duration_since(Instant::now())
                    .min(SLICE),
                None => SLICE,
            };
            let next = py.detach(|| self.wait_for(slice));
            match next {
                Next::Answer(answer) => {
                    let items: [Bound<'py, PyAny>; 2] = [
                        1u8.into_pyobject(py)?.into_any(),
                        answer.into_bound(py).into_any(),
                    ];
                    return PyTuple::new(py, items);
                }
                Next::Finished => {
                    let (outcome, error, cancelled) = {
                        let mut state = self.job.lock();
                        let outcome = state.outcome.take();
                        (outcome, state.error.take(), state.cancelled)
                    };
                    if let Some(error) = error {
                        return Err(error);
                    }
                    let Some(outcome) = outcome else {
                        return Err(pyo3::exceptions::PyRuntimeError::new_err(
                            "rasp: the solve call's result was taken already",
                        ));
                    };
                    let ended: Ended<'py> = ended(py, outcome, cancelled)?;
                    let items: [Bound<'py, PyAny>; 2] = [
                        2u8.into_pyobject(py)?.into_any(),
                        ended.into_pyobject(py)?.into_any(),
                    ];
                    return PyTuple::new(py, items);
                }
                Next::Timeout => {
                    if let Err(error) = py.check_signals() {
                        self.job.cancel();
                        self.job.wait_finished(py);
                        return Err(error);
                    }
                    if deadline.is_some_and(|d| Instant::now() >= d) {
                        let items: [Bound<'py, PyAny>; 2] =
                            [0u8.into_pyobject(py)?.into_any(), py.None().into_bound(py)];
                        return PyTuple::new(py, items);
                    }
                }
            }
        }
    }

    /// Lets the worker go on from the answer set it waits at (`go_on` false: stop), with
    /// `clauses` (lists of signed atom ids) for the rest of the call.
    fn resume(&self, go_on: bool, clauses: Option<Bound<'_, PyAny>>) -> PyResult<()> {
        let clauses = python_clauses(clauses.as_ref())?;
        let mut state = self.job.lock();
        state.reply = Some((go_on, clauses));
        self.job.changed.notify_all();
        Ok(())
    }

    /// Cancels the search (it ends soon; [`NativeHandle::next`] reports the end).
    fn cancel(&self) {
        self.job.cancel();
    }

    /// Cancels the search and waits until it ended.
    fn close(&self, py: Python<'_>) {
        self.job.cancel();
        self.job.wait_finished(py);
    }

    /// Whether the call ended.
    fn finished(&self) -> bool {
        self.job.lock().finished
    }
}

impl Drop for NativeHandle {
    fn drop(&mut self) {
        self.job.cancel();
        Python::attach(|py| self.job.wait_finished(py));
    }
}
