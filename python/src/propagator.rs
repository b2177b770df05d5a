//! Propagators written in Python (`Control.register_propagator`): [`PyPropagator`] runs the
//! package's adapter (`rasp.propagator._Adapter`) as a [`rasp::solve::Propagator`], and
//! hands it [`NativeInit`] and [`NativeControl`], views of the solver that are valid only
//! during the call they are given to (using one later raises RuntimeError).
//!
//! The search runs without the GIL; each call back takes it. The first exception a
//! callback raises stops the search (through the session's interrupt flag) and is raised
//! by the solve call.

use pyo3::exceptions::PyRuntimeError;
use pyo3::prelude::*;
use pyo3::{PyClass, PyClassInitializer};
use rasp::api::{AtomId, GroundLit};
use rasp::solve::{CheckMode, PropagateControl, PropagateInit, Propagator, SolverLit};
use std::cell::Cell;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

/// A propagator of the package (see the module documentation).
pub struct PyPropagator {
    pub adapter: Py<PyAny>,
    /// Whether the propagator has `decide`.
    pub decides: bool,
    pub error: Arc<Mutex<Option<PyErr>>>,
    pub interrupt: Arc<AtomicBool>,
}

impl PyPropagator {
    /// Calls `call` with the GIL; keeps its first exception and stops the search.
    fn with_python(&self, call: impl FnOnce(Python<'_>) -> PyResult<()>) {
        Python::attach(|py| {
            if let Err(error) = call(py) {
                let mut slot = self.error.lock().unwrap_or_else(|e| e.into_inner());
                slot.get_or_insert(error);
                self.interrupt.store(true, Ordering::SeqCst);
            }
        });
    }

    /// Calls `call` with the adapter and `view` (a view of the solver, which expires when
    /// the call returns), with the GIL.
    fn viewing<V: View>(
        &self,
        view: V,
        call: impl FnOnce(&Bound<'_, PyAny>, &Bound<'_, V>) -> PyResult<()>,
    ) {
        self.with_python(|py| {
            let view = Bound::new(py, view)?;
            let called = call(self.adapter.bind(py), &view);
            view.borrow().expire();
            called
        });
    }
}

impl Propagator for PyPropagator {
    fn init(&mut self, init: &mut PropagateInit<'_>) {
        self.viewing(NativeInit::of(init), |adapter, view| {
            adapter.call_method1("init", (view,)).map(drop)
        });
    }

    fn propagate(&mut self, control: &mut PropagateControl<'_>, changes: &[SolverLit]) {
        self.viewing(NativeControl::of(control), |adapter, view| {
            adapter
                .call_method1("propagate", (view, changes.to_vec()))
                .map(drop)
        });
    }

    fn undo(&mut self, assignment: &PropagateControl<'_>, changes: &[SolverLit]) {
        self.viewing(NativeControl::reading(assignment), |adapter, view| {
            adapter
                .call_method1("undo", (view, changes.to_vec()))
                .map(drop)
        });
    }

    fn check(&mut self, control: &mut PropagateControl<'_>) {
        self.viewing(NativeControl::of(control), |adapter, view| {
            adapter.call_method1("check", (view,)).map(drop)
        });
    }

    fn decides(&self) -> bool {
        self.decides
    }

    fn decide(&mut self, assignment: &PropagateControl<'_>, fallback: SolverLit) -> SolverLit {
        let mut chosen = fallback;
        self.viewing(NativeControl::reading(assignment), |adapter, view| {
            chosen = adapter
                .call_method1("decide", (view, fallback))?
                .extract()?;
            Ok(())
        });
        chosen
    }
}

/// A view of the solver handed to Python for one call.
trait View: PyClass + Into<PyClassInitializer<Self>> {
    /// The call returned: the view is no longer valid.
    fn expire(&self);
}

fn expired() -> PyErr {
    PyRuntimeError::new_err("the solver's view is used outside the call it was given to")
}

/// The solver when a solve call starts (clingo's `PropagateInit`).
#[pyclass(unsendable, module = "rasp._rasp")]
pub struct NativeInit(Cell<*mut PropagateInit<'static>>);

impl View for NativeInit {
    fn expire(&self) {
        self.0.set(std::ptr::null_mut());
    }
}

impl NativeInit {
    /// A view of `init`.
    fn of(init: &mut PropagateInit<'_>) -> NativeInit {
        NativeInit(Cell::new((init as *mut PropagateInit<'_>).cast()))
    }

    /// Runs `use_it` on the solver's view, if it is still valid.
    fn with<R>(&self, use_it: impl FnOnce(&mut PropagateInit<'static>) -> R) -> PyResult<R> {
        // SAFETY: the pointer is set only during the call it was given to, while the
        // `PropagateInit` it points to lives and nothing else uses it (the GIL serializes
        // the calls to this object, and `use_it` does not reach it again).
        let view = unsafe { self.0.get().as_mut() }.ok_or_else(expired)?;
        Ok(use_it(view))
    }
}

fn check_mode(mode: CheckMode) -> u8 {
    match mode {
        CheckMode::Off => 0,
        CheckMode::Total => 1,
        CheckMode::Fixpoint => 2,
        CheckMode::Both => 3,
    }
}

#[pymethods]
impl NativeInit {
    /// The solver literal of a program literal (a signed atom).
    fn solver_literal(&self, literal: i32) -> PyResult<SolverLit> {
        let atom = AtomId(literal.unsigned_abs());
        let lit = match literal < 0 {
            true => GroundLit::negative(atom),
            false => GroundLit::positive(atom),
        };
        self.with(|view| view.solver_literal(lit))
    }

    fn add_watch(&self, literal: SolverLit) -> PyResult<()> {
        self.with(|view| view.add_watch(literal))
    }

    fn remove_watch(&self, literal: SolverLit) -> PyResult<()> {
        self.with(|view| view.remove_watch(literal))
    }

    /// The check mode: 0 off, 1 total, 2 fixpoint, 3 both (clingo's numbers).
    fn get_check_mode(&self) -> PyResult<u8> {
        self.with(|view| check_mode(view.check_mode()))
    }

    fn set_check_mode(&self, mode: u8) -> PyResult<()> {
        let mode = match mode {
            1 => CheckMode::Total,
            2 => CheckMode::Fixpoint,
            3 => CheckMode::Both,
            _ => CheckMode::Off,
        };
        self.with(|view| view.set_check_mode(mode))
    }

    /// Whether `undo` runs for every level the propagator was called at (clingo's undo
    /// mode `Always`).
    fn get_undo_always(&self) -> PyResult<bool> {
        self.with(|view| view.undo_always())
    }

    fn set_undo_always(&self, always: bool) -> PyResult<()> {
        self.with(|view| view.set_undo_always(always))
    }

    fn value(&self, literal: SolverLit) -> PyResult<Option<bool>> {
        self.with(|view| view.assignment().value(literal))
    }

    fn level(&self, literal: SolverLit) -> PyResult<Option<u32>> {
        self.with(|view| view.assignment().level(literal))
    }

    fn has_literal(&self, literal: SolverLit) -> PyResult<bool> {
        self.with(|view| view.assignment().has_literal(literal))
    }

    fn decision_level(&self) -> u32 {
        0
    }

    fn decision(&self, _level: u32) -> SolverLit {
        1
    }

    fn size(&self) -> PyResult<usize> {
        self.with(|view| view.assignment().size())
    }

    fn assigned(&self) -> PyResult<usize> {
        self.with(|view| view.assignment().trail().len())
    }

    fn trail(&self) -> PyResult<Vec<SolverLit>> {
        self.with(|view| view.assignment().trail())
    }

    fn has_conflict(&self) -> bool {
        false
    }

    fn add_clause(&self, literals: Vec<SolverLit>) -> PyResult<bool> {
        self.with(|view| view.add_clause(&literals))
    }

    fn add_literal(&self) -> PyResult<SolverLit> {
        self.with(|view| view.add_literal())
    }

    /// `literal` and the weight constraint `elements >= bound` (`== bound` if `equal`):
    /// `kind` 0 equivalent, 1 the literal implies it, -1 it implies the literal.
    fn add_weight_constraint(
        &self,
        literal: SolverLit,
        elements: Vec<(SolverLit, i32)>,
        bound: i32,
        kind: i8,
        equal: bool,
    ) -> PyResult<bool> {
        self.with(|view| view.add_weight_constraint(literal, &elements, bound, (kind, equal)))
    }
}

/// The solver during the search (clingo's `PropagateControl` and `Assignment`).
#[pyclass(unsendable, module = "rasp._rasp")]
pub struct NativeControl(Cell<*mut PropagateControl<'static>>);

impl View for NativeControl {
    fn expire(&self) {
        self.0.set(std::ptr::null_mut());
    }
}

impl NativeControl {
    /// A view of `control`.
    fn of(control: &mut PropagateControl<'_>) -> NativeControl {
        NativeControl(Cell::new((control as *mut PropagateControl<'_>).cast()))
    }

    /// A view of `assignment` that only reads it (`undo`, `decide`: the package calls no
    /// method that changes the solver there).
    fn reading(assignment: &PropagateControl<'_>) -> NativeControl {
        NativeControl(Cell::new(
            (assignment as *const PropagateControl<'_>)
                .cast_mut()
                .cast(),
        ))
    }

    /// Runs `use_it` on the solver's view, if it is still valid.
    fn with<R>(&self, use_it: impl FnOnce(&mut PropagateControl<'static>) -> R) -> PyResult<R> {
        // SAFETY: as `NativeInit::with`.
        let view = unsafe { self.0.get().as_mut() }.ok_or_else(expired)?;
        Ok(use_it(view))
    }
}

#[pymethods]
impl NativeControl {
    fn value(&self, literal: SolverLit) -> PyResult<Option<bool>> {
        self.with(|view| view.assignment().value(literal))
    }

    fn level(&self, literal: SolverLit) -> PyResult<Option<u32>> {
        self.with(|view| view.assignment().level(literal))
    }

    fn has_literal(&self, literal: SolverLit) -> PyResult<bool> {
        self.with(|view| view.assignment().has_literal(literal))
    }

    fn decision_level(&self) -> PyResult<u32> {
        self.with(|view| view.assignment().decision_level())
    }

    fn decision(&self, level: u32) -> PyResult<SolverLit> {
        self.with(|view| view.assignment().decision(level))
    }

    fn size(&self) -> PyResult<usize> {
        self.with(|view| view.assignment().size())
    }

    fn assigned(&self) -> PyResult<usize> {
        self.with(|view| view.assignment().trail().len())
    }

    fn trail(&self) -> PyResult<Vec<SolverLit>> {
        self.with(|view| view.assignment().trail())
    }

    fn has_conflict(&self) -> PyResult<bool> {
        self.with(|view| view.has_conflict())
    }

    #[pyo3(signature = (literals, tag=false))]
    fn add_clause(&self, literals: Vec<SolverLit>, tag: bool) -> PyResult<bool> {
        self.with(|view| view.add_clause(&literals, tag))
    }

    fn propagate(&self) -> PyResult<bool> {
        self.with(|view| view.propagate())
    }

    fn add_watch(&self, literal: SolverLit) -> PyResult<()> {
        self.with(|view| view.add_watch(literal))
    }

    fn remove_watch(&self, literal: SolverLit) -> PyResult<()> {
        self.with(|view| view.remove_watch(literal))
    }

    fn has_watch(&self, literal: SolverLit) -> PyResult<bool> {
        self.with(|view| view.has_watch(literal))
    }
}
