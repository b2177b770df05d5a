//! Queries, as at a Prolog top level: `?- BODY.` answers with the substitutions of the
//! body's variables that make it true in some answer set (brave) and those that make it
//! true in every one (cautious), each marked as such.
//!
//! The query becomes a rule `__query(X,Y,...) :- BODY.` added to the program for this
//! question only (with `#show __query/N.`), and its answers are the brave and cautious
//! consequences of `__query`, as clingo's `--enum-mode=brave|cautious` computes them (over
//! all answer sets: minimize statements are ignored).

use crate::api::{ConsequenceKind, Control, SolveOptions, SolveResult, Value};
use std::fmt::Write;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

/// The predicate of the query's rule.
const HEAD: &str = "__query";

/// The body of a query (`?- BODY.`), if `input` is one.
pub(super) fn body(input: &str) -> Option<&str> {
    input.trim_start().strip_prefix("?-")
}

/// The query's rule, as program text, and the variables of its head (the body's variables
/// outside aggregates and choices). The head has a line of its own, and the body keeps its
/// columns (`?-` becomes blanks), so that messages point where the query was typed, a line
/// lower.
pub(super) fn rule(body: &str) -> (String, Vec<String>) {
    let variables = crate::syntax::variables_outside_braces(body);
    let head = if variables.is_empty() {
        HEAD.to_string()
    } else {
        format!("{HEAD}({})", variables.join(","))
    };
    (format!("{head} :-\n  {body}"), variables)
}

/// Answers the query `body` on the program of `control`, writing the answers (or errors)
/// to `out`.
pub(super) fn answer(
    mut control: Control,
    body: &str,
    interrupt: &Arc<AtomicBool>,
    out: &mut String,
) {
    let (text, variables) = rule(body);
    let show = format!("#show {HEAD}/{}.", variables.len());
    control.add_text("<query>", &format!("{text}\n{show}"));
    let mut ground = match control.ground() {
        Ok(ground) => ground,
        Err(e) => {
            out.push_str(&e.messages);
            return;
        }
    };
    out.push_str(&ground.messages);
    let options = SolveOptions {
        interrupt: Some(interrupt.clone()),
        ..SolveOptions::default()
    };
    let mut answers = Vec::new();
    for kind in [ConsequenceKind::Brave, ConsequenceKind::Cautious] {
        match ground.consequences(&options, kind) {
            Ok((SolveResult::Interrupted { .. }, _)) => {
                out.push_str("INTERRUPTED: no answer\n");
                return;
            }
            Ok((_, None)) => {
                out.push_str("UNSATISFIABLE: the program has no answer set\n");
                return;
            }
            Ok((_, Some(atoms))) => answers.push(substitutions(atoms, variables.len())),
            Err(e) => {
                out.push_str(&e.messages);
                return;
            }
        }
    }
    let [brave, cautious] = <[Vec<Vec<Value>>; 2]>::try_from(answers).expect("two kinds");
    if brave.is_empty() {
        out.push_str("no: true in no answer set\n");
        return;
    }
    for substitution in &brave {
        let how = if cautious.contains(substitution) {
            "cautious: in every answer set"
        } else {
            "brave: in some answer set"
        };
        if variables.is_empty() {
            let _ = writeln!(out, "yes ({how})");
        } else {
            let bindings: Vec<String> = variables
                .iter()
                .zip(substitution)
                .map(|(variable, value)| format!("{variable} = {value}"))
                .collect();
            let _ = writeln!(out, "{}  ({how})", bindings.join(", "));
        }
    }
}

/// The arguments of the `__query` atoms among `atoms`.
fn substitutions(atoms: Vec<Value>, arity: usize) -> Vec<Vec<Value>> {
    atoms
        .into_iter()
        .filter(|atom| atom.name() == HEAD && atom.args().len() == arity)
        .map(|atom| atom.args().to_vec())
        .collect()
}
