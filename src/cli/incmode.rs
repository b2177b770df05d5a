//! `#include <incmode>.`: clingo's incremental mode. The program is grounded and solved
//! step by step, as clingo's `incmode` loop does it: step 0 grounds the parts `check(0)`
//! and `base`, step `t > 0` releases the external `query(t-1)` and grounds `check(t)` and
//! `step(t)`; then `query(t)` (declared `#external query(t).` in `check(t)`) is assigned
//! true and the program solved. The loop stops after the step `imax - 1`, and from step
//! `imin` on when the result is the one `istop` names (`SAT`, the default, `UNSAT` or
//! `UNKNOWN`); the constants come from `-c` or `#const`.
//!
//! With `--mode=gringo` (or `--text`) the loop grounds without solving ([`write`]) and writes
//! each step as a block of incremental aspif, as clingo does; incremental aspif (one block
//! per step, each ending with `0`) is solved the same way by [`run_ground`]: after each
//! block, as clasp does.

use super::settings::Settings;
use super::solving::solve;
use super::{Grounding, OutputFormat, report};
use crate::aspif::reify::Reify;
use crate::aspif::write::Steps;
use crate::aspif::{ExternalValue, GroundProgram};
use crate::engine::{Engine, Failure, Part};
use crate::ground::GroundOptions;
use crate::output::{Outcome, Printer, Summary};
use crate::solve::SolveOptions;
use crate::symbol::Symbol;
use std::io::{BufWriter, Write};
use std::time::Instant;

/// When the loop stops: `imax`, `imin` and `istop`.
struct Limits {
    max: i32,
    min: i32,
    stop: String,
}

impl Limits {
    fn of(engine: &mut Engine) -> Limits {
        let number = |engine: &mut Engine, name| match engine.constant(name) {
            Some(Symbol::Int(n)) => Some(n),
            _ => None,
        };
        let stop = match engine.constant("istop") {
            Some(Symbol::Str(name)) => engine.symbols().text(name).to_string(),
            Some(symbol @ Symbol::Fun(_)) => {
                let function = engine.symbols().function_of(symbol).expect("a function");
                match function.args.is_empty() && !function.negative {
                    true => engine.symbols().text(function.name).to_string(),
                    false => "SAT".into(),
                }
            }
            _ => "SAT".into(),
        };
        Limits {
            max: number(engine, "imax").unwrap_or(i32::MAX),
            min: number(engine, "imin").unwrap_or(0),
            stop,
        }
    }

    /// Whether step `step` runs after a step that ended with `last`.
    fn go_on(&self, step: i32, last: Option<Outcome>) -> bool {
        if step >= self.max {
            return false;
        }
        let Some(last) = last.filter(|_| step > 0 && step >= self.min) else {
            return true;
        };
        let outcome = match last {
            Outcome::Satisfiable | Outcome::OptimumFound => "SAT",
            Outcome::Unsatisfiable => "UNSAT",
            Outcome::Unknown => "UNKNOWN",
        };
        self.stop != outcome
    }
}

/// Runs the incremental mode on the program read into `engine`: prints each step's models,
/// returns the summary of all steps (models of all, `Calls`) and the exit code of the last.
pub(super) fn run(
    engine: &mut Engine,
    (options, solve_options): (GroundOptions<'_>, &SolveOptions),
    settings: &Settings,
    start: Instant,
    printer: &mut dyn Printer,
    err: &mut dyn Write,
) -> Result<(Summary, i32), Grounding> {
    let mut calls = Calls::default();
    // An error of the solver stops the loop (the run ends as one that found nothing); one
    // of a grounding step ends it with the summary of the calls so far.
    let mut unsolved = None;
    // With `--single-shot` the program cannot grow after the first step: clingo stops with
    // its error, the first step's summary, and the error's exit code added to the step's.
    let refused = steps(
        engine,
        options,
        (settings, settings.single_shot),
        err,
        |engine, err| match calls.solve(engine, (solve_options, settings), start, printer, err) {
            Ok(stopped) => Ok(calls.last_outcome().filter(|_| !stopped)),
            Err(error) => {
                unsolved = Some(error);
                Ok(None)
            }
        },
    );
    if let Some(error) = unsolved {
        return Err(Grounding::Failed(error));
    }
    let refused = match refused {
        Ok(refused) => refused,
        Err(Grounding::Failed(what)) => return Ok(calls.failed(&what, start, printer, err)),
        Err(interrupted) => return Err(interrupted),
    };
    let (summary, code) = calls.summary(start);
    let code = if refused {
        code | super::EXIT_ERROR
    } else {
        code
    };
    Ok((summary, code))
}

/// Grounds the program read into `engine` step by step as the incremental mode does,
/// without solving (`--mode=gringo`, `--text`, `--output`), as clingo does: each step's
/// ground program is written to `out` in `format`: a block of incremental aspif (the release
/// of the previous `query`, the step's statements, the assignment of its own `query`), its
/// reified facts, or readable text (the step's rules); a step's result is unknown, so the
/// loop runs until `imax` (for ever without it, unless `istop` is `UNKNOWN`).
pub(super) fn write(
    engine: &mut Engine,
    options: GroundOptions<'_>,
    settings: &Settings,
    (format, reify_sccs, reify_steps): (OutputFormat, bool, bool),
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<(), Grounding> {
    let failed = |e: std::io::Error| Grounding::Failed(e.to_string());
    // clingo in single-shot mode writes the steps under a header that does not say
    // `incremental`.
    let mut written = Steps::new(!settings.single_shot);
    if format == OutputFormat::Reify {
        let mut reify = Reify::new(BufWriter::new(out), reify_sccs, reify_steps);
        let steps = steps(engine, options, (settings, false), err, |engine, _| {
            (written.step_to(engine.program(), &mut reify)).map_err(failed)?;
            Ok(Some(Outcome::Unknown))
        });
        return steps.map(|_| ());
    }
    steps(engine, options, (settings, false), err, |engine, _| {
        let mut buffered = BufWriter::new(&mut *out);
        match format {
            OutputFormat::Text => buffered.write_all(engine.text().unwrap_or_default().as_bytes()),
            _ => written.step(engine.program(), &mut buffered),
        }
        .and_then(|()| buffered.flush())
        .map_err(failed)?;
        Ok(Some(Outcome::Unknown))
    })
    .map(|_| ())
}

/// `--pre` of an incremental program: its first step (the parts `base` and `check(0)`,
/// `query(0)` true) grounded into `engine`, as clingo prints it.
pub(super) fn first_step(
    engine: &mut Engine,
    options: GroundOptions<'_>,
    settings: &Settings,
    err: &mut dyn Write,
) -> Result<(), Grounding> {
    steps(engine, options, (settings, false), err, |_, _| Ok(None)).map(|_| ())
}

/// clingo's incremental loop: grounds the steps of the program read into `engine` and
/// calls `each` after each (with `query(t)` assigned true); `each` returns the step's
/// result, or `None` to stop. With `single_shot` (`--single-shot` when solving) a step after
/// the first is refused with clingo's error; returns whether one was.
fn steps(
    engine: &mut Engine,
    options: GroundOptions<'_>,
    (settings, single_shot): (&Settings, bool),
    err: &mut dyn Write,
    mut each: impl FnMut(&mut Engine, &mut dyn Write) -> Result<Option<Outcome>, Grounding>,
) -> Result<bool, Grounding> {
    let declared = engine.add_text("<incmode>", "#program check(t). #external query(t).");
    declared.expect("clingo's declaration of query(t) parses");
    let limits = Limits::of(engine);
    let mut last = None;
    let mut step = 0;
    while limits.go_on(step, last) {
        let query = |engine: &mut Engine, t: i32| {
            engine.intern(|symbols| {
                let name = symbols.name("query");
                symbols.function(name, false, &[Symbol::Int(t)])
            })
        };
        let part = |name: &str, args: Vec<Symbol>| Part {
            name: name.into(),
            args,
        };
        if step > 0 && single_shot {
            let _ = writeln!(err, "*** ERROR: (rasp): Program updates not supported!");
            return Ok(true);
        }
        let mut parts = vec![part("check", vec![Symbol::Int(step)])];
        if step == 0 {
            parts.push(Part::base());
        } else {
            let previous = query(engine, step - 1);
            engine.assign_external(previous, ExternalValue::Release);
            parts.push(part("step", vec![Symbol::Int(step)]));
        }
        match engine.ground_parts(&parts, options) {
            Ok(messages) => report(settings, &messages, engine.sources(), err),
            Err(failed) => {
                report(settings, &failed.messages, engine.sources(), err);
                return Err(match failed.failure {
                    Failure::Interrupted => Grounding::Interrupted,
                    failure => Grounding::Failed(failure.message().into_owned()),
                });
            }
        }
        let current = query(engine, step);
        engine.assign_external(current, ExternalValue::True);
        match each(engine, err)? {
            Some(outcome) => last = Some(outcome),
            None => break,
        }
        step += 1;
    }
    Ok(false)
}

/// Solves an incremental ground program (aspif with `asp 1 0 0 incremental`, read into
/// `engine` up to its first step) as clasp does: after each step, the next one added to
/// the program. Returns the summary of all steps and the exit code of the last.
pub(super) fn run_ground(
    engine: &mut Engine,
    steps: Vec<GroundProgram>,
    solve_options: &SolveOptions,
    settings: &Settings,
    start: Instant,
    printer: &mut dyn Printer,
    err: &mut dyn Write,
) -> Result<(Summary, i32), String> {
    let mut calls = Calls::default();
    let mut steps = steps.into_iter();
    loop {
        if calls.solve(engine, (solve_options, settings), start, printer, err)? {
            break;
        }
        let Some(step) = steps.next() else {
            break;
        };
        if let Err(failed) = engine.add_ground_step(step) {
            let what = failed.failure.message();
            return Ok(calls.failed(&what, start, printer, err));
        }
    }
    Ok(calls.summary(start))
}

/// The solve calls of a run solved step by step: the models of all of them, their solving
/// times, the summary and exit code of the last one.
#[derive(Default)]
pub(super) struct Calls {
    models: u64,
    calls: u64,
    /// The sums over the calls of the times of solving, until the first model, and proving
    /// that no further model exists (clingo's summary adds them up: clasp's
    /// `ClaspFacade::updateStats`).
    solve: f64,
    first_model: f64,
    unsat: f64,
    last: Option<(Summary, i32)>,
}

impl Calls {
    /// Solves the session's program as the next call (its models printed to `printer`) and
    /// notes it; returns whether the time limit stopped it.
    fn solve(
        &mut self,
        engine: &mut Engine,
        (solve_options, settings): (&SolveOptions, &Settings),
        start: Instant,
        printer: &mut dyn Printer,
        err: &mut dyn Write,
    ) -> Result<bool, String> {
        let solved = solve(
            (engine, true),
            (None, None),
            solve_options,
            settings,
            start,
            printer,
            err,
        )?;
        Ok(self.add(solved))
    }

    /// Notes a call's summary and exit code; returns whether the time limit stopped it.
    pub(super) fn add(&mut self, (summary, code): (Summary, i32)) -> bool {
        self.models += summary.models;
        self.calls += 1;
        self.solve += summary.times.solve;
        self.first_model += summary.times.first_model;
        self.unsat += summary.times.unsat;
        let stopped = summary.time_limit;
        self.last = Some((summary, code));
        stopped
    }

    /// The result of the last call so far.
    fn last_outcome(&self) -> Option<Outcome> {
        self.last.as_ref().map(|(summary, _)| summary.outcome)
    }

    /// A step failed before its call solved (`what`: clingo's last message, printed): the
    /// summary of the calls so far and of that one, which clingo counts (its result is
    /// unknown), and the exit code of an error.
    fn failed(
        mut self,
        what: &str,
        start: Instant,
        printer: &mut dyn Printer,
        err: &mut dyn Write,
    ) -> (Summary, i32) {
        super::error(err, what);
        printer.call_start(start.elapsed().as_secs_f64());
        self.calls += 1;
        let mut summary = super::unknown_summary(start);
        summary.models = self.models;
        summary.calls = self.calls;
        summary.times.solve = self.solve;
        summary.times.first_model = self.first_model;
        summary.times.unsat = self.unsat;
        (summary, super::EXIT_ERROR)
    }

    /// The summary of all calls (`start`: of the run) and the exit code of the last.
    pub(super) fn summary(self, start: Instant) -> (Summary, i32) {
        // Without a call (`imax=0`) clingo's summary says UNKNOWN, with exit code 0.
        let (mut summary, code) = self
            .last
            .unwrap_or_else(|| (super::unknown_summary(start), 0));
        summary.models = self.models;
        summary.calls = self.calls.max(1);
        summary.times.solve = self.solve;
        summary.times.first_model = self.first_model;
        summary.times.unsat = self.unsat;
        (summary, code)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A call's summary with solving times `solve`, `first_model` and `unsat`.
    fn call(solve: f64, first_model: f64, unsat: f64, models: u64) -> (Summary, i32) {
        let mut summary = super::super::unknown_summary(Instant::now());
        summary.models = models;
        summary.times.solve = solve;
        summary.times.first_model = first_model;
        summary.times.unsat = unsat;
        (summary, 0)
    }

    #[test]
    fn the_summary_adds_up_the_solving_times_of_all_calls() {
        // Two unsatisfiable steps and a satisfiable one, as clingo's incremental mode sums
        // them (`Time: ... (Solving: 0.60s 1st Model: 0.10s Unsat: 0.30s)`).
        let mut calls = Calls::default();
        calls.add(call(0.1, 0.0, 0.1, 0));
        calls.add(call(0.2, 0.0, 0.2, 0));
        calls.add(call(0.3, 0.1, 0.0, 1));
        let (summary, _) = calls.summary(Instant::now());
        let t = summary.times;
        assert!((t.solve - 0.6).abs() < 1e-9);
        assert!((t.first_model - 0.1).abs() < 1e-9);
        assert!((t.unsat - 0.3).abs() < 1e-9);
        assert_eq!((summary.models, summary.calls), (1, 3));
    }
}
