//! The commands that look into the answers of the last solve: `:answer`, `:why`, `:whynot`.

use super::Session;
use crate::api::{Answer, Value};
use crate::explain::Explainer;
use std::fmt::Write;

impl Session {
    /// The answer set a command names with its first word (`N`; default: the last one
    /// found), and the rest of its argument; `None` with an error in `out`.
    fn chosen_answer<'s, 'x>(
        &'s self,
        command: &str,
        argument: &'x str,
        out: &mut String,
    ) -> Option<(&'s Answer, &'x str)> {
        let (first, rest) = argument
            .split_once(char::is_whitespace)
            .unwrap_or((argument, ""));
        let (number, rest) = match first.parse::<usize>() {
            Ok(n) => (Some(n), rest.trim()),
            Err(_) => (None, argument),
        };
        let answer = match number {
            None => self.answers.last(),
            Some(n) => n.checked_sub(1).and_then(|i| self.answers.get(i)),
        };
        if answer.is_none() {
            let _ = writeln!(
                out,
                "error: the last solve found {} answer set(s); write `:{command} N ...` with N \
                 among them",
                self.answers.len()
            );
        }
        Some((answer?, rest))
    }

    /// `:why [N] ATOM` (`why`) or `:whynot [N] ATOM`.
    pub(super) fn explain(&self, argument: &str, why: bool, out: &mut String) {
        let command = if why { "why" } else { "whynot" };
        let Some((answer, atom)) = self.chosen_answer(command, argument, out) else {
            return;
        };
        let ground = (self.answers_program()).expect("answers come with their program");
        let explainer = Explainer::new(ground.grounded_engine(), &answer.true_atoms);
        let program = self.program(out);
        program.explain_atom(&explainer, (atom, answer.number), Some(why), out);
    }

    /// `:answer [N] [NAME[/ARITY]]`.
    pub(super) fn show_answer(&self, argument: &str, out: &mut String) {
        let Some((answer, rest)) = self.chosen_answer("answer", argument, out) else {
            return;
        };
        let mut words = rest.split_whitespace();
        let predicate = match words.next().map(Predicate::parse) {
            Some(Some(predicate)) => Some(predicate),
            Some(None) => {
                out.push_str("error: write the predicate as NAME or NAME/ARITY\n");
                return;
            }
            None => None,
        };
        if words.next().is_some() {
            out.push_str("error: write `:answer [N] [NAME[/ARITY]]`\n");
            return;
        }
        let mut shown = 0;
        for atom in &answer.atoms {
            if predicate.as_ref().is_none_or(|p| p.matches(atom)) {
                let _ = writeln!(out, "{atom}");
                shown += 1;
            }
        }
        if shown == 0 {
            let _ = writeln!(out, "(no atoms)");
        }
        if !answer.costs.is_empty() {
            let costs: Vec<String> = answer.costs.iter().map(|c| c.to_string()).collect();
            let _ = writeln!(out, "Optimization: {}", costs.join(" "));
        }
    }
}

/// A predicate as the user names it: `NAME` (any arity), `NAME/ARITY`, `-NAME` for the
/// classically negated atoms.
struct Predicate {
    name: String,
    negative: bool,
    arity: Option<usize>,
}

impl Predicate {
    fn parse(text: &str) -> Option<Predicate> {
        let (name, arity) = match text.split_once('/') {
            Some((name, arity)) => (name, Some(arity.parse().ok()?)),
            None => (text, None),
        };
        let (name, negative) = match name.strip_prefix('-') {
            Some(name) => (name, true),
            None => (name, false),
        };
        let identifier = name.starts_with(|c: char| c.is_ascii_lowercase() || c == '_')
            && name
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '\'');
        identifier.then(|| Predicate {
            name: name.to_string(),
            negative,
            arity,
        })
    }

    fn matches(&self, atom: &Value) -> bool {
        match atom {
            Value::Function {
                name,
                negative,
                args,
            } => {
                *name == self.name
                    && *negative == self.negative
                    && self.arity.is_none_or(|a| a == args.len())
            }
            _ => false,
        }
    }
}
