//! Explanations of a program's answers, for the REPL (`:why`, `:whynot`, `:unsat`) and the
//! command line (`--explain`): one implementation, on the engine (through
//! [`crate::api::Control`]).
//!
//! - `support.rs`: over the ground program and one answer set, why an atom is in it (a
//!   well-founded support, as a tree of rule instances) or why it is not.
//! - `core.rs`: for an unsatisfiable program, a minimal set of its statements that cannot
//!   hold together (with their places), and the same for a program with `:- ATOM.` added (why
//!   a chosen atom is in every answer set).
//! - `instances.rs`: the same over the ground instances of the constraints.
//! - `shrink.rs`: the shrinking of a set to a minimal unsatisfiable one, which both use.

mod core;
mod instances;
mod shrink;
mod support;

pub(crate) use support::Explainer;

use crate::api::{Control, Ground, Value};
use std::fmt::Write;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

/// One source of a program: a file's text, or an entry typed into the REPL.
#[derive(Clone)]
pub(crate) struct Source {
    /// As messages name it: the file's path, or `<N>` for an entry.
    pub(crate) name: String,
    pub(crate) text: String,
    /// Whether it selects a part other than `base` at its end (then `#program base.` follows
    /// it, as the next file starts in base in clingo).
    pub(crate) other_part: bool,
}

/// A program as its sources and `-c` constants, to be grounded again and again without some
/// of its statements; `interrupt` stops the searches.
pub(crate) struct Program {
    pub(crate) sources: Vec<Source>,
    pub(crate) consts: Vec<(String, String)>,
    pub(crate) interrupt: Arc<AtomicBool>,
}

impl Program {
    /// The program with the sources' texts replaced by `texts` (one per source).
    fn control_of(&self, texts: impl IntoIterator<Item = String>) -> Control {
        let mut control = Control::new();
        for (source, text) in self.sources.iter().zip(texts) {
            add_source(&mut control, &source.name, &text, source.other_part);
        }
        for (name, value) in &self.consts {
            control.define(name, value);
        }
        control
    }

    /// The program, grounded with atom names.
    fn ground_named(&self) -> Option<Ground> {
        let texts = self.sources.iter().map(|s| s.text.clone());
        self.control_of(texts).ground_named().ok()
    }

    /// What `:why`/`:whynot` say of the atom written `atom` in answer set `number` (whose
    /// explainer is `explainer`): its support if it is true and `why` allows it (with, for a
    /// chosen atom, the core that requires it), else the rules that could derive it and what
    /// fails in each. `why`: `Some(true)` for `:why`, `Some(false)` for `:whynot`, `None` for
    /// either, as the atom's truth says.
    pub(crate) fn explain_atom(
        &self,
        explainer: &Explainer<'_>,
        (atom, number): (&str, u64),
        why: Option<bool>,
        out: &mut String,
    ) {
        let Some(id) = explainer.atom(atom) else {
            return self.unknown_atom(atom, number, why, out);
        };
        let truth = explainer.is_true(id);
        match why {
            Some(why) if why != truth => {
                let (is, other) = if truth {
                    ("is", "why")
                } else {
                    ("is not", "whynot")
                };
                let _ = writeln!(out, "{atom} {is} in answer set {number} (try :{other})");
            }
            None => {
                let is = if truth { "is" } else { "is not" };
                let _ = writeln!(out, "{atom} {is} in answer set {number}:");
                self.explain_atom(explainer, (atom, number), Some(truth), out);
            }
            _ if truth => {
                explainer.why(id, out);
                if explainer.is_chosen(id) {
                    self.forced(atom.trim(), out);
                }
            }
            _ => explainer.why_not(id, out),
        }
    }

    /// [`Program::explain_atom`] of an atom that is not in the ground program.
    fn unknown_atom(&self, atom: &str, number: u64, why: Option<bool>, out: &mut String) {
        let command = match why {
            Some(false) => "whynot",
            _ => "why",
        };
        let parsed = Value::parse(atom.trim());
        if atom.trim().is_empty() {
            let _ = writeln!(out, "error: write `:{command} [N] ATOM`");
            return;
        }
        let Some(Value::Function {
            name,
            negative,
            args,
        }) = parsed
        else {
            let _ = writeln!(out, "error: `{atom}` is not an atom");
            return;
        };
        if why == Some(true) {
            let _ = writeln!(out, "{atom} is not in answer set {number}");
            return;
        }
        let _ = writeln!(
            out,
            "{atom} is not in the ground program: no rule instance can derive it"
        );
        self.rules_for(&name, negative, args.len(), out);
    }
}

/// Adds the text of a source (named `name` in messages); one that selects a part other than
/// `base` (`other_part`) is followed by `#program base.`, as the next file starts in base in
/// clingo.
pub(crate) fn add_source(control: &mut Control, name: &str, text: &str, other_part: bool) {
    if other_part {
        control.add_text(name, &format!("{text}\n#program base."));
    } else {
        control.add_text(name, text);
    }
}

/// The golden programs that need no command-line options, for the tests of explanations.
#[cfg(test)]
pub(crate) fn golden_programs() -> Vec<std::path::PathBuf> {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden");
    let mut paths = Vec::new();
    for dir in ["solve", "ground", "heads", "regressions"] {
        paths.extend(
            std::fs::read_dir(root.join(dir))
                .unwrap()
                .map(|e| e.unwrap().path())
                .filter(|p| p.extension().is_some_and(|e| e == "lp"))
                .filter(|p| !p.with_extension("cmd").exists()),
        );
    }
    paths.sort();
    paths
}

/// The golden programs of [`golden_programs`] that ground, ground with atom names.
#[cfg(test)]
fn ground_golden_programs() -> Vec<(std::path::PathBuf, Ground)> {
    golden_programs()
        .into_iter()
        .filter_map(|path| {
            let mut control = Control::new();
            control.add_file(path.to_string_lossy());
            let ground = control.ground_named().ok()?;
            Some((path, ground))
        })
        .collect()
}
