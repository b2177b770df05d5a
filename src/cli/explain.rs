//! `--explain[=ATOM]`, rasp's own option: explanations after clingo's output, made by the
//! REPL's explanations (`crate::explain`). For an unsatisfiable program, a minimal set of its
//! statements that cannot hold together, as `:unsat` shows it; with `=ATOM`, for each
//! printed answer set, why ATOM is in it (`:why`) or why it is not (`:whynot`).

use crate::aspif::AtomId;
use crate::diag::FileId;
use crate::engine::Engine;
use crate::explain::{Explainer, Program, Source};
use crate::output::Outcome;
use std::io::Write;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

/// A printed answer set: its number and its true atoms.
pub(super) type Printed = (u64, Vec<AtomId>);

/// What `--explain` explains, and the answer sets printed so far.
pub(super) struct Explaining {
    /// The program's files (as read into the engine) and `-c` definitions.
    files: Vec<(String, FileId)>,
    consts: Vec<(String, String)>,
    /// `--explain=ATOM`: the atom (`None`: `--explain` alone).
    atom: Option<String>,
    /// The answer sets printed (with `=ATOM` only).
    pub(super) printed: Vec<Printed>,
}

impl Explaining {
    /// `--explain` (`option`: its value, empty for none) of the program `files`, with the
    /// `-c` definitions `consts` (`NAME=TERM`).
    pub(super) fn new(option: &str, files: Vec<(String, FileId)>, consts: &[String]) -> Self {
        let consts = (consts.iter())
            .filter_map(|c| c.split_once('='))
            .map(|(name, value)| (name.trim().to_string(), value.trim().to_string()))
            .collect();
        Explaining {
            files,
            consts,
            atom: Some(option.to_string()).filter(|a| !a.trim().is_empty()),
            printed: Vec::new(),
        }
    }

    /// Whether the answer sets are explained (the program is then grounded with atom names,
    /// and the true atoms of each printed answer set kept).
    pub(super) fn needs_answers(&self) -> bool {
        self.atom.is_some()
    }

    /// Writes the explanations of a run that ended with `outcome` (after its output).
    pub(super) fn write(
        &self,
        engine: &Engine,
        outcome: Outcome,
        interrupt: Arc<AtomicBool>,
        out: &mut dyn Write,
    ) {
        if self.files.is_empty() {
            let _ = writeln!(
                out,
                "\nExplanation: rasp explains logic programs, not ground input"
            );
            return;
        }
        let program = Program {
            sources: (self.files.iter())
                .map(|&(_, id)| {
                    let file = engine.sources().file(id);
                    Source {
                        name: file.name.clone(),
                        text: file.text.clone(),
                        other_part: false,
                    }
                })
                .collect(),
            consts: self.consts.clone(),
            interrupt,
        };
        let mut text = String::new();
        if outcome == Outcome::Unsatisfiable {
            text.push_str("\nExplanation: the program is unsatisfiable: ");
            program.unsat("", &mut text);
        }
        if let Some(atom) = &self.atom {
            for (number, true_atoms) in &self.printed {
                text.push_str("\nExplanation: ");
                let explainer = Explainer::new(engine, true_atoms);
                program.explain_atom(&explainer, (atom, *number), None, &mut text);
            }
        }
        let _ = out.write_all(text.as_bytes());
    }
}
