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

/// A golden program and the constants its command line defines (`-c NAME=TERM`).
#[cfg(test)]
pub(crate) type Golden = (std::path::PathBuf, Vec<(String, String)>);

/// The golden programs (clingo's tests among them) whose command line changes nothing but
/// the constants, the search or what is printed, for the tests of explanations: not the
/// error cases, incremental programs or ground input.
#[cfg(test)]
pub(crate) fn golden_programs() -> Vec<Golden> {
    fn walk(dir: &std::path::Path, found: &mut Vec<Golden>) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            let skipped = ["errors", "incmode"].iter().any(|d| path.ends_with(d));
            if path.is_dir() && !skipped {
                walk(&path, found);
            } else if path.extension().is_some_and(|e| e == "lp")
                && path.with_extension("sol").exists()
                && let Some(consts) = constants(&path.with_extension("cmd"))
            {
                found.push((path, consts));
            }
        }
    }
    let mut found = Vec::new();
    walk(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden"),
        &mut found,
    );
    found.sort();
    found
}

/// The constants of a golden program's command line (none without one); `None` if it has
/// options that change the program otherwise (the mode, other inputs).
#[cfg(test)]
fn constants(cmd: &std::path::Path) -> Option<Vec<(String, String)>> {
    let Ok(text) = std::fs::read_to_string(cmd) else {
        return Some(Vec::new());
    };
    let neutral = [
        "--opt-mode",
        "--project",
        "--heuristic",
        "--dom-mod",
        "--enum-mode",
        "-e",
        "-t",
        "--opt-strategy",
        "--models",
        "-n",
        "--seed",
    ];
    let (mut consts, mut words) = (Vec::new(), text.split_whitespace());
    while let Some(word) = words.next() {
        let option = word.split('=').next().unwrap_or(word);
        if word.chars().all(|c| c.is_ascii_digit()) || neutral.contains(&option) {
            if !word.contains('=') && matches!(option, "-e" | "-t" | "-n" | "--heuristic") {
                words.next();
            }
        } else if option == "-c" || option == "--const" {
            let definition = word.split_once('=').map(|(_, d)| d.to_string());
            let (name, value) = definition
                .or_else(|| words.next().map(str::to_string))?
                .split_once('=')
                .map(|(n, v)| (n.to_string(), v.to_string()))?;
            consts.push((name, value));
        } else {
            return None;
        }
    }
    Some(consts)
}

/// The golden programs of [`golden_programs`] that ground, ground with atom names.
#[cfg(test)]
fn ground_golden_programs() -> Vec<(std::path::PathBuf, Ground)> {
    golden_programs()
        .into_iter()
        .filter_map(|(path, consts)| {
            let mut control = Control::new();
            control.add_file(path.to_string_lossy());
            for (name, value) in &consts {
                control.define(name, value);
            }
            let ground = control.ground_named().ok()?;
            Some((path, ground))
        })
        .collect()
}
