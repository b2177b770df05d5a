//! clasp's `--pre`: print the program the solver is given, in aspif or smodels, and exit;
//! and `--output-debug`: the ground program as text comments on standard error.
//!
//! clasp prints its program after its equivalence preprocessing; rasp's (`solve/equiv.rs`)
//! works on the clauses of the completion, which have no program form, so rasp prints the
//! ground program that its solver translates (the grounder's simplifications made: facts
//! out of bodies, rules with false bodies gone). Its answer sets are the program's.

use super::output_args::{OutputDebug, PreFormat};
use super::settings::Settings;
use super::{Grounding, Stop};
use crate::aspif::{self, GroundProgram};
use crate::engine::Engine;
use crate::ground::GroundOptions;
use crate::output::NoPrinter;
use std::io::Write;

/// `--pre`: prints the program grounded into `engine`, with the later `steps` of ground
/// input (incremental aspif: each step after the one before, as clasp prints them; in
/// smodels the first only); of an incremental program, its first step is grounded here, as
/// clingo prints it. Returns the exit code.
pub(super) fn print(
    engine: &mut Engine,
    (options, settings): (GroundOptions<'_>, &Settings),
    (format, steps): (PreFormat, Vec<GroundProgram>),
    (out, err): (&mut dyn Write, &mut dyn Write),
    stop: &Stop<'_>,
) -> i32 {
    if engine.incmode() {
        return match super::incmode::first_step(engine, options, settings, err) {
            Ok(()) => write(engine.program(), format, true, out, err),
            Err(Grounding::Failed(what)) => stop.failed(&mut NoPrinter, err, &what),
            Err(Grounding::Interrupted) => stop.grounding_interrupted(&mut NoPrinter, err),
        };
    }
    if steps.is_empty() || format == PreFormat::Smodels {
        return write(engine.program(), format, !steps.is_empty(), out, err);
    }
    let mut written = aspif::write::Steps::new(true);
    let mut buffered = std::io::BufWriter::new(&mut *out);
    let _ = written.step(engine.program(), &mut buffered);
    for step in steps {
        if let Err(failed) = engine.add_ground_step(step) {
            let _ = buffered.flush();
            drop(buffered);
            return stop.failed(&mut NoPrinter, err, &failed.failure.message());
        }
        let _ = written.step(engine.program(), &mut buffered);
    }
    let _ = buffered.flush();
    0
}

/// Writes `program` to `out` in `format` (`incremental`: as the first step of incremental
/// aspif, as clingo writes the first step of an incremental program). A program the smodels
/// format cannot express is clasp's error on `err`, with exit code 0 as in clingo; returns
/// the exit code.
fn write(
    program: &GroundProgram,
    format: PreFormat,
    incremental: bool,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> i32 {
    let mut buffered = std::io::BufWriter::new(&mut *out);
    let written = match format {
        PreFormat::Aspif if incremental => {
            let mut steps = aspif::write::Steps::new(true);
            steps.step(program, &mut buffered)
        }
        PreFormat::Aspif => aspif::write::write_to(program, &mut buffered),
        PreFormat::Smodels => match aspif::write_smodels::write(program) {
            Ok(text) => buffered.write_all(text.as_bytes()),
            Err(unsupported) => {
                drop(buffered);
                let _ = write!(
                    err,
                    "*** ERROR: (rasp): Option '--pre': unsupported input format!\n\
                     *** Info : (rasp): {} in 'smodels' format\n\
                     *** Info : (rasp): Try '--pre=aspif' to print in 'aspif' format\n",
                    unsupported.reason()
                );
                return 0;
            }
        },
    };
    let _ = written.and_then(|()| buffered.flush());
    0
}

/// `--output-debug`: the ground program of `engine` (grounded with atom names) on `err`,
/// `% ` before each line of its text (as `--text` prints it) and `%% ` before each rule of
/// its translation (`text_output`: the run prints the text, and only `text` is printed).
pub(super) fn debug(engine: &Engine, debug: OutputDebug, text_output: bool, err: &mut dyn Write) {
    let mut lines = String::new();
    let mut comment = |prefix: &str, text: &str| {
        for line in text.lines() {
            lines.push_str(prefix);
            lines.push_str(line);
            lines.push('\n');
        }
    };
    if debug.text() && (!text_output || debug == OutputDebug::Text) {
        comment("% ", engine.text().unwrap_or_default());
    }
    if debug.translate() && !text_output {
        comment("%% ", &aspif::text::write(engine.program(), engine.names()));
    }
    let _ = err.write_all(lines.as_bytes());
}

/// `--hcc-out=<file>`: the tester program of each component of `program` that is not
/// head-cycle-free, in DIMACS CNF, to `<file>.<n>` (`n` from 0, in the solver's order of
/// the components), before the search, as clasp writes them. `Err`: clasp's message for a
/// file it cannot create.
pub(super) fn write_testers(
    program: &GroundProgram,
    options: &crate::solve::SolveOptions,
    path: &str,
) -> Result<(), String> {
    // A solver made for the testers only: the search's own is made as the run makes it.
    let Ok(solver) = crate::solve::Solver::new(program, options) else {
        return Ok(());
    };
    for (n, cnf) in solver.non_hcf_testers().iter().enumerate() {
        let name = format!("{path}.{n}");
        let written = std::fs::write(&name, cnf.as_bytes());
        written.map_err(|_| format!("Could not open cnf file '{name}'!"))?;
    }
    Ok(())
}
