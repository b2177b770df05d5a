//! The `rasp` command: clingo's command line, output and exit codes.
//!
//! `rasp [number] [options] [files]` reads the files (standard input without files or for
//! `-`), grounds and solves them, and prints answer sets as clingo does. With
//! `--mode=gringo` it prints the ground program as aspif, with `--text` as readable text.
//! Exit codes are clingo's: 10 satisfiable, 20 unsatisfiable, 30 satisfiable and every model
//! found, 65 for errors in the input.

use crate::aspif::{self, GroundProgram};
use crate::check::{self, ConstDefinition};
use crate::diag::{Diagnostic, SourceMap};
use crate::load;
use crate::solve::{Model, SolveOptions, SolveResult, Solver};
use crate::symbol::SymbolTable;
use crate::syntax::{self, ast};
use clap::Parser;
use std::io::Write;
use std::time::Instant;

/// The version printed in the first line of the output.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// Exit code for errors in the input (as clingo).
pub const EXIT_ERROR: i32 = 65;

/// How `rasp` runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Mode {
    /// Ground and solve.
    Clingo,
    /// Solve a ground program given as aspif.
    Clasp,
    /// Ground only and print the ground program as aspif.
    Gringo,
}

/// The command line.
#[derive(Debug, Parser)]
#[command(
    name = "rasp",
    version = VERSION,
    about = "An answer set programming system for clingo's input language",
    override_usage = "rasp [number] [options] [files]"
)]
pub struct Args {
    /// Input files (standard input if none or `-`), and optionally the number of models.
    #[arg(value_name = "FILES")]
    pub inputs: Vec<String>,

    /// Compute at most <n> models (0 for all).
    #[arg(
        short = 'n',
        long = "models",
        value_name = "n",
        help_heading = "Solving Options"
    )]
    pub models: Option<u64>,

    /// Replace term occurrences of <id> with <term>.
    #[arg(
        short = 'c',
        long = "const",
        value_name = "id=term",
        help_heading = "Gringo Options"
    )]
    pub consts: Vec<String>,

    /// Print plain text format.
    #[arg(long, help_heading = "Gringo Options")]
    pub text: bool,

    /// Run in {clingo|clasp|gringo} mode.
    #[arg(
        long,
        value_enum,
        default_value = "clingo",
        help_heading = "Basic Options"
    )]
    pub mode: Mode,
}

/// Runs `rasp` with the given arguments; returns the exit code.
pub fn run(args: Args) -> i32 {
    let stdout = std::io::stdout();
    let stderr = std::io::stderr();
    run_with(args, &mut stdout.lock(), &mut stderr.lock())
}

/// Splits positional arguments into files and a model count (a number, as clingo reads it).
fn inputs(args: &Args) -> (Vec<String>, Option<u64>) {
    let mut files = Vec::new();
    let mut models = None;
    for input in &args.inputs {
        match input.parse::<u64>() {
            Ok(n) => models = Some(n),
            Err(_) => files.push(input.clone()),
        }
    }
    if files.is_empty() {
        files.push("-".to_string());
    }
    (files, args.models.or(models))
}

/// Parses `-c name=value` definitions; each is a source file `<name=value>` for messages.
fn const_definitions(
    args: &Args,
    sources: &mut SourceMap,
) -> Result<Vec<ConstDefinition>, Diagnostic> {
    let mut out = Vec::new();
    for definition in &args.consts {
        let file = sources.add(format!("<{definition}>"), definition.clone());
        let span = crate::diag::Span::new(file, 0, definition.len());
        let Some((name, value)) = definition.split_once('=') else {
            return Err(Diagnostic::command_line(format!(
                "'{definition}': invalid value for option 'const'"
            )));
        };
        let text = format!("#const {name}={value}.");
        let mut scratch = SourceMap::new();
        let scratch_file = scratch.add("<cmd>", text.clone());
        let program = syntax::parse(&text, scratch_file).map_err(|_| {
            Diagnostic::command_line(format!("'{definition}': invalid value for option 'const'"))
        })?;
        match program.statements.as_slice() {
            [
                ast::Statement {
                    kind: ast::StatementKind::Const { name, value, .. },
                    ..
                },
            ] => out.push(ConstDefinition {
                name: name.clone(),
                value: value.clone(),
                span,
            }),
            _ => {
                return Err(Diagnostic::command_line(format!(
                    "'{definition}': invalid value for option 'const'"
                )));
            }
        }
    }
    Ok(out)
}

/// Runs with explicit output streams (for tests and embedding).
pub fn run_with(args: Args, out: &mut dyn Write, err: &mut dyn Write) -> i32 {
    let start = Instant::now();
    let (files, models) = inputs(&args);
    let mut sources = SourceMap::new();
    let report = |diagnostics: &[Diagnostic], sources: &SourceMap, err: &mut dyn Write| {
        for d in diagnostics {
            let _ = err.write_all(d.render(sources).as_bytes());
        }
    };
    if args.mode == Mode::Clingo && !args.text {
        let _ = writeln!(out, "rasp version {VERSION}");
        let shown = if files.len() > 1 {
            format!("{} ...", files[0])
        } else {
            files[0].clone()
        };
        let _ = writeln!(out, "Reading from {shown}");
    }
    let consts = match const_definitions(&args, &mut sources) {
        Ok(c) => c,
        Err(e) => {
            report(&[e], &sources, err);
            return EXIT_ERROR;
        }
    };
    let loaded = match load::load(&files, &mut sources) {
        Ok(loaded) => loaded,
        Err(errors) => {
            report(&errors, &sources, err);
            let _ = writeln!(err, "*** ERROR: (rasp): parsing failed");
            return EXIT_ERROR;
        }
    };
    report(&loaded.warnings, &sources, err);
    let mut symbols = SymbolTable::new();
    let (program, infos) = match check::check(loaded.statements, &consts, &mut symbols) {
        Ok(checked) => checked,
        Err(errors) => {
            report(&errors, &sources, err);
            let _ = writeln!(
                err,
                "*** ERROR: (rasp): grounding stopped because of errors"
            );
            return EXIT_ERROR;
        }
    };
    report(&infos, &sources, err);
    let options = crate::ground::GroundOptions {
        atom_names: args.text,
        ..Default::default()
    };
    let grounded = crate::ground::ground(&program, &mut symbols, options);
    drop(program);
    report(&grounded.diagnostics, &sources, err);
    if !grounded.errors.is_empty() {
        report(&grounded.errors, &sources, err);
        let _ = writeln!(
            err,
            "*** ERROR: (rasp): grounding stopped because of errors"
        );
        return EXIT_ERROR;
    }
    if args.text {
        let _ = out.write_all(aspif::text::write(&grounded.program, &grounded.names).as_bytes());
        return 0;
    }
    if args.mode == Mode::Gringo {
        let _ = out.write_all(aspif::write::write(&grounded.program).as_bytes());
        return 0;
    }
    solve(&grounded.program, models.unwrap_or(1), start, out)
}

/// Solves and prints models in clingo's text format; returns the exit code.
fn solve(program: &GroundProgram, limit: u64, start: Instant, out: &mut dyn Write) -> i32 {
    let _ = writeln!(out, "Solving...");
    let mut solver = match Solver::new(program, &SolveOptions::default()) {
        Ok(s) => s,
        Err(e) => {
            let _ = writeln!(out, "*** ERROR: (rasp): {e}");
            return EXIT_ERROR;
        }
    };
    let mut count = 0u64;
    let mut on_model = |model: &Model| {
        count += 1;
        let _ = writeln!(
            out,
            "Answer: {count} (Time: {:.3}s)",
            start.elapsed().as_secs_f64()
        );
        let _ = writeln!(out, "{}", model.shown(program).join(" "));
        limit == 0 || count < limit
    };
    let result = solver.solve(&mut on_model);
    let (status, more) = match result {
        SolveResult::Unsatisfiable => ("UNSATISFIABLE", false),
        SolveResult::Satisfiable { exhausted, .. } => ("SATISFIABLE", !exhausted),
        _ => ("UNKNOWN", true),
    };
    let _ = writeln!(out, "{status}");
    let _ = writeln!(out);
    let plus = if more { "+" } else { "" };
    let _ = writeln!(out, "Models       : {count}{plus}");
    let _ = writeln!(out, "Calls        : 1");
    let elapsed = start.elapsed().as_secs_f64();
    let _ = writeln!(
        out,
        "Time         : {elapsed:.3}s (Solving: 0.00s 1st Model: 0.00s Unsat: 0.00s)"
    );
    let _ = writeln!(out, "CPU Time     : {elapsed:.3}s");
    result.exit_code()
}
