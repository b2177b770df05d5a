//! Reading the inputs as clingo does: logic programs, or ground programs (aspif, recognized
//! by its header; with `--mode=clasp` also smodels and DIMACS, recognized as clasp
//! recognizes them).

use crate::aspif::dimacs::VarRange;
use crate::aspif::{self, GroundProgram};
use crate::diag::{Diagnostic, FileId, SourceMap};
use crate::load;
use std::collections::HashSet;

/// A ground program to solve, and how its models are shown.
pub struct GroundInput {
    /// The program.
    pub program: GroundProgram,
    /// DIMACS input: models show the program's shown names, then the values of these
    /// variables, as clasp prints them.
    pub sat_variables: Option<VarRange>,
    /// The later steps of an incremental aspif program (each solved after it is added).
    pub steps: Vec<GroundProgram>,
}

/// What the inputs hold.
pub enum Input {
    /// A logic program: the files, read.
    Program(Vec<(String, FileId)>),
    /// A ground program (aspif; with `--mode=clasp` also smodels or DIMACS), or why it could
    /// not be read (reported after the header, as clingo does).
    Ground {
        /// DIMACS input: clasp's output for SAT problems.
        sat: bool,
        /// The program, or clasp's message why it could not be read.
        program: Result<Box<GroundInput>, String>,
        /// Files named twice.
        warnings: Vec<Diagnostic>,
    },
    /// A file could not be read.
    Unreadable(Vec<Diagnostic>),
}

/// A failure before anything is printed, with clingo's message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fatal {
    /// Options that do not go together (clingo's exit code 128).
    Options(String),
    /// Ground input in no format clasp recognizes (exit code 128, with the usage hint).
    Format(String),
    /// Ground input where a logic program is needed (exit code 65).
    NotAProgram(String),
    /// A bad command line found after parsing it (an input that cannot be opened: exit code
    /// 128, with the usage hint).
    Usage(String),
}

/// How the inputs are to be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reading {
    /// `--mode=clasp`: ground input only.
    pub clasp: bool,
    /// `--text` (or `--output=text`): the input must be a logic program.
    pub text: bool,
    /// `--output`: grounding only (not with `--mode=clasp`).
    pub output: bool,
    /// `--parse-maxsat`: the clauses of DIMACS CNF input are soft, of weight 1.
    pub maxsat: bool,
    /// `--parse-ext`: clasp's extensions of DIMACS ([`aspif::dimacs`]) and smodels input
    /// ([`aspif::smodels::convert_extensions`]).
    pub extensions: bool,
}

/// Reads the inputs (`-`: standard input). clingo reads files that start with an aspif header
/// as ground programs; with `--mode=clasp` it reads the first input only, in the format clasp
/// recognizes.
pub fn read(paths: &[String], reading: Reading, sources: &mut SourceMap) -> Result<Input, Fatal> {
    if reading.clasp {
        if reading.output {
            return Err(Fatal::Options(
                "'--output' can only be used with '--mode=gringo'!".into(),
            ));
        }
        if reading.text {
            return Err(Fatal::Options(
                "'--text' can only be used with '--mode=gringo'!".into(),
            ));
        }
        let Some(first) = paths.first() else {
            return Err(Fatal::Format("bad input stream".into()));
        };
        // clasp opens its input with the options: a file that does not open is a bad
        // command line (a directory opens, and is a bad input stream).
        if first != "-" && std::fs::File::open(first).is_err() {
            return Err(Fatal::Usage(format!("Can not read from '{first}'!")));
        }
        let file = match sources.load(first) {
            Ok(file) => file,
            Err(e) => return Ok(Input::Unreadable(vec![e])),
        };
        let text = &sources.file(file).text;
        let format = aspif::detect(text).map_err(Fatal::Format)?;
        return Ok(Input::Ground {
            sat: format == aspif::GroundFormat::Dimacs,
            program: read_ground(text, format, reading),
            warnings: Vec::new(),
        });
    }
    let mut files = Vec::new();
    let mut errors = Vec::new();
    for path in paths {
        match sources.load(path) {
            Ok(file) => files.push((path.clone(), file)),
            Err(e) => errors.push(e),
        }
    }
    if !errors.is_empty() {
        return Ok(Input::Unreadable(errors));
    }
    let ground = files
        .iter()
        .filter(|(_, file)| aspif::is_aspif(&sources.file(*file).text))
        .count();
    if ground == 0 {
        return Ok(Input::Program(files));
    }
    if reading.text {
        return Err(Fatal::NotAProgram("backend not available".into()));
    }
    if ground < files.len() {
        return Ok(Input::Ground {
            sat: false,
            program: Err("rasp does not read ground (aspif) and non-ground input together".into()),
            warnings: Vec::new(),
        });
    }
    // A file named twice is read once.
    let mut seen = HashSet::new();
    let mut warnings = Vec::new();
    let mut program = GroundProgram::default();
    for (path, file) in &files {
        if path != "-" && !seen.insert(load::file_key(path)) {
            warnings.push(load::already_included(path));
            continue;
        }
        match aspif::read::read_steps(&sources.file(*file).text) {
            Ok(parts) if files.len() == 1 => {
                let mut parts = parts.into_iter();
                let program = parts.next().expect("a first step");
                return Ok(Input::Ground {
                    sat: false,
                    program: Ok(Box::new(GroundInput {
                        program,
                        sat_variables: None,
                        steps: parts.collect(),
                    })),
                    warnings,
                });
            }
            Ok(parts) => parts.into_iter().for_each(|part| program.extend(part)),
            Err(e) => {
                return Ok(Input::Ground {
                    sat: false,
                    program: Err(e.to_string()),
                    warnings,
                });
            }
        }
    }
    Ok(Input::Ground {
        sat: false,
        program: Ok(Box::new(GroundInput {
            program,
            sat_variables: None,
            steps: Vec::new(),
        })),
        warnings,
    })
}

/// Reads ground input in `format`.
fn read_ground(
    text: &str,
    format: aspif::GroundFormat,
    reading: Reading,
) -> Result<Box<GroundInput>, String> {
    let (program, sat_variables) = match format {
        // clasp skips the blank lines before aspif's header, and fails without the header.
        aspif::GroundFormat::Aspif => match text.trim_start() {
            text if text.starts_with("asp ") => (aspif::read::read_steps(text), None),
            _ => return Err("Auto detection failed!".into()),
        },
        aspif::GroundFormat::Smodels => {
            let mut program = aspif::smodels::read(text);
            if let (Ok(program), true) = (&mut program, reading.extensions) {
                aspif::smodels::convert_extensions(program);
            }
            (program.map(|p| vec![p]), None)
        }
        aspif::GroundFormat::Dimacs => match aspif::dimacs::read(text, dimacs_options(reading)) {
            Ok(cnf) => (Ok(vec![cnf.program]), Some(cnf.shown)),
            Err(e) => (Err(e), None),
        },
    };
    program
        .map(|steps| {
            let mut steps = steps.into_iter();
            Box::new(GroundInput {
                program: steps.next().expect("a first step"),
                sat_variables,
                steps: steps.collect(),
            })
        })
        .map_err(|e| e.to_string())
}

/// clasp's options for reading DIMACS input.
fn dimacs_options(reading: Reading) -> aspif::dimacs::Options {
    aspif::dimacs::Options {
        maxsat: reading.maxsat,
        extensions: reading.extensions,
    }
}
