//! `NativeApp`: clingo's application for `rasp.application.clingo_main` (see
//! [`rasp::cli::App`]): the command line read as the `rasp` command reads it, and the output
//! of the solve calls the package's `Control` reports.

use pyo3::exceptions::PyRuntimeError;
use pyo3::prelude::*;
use rasp::cli::{App, CallEnd, RunEnd};

/// A run of clingo's application (see the module documentation).
#[pyclass(unsendable, module = "rasp._rasp")]
pub struct NativeApp(Option<App>);

impl NativeApp {
    /// The solver's options of the command line (see [`App::solve_options`]).
    pub fn solve_options(&self) -> Option<rasp::api::SolveOptions> {
        self.0.as_ref().map(|app| app.solve_options().clone())
    }

    fn app(&mut self) -> PyResult<&mut App> {
        (self.0.as_mut()).ok_or_else(|| PyRuntimeError::new_err("finished"))
    }
}

#[pymethods]
impl NativeApp {
    /// Reads the command line `arguments` of the application `name` (version `version`):
    /// the application, or the exit code if the run ends here (help, version, a bad
    /// command line: printed).
    #[staticmethod]
    fn start(
        py: Python<'_>,
        arguments: Vec<String>,
        name: &str,
        version: &str,
    ) -> PyResult<Py<PyAny>> {
        let (mut out, mut err) = (std::io::stdout(), std::io::stderr());
        match App::new(&arguments, (name, version), &mut out, &mut err) {
            Ok(app) => Ok(Py::new(py, NativeApp(Some(app)))?.into_any()),
            Err(code) => Ok(code.into_pyobject(py)?.into_any().unbind()),
        }
    }

    /// The files named on the command line (`-`: standard input).
    fn files(&mut self) -> PyResult<Vec<String>> {
        Ok(self.app()?.files().to_vec())
    }

    /// Prints the header.
    fn header(&mut self) -> PyResult<()> {
        self.app()?.header();
        Ok(())
    }

    /// A solve call starts.
    fn call_start(&mut self) -> PyResult<()> {
        self.app()?.call_start();
        Ok(())
    }

    /// The call found model `number` (its shown atoms as printed; its costs if the
    /// program optimizes; whether they are known optimal).
    #[pyo3(signature = (number, atoms, costs=None, optimal=false))]
    fn model(
        &mut self,
        number: u64,
        atoms: Vec<String>,
        costs: Option<Vec<i64>>,
        optimal: bool,
    ) -> PyResult<()> {
        self.app()?.model(number, atoms, (costs, optimal));
        Ok(())
    }

    /// The call ended: models found, whether exhausted, interrupted, the last model's
    /// costs (if the program optimizes) and the number of optimal models found (1 for a
    /// proven optimum), and the seconds to the first model and after the last one.
    #[allow(clippy::too_many_arguments)]
    fn call_end(
        &mut self,
        models: u64,
        exhausted: bool,
        interrupted: bool,
        costs: Option<Vec<i64>>,
        optimal: u64,
        first_model: f64,
        unsat: f64,
    ) -> PyResult<()> {
        self.app()?.call_end(&CallEnd {
            models,
            exhausted,
            interrupted,
            costs,
            optimal,
            first_model,
            unsat,
        });
        Ok(())
    }

    /// The time limit (`--time-limit`) in seconds, if there is one.
    fn time_limit(&mut self) -> PyResult<Option<u32>> {
        Ok(self.app()?.time_limit())
    }

    /// The run ended: `"done"`, `"failed"` (an error), `"signal"` or `"time limit"`
    /// (interrupted). Prints the summary; returns the exit code.
    fn finish(&mut self, end: &str) -> PyResult<i32> {
        let app = (self.0.take()).ok_or_else(|| PyRuntimeError::new_err("finished"))?;
        let end = match end {
            "done" => RunEnd::Done,
            "failed" => RunEnd::Failed,
            "signal" => RunEnd::Interrupted { signal: true },
            "time limit" => RunEnd::Interrupted { signal: false },
            other => return Err(PyRuntimeError::new_err(format!("unknown end: {other}"))),
        };
        Ok(app.finish(end, &mut std::io::stderr()))
    }
}
