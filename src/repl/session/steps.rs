//! The program grounded step by step, on the multi-shot engine ([`Ground::add_step`]): the
//! first `:solve` grounds the entries so far; each later entry is grounded once, as a step of
//! its own, at the next command that needs the ground program (`:solve`, `:part`,
//! `:external`), over the atoms of the earlier steps, without grounding them again.
//!
//! A step does not instantiate the rules of earlier steps again (as in clingo's multi-shot
//! solving), so it gives the program of all entries only if no earlier entry uses the
//! predicates that the new one derives (in a body, a condition, a minimize statement, ...):
//! `a :- b.` grounded before `b.` would not derive `a`. Such an entry, one with directives
//! other than rules, facts, `#external` and minimize statements, `:delete`, `:const` and a
//! loaded file that changed make the program grounded again from its entries; the steps of
//! the session (`:part`, `:external`) are then done again, in their order.

use super::{Entry, Session, report};
use crate::api::{ExternalValue, Ground, Value};
use crate::diag::FileId;
use crate::syntax::{self, ast, ast::StatementKind};
use std::collections::HashSet;
use std::fmt::Write;

/// The program grounded so far.
pub(super) struct Grounded {
    pub(super) ground: Ground,
    /// How many of the session's entries it has (the first ones).
    entries: usize,
    /// The names that the grounded entries use other than as atoms of rule heads: an entry
    /// whose rule heads have one of them changes what was grounded.
    used: HashSet<String>,
    /// The predicate names of their rule heads and facts (`-p` for classically negated
    /// atoms): an entry that derives `p` where they derive `-p` (or the other way round)
    /// needs the constraint between the two, which the grounder adds in one step.
    defined: HashSet<String>,
    /// The loaded files, as grounded: path and text.
    files: Vec<(String, String)>,
}

/// A step of the session, done again when the program is grounded again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Step {
    /// `:part`: program parts with the values of their parameters.
    Parts(Vec<(String, Vec<Value>)>),
    /// `:external`: an external atom assigned (or released).
    External(Value, ExternalValue),
}

impl Session {
    /// The program, ground: the entries new since the last grounding grounded as steps of
    /// their own where that gives the program of all entries, or everything grounded again.
    /// Writes the messages to `out`; `None` if grounding failed.
    pub(super) fn grounded(&mut self, out: &mut String) -> Option<&mut Ground> {
        let unchanged = |g: &Grounded| {
            (g.files.iter())
                .all(|(path, text)| std::fs::read_to_string(path).ok() == Some(text.clone()))
        };
        if self.grounded.as_ref().is_some_and(|g| !unchanged(g)) {
            self.invalidate();
        }
        if let Some(mut grounded) = self.grounded.take()
            && self.extend(&mut grounded, out)
        {
            self.grounded = Some(grounded);
        }
        if self.grounded.is_none() {
            self.grounded = Some(self.ground_again(out)?);
        }
        self.grounded.as_mut().map(|g| &mut g.ground)
    }

    /// Grounds the entries that `grounded` has not, each as a step; false if one cannot be
    /// (then everything is grounded again).
    fn extend(&self, grounded: &mut Grounded, out: &mut String) -> bool {
        for (number, entry) in &self.entries[grounded.entries..] {
            let (name, text) = match entry {
                Entry::Text { text, .. } => (format!("<{number}>"), text.clone()),
                Entry::File(path) => match std::fs::read_to_string(path) {
                    Ok(text) => (path.clone(), text),
                    Err(_) => return false,
                },
            };
            let names = Names::of(&text);
            if !names.incremental || names.changes(grounded) {
                return false;
            }
            match grounded
                .ground
                .add_step(&name, &text, &format!("<{number}>"))
            {
                Ok(messages) => out.push_str(&messages),
                Err(_) => return false,
            }
            if let Entry::File(path) = entry {
                grounded.files.push((path.clone(), text));
            }
            grounded.used.extend(names.used);
            grounded.defined.extend(names.defined);
            grounded.entries += 1;
        }
        true
    }

    /// Grounds the program of all entries, then does the steps of the session again.
    fn ground_again(&mut self, out: &mut String) -> Option<Grounded> {
        let mut ground = match self.control(out).ground_steps() {
            Ok(ground) => ground,
            Err(e) => {
                report(&e, out);
                return None;
            }
        };
        out.push_str(&ground.messages);
        let (mut used, mut defined, mut files) = (HashSet::new(), HashSet::new(), Vec::new());
        for (_, entry) in &self.entries {
            let text = match entry {
                Entry::Text { text, .. } => text.clone(),
                Entry::File(path) => match std::fs::read_to_string(path) {
                    Ok(text) => {
                        files.push((path.clone(), text.clone()));
                        text
                    }
                    Err(_) => continue,
                },
            };
            let names = Names::of(&text);
            used.extend(names.used);
            defined.extend(names.defined);
        }
        for step in &self.steps {
            step.run(&mut ground, out);
        }
        Some(Grounded {
            ground,
            entries: self.entries.len(),
            used,
            defined,
            files,
        })
    }

    /// The program changed other than by new entries: it is grounded again when needed. The
    /// answers of the last solve keep their program.
    pub(super) fn invalidate(&mut self) {
        if let Some(grounded) = self.grounded.take()
            && !self.answers.is_empty()
            && self.solved.is_none()
        {
            self.solved = Some(grounded.ground);
        }
    }

    /// The program of the answers of the last solve.
    pub(super) fn answers_program(&self) -> Option<&Ground> {
        (self.solved.as_ref()).or(self.grounded.as_ref().map(|g| &g.ground))
    }

    /// Does a step (`:part`, `:external`) and keeps it for the next grounding.
    fn step(&mut self, step: Step, out: &mut String) {
        let Some(ground) = self.grounded(out) else {
            return;
        };
        if step.run(ground, out) {
            self.steps.push(step);
            // The answers of the last solve are of another program.
            self.answers.clear();
            self.solved = None;
        }
    }

    /// `:part NAME(ARGS)...`: grounds program parts with arguments.
    pub(super) fn part(&mut self, argument: &str, out: &mut String) {
        match parts(argument) {
            Some(parts) if !parts.is_empty() => self.step(Step::Parts(parts), out),
            _ => out.push_str("error: write `:part NAME(ARGS)...`, as `:part step(1) check(1)`\n"),
        }
    }

    /// `:external ATOM true|false|free|release`: assigns an external atom.
    pub(super) fn external(&mut self, argument: &str, out: &mut String) {
        let (atom, value) = argument
            .rsplit_once(char::is_whitespace)
            .unwrap_or((argument, ""));
        let value = match value {
            "true" => ExternalValue::True,
            "false" => ExternalValue::False,
            "free" => ExternalValue::Free,
            "release" => ExternalValue::Release,
            _ => {
                out.push_str("error: write `:external ATOM true|false|free|release`\n");
                return;
            }
        };
        match Value::parse(atom.trim()) {
            Some(atom) => self.step(Step::External(atom, value), out),
            None => {
                let _ = writeln!(out, "error: `{}` is not an atom", atom.trim());
            }
        }
    }
}

impl Step {
    /// Does the step on `ground`, writing its messages; false if it failed.
    fn run(&self, ground: &mut Ground, out: &mut String) -> bool {
        match self {
            Step::Parts(parts) => {
                let named: Vec<(&str, Vec<Value>)> = (parts.iter())
                    .map(|(n, a)| (n.as_str(), a.clone()))
                    .collect();
                match ground.ground_parts(&named) {
                    Ok(messages) => {
                        out.push_str(&messages);
                        true
                    }
                    Err(e) => {
                        report(&e, out);
                        false
                    }
                }
            }
            Step::External(atom, value) => {
                let assigned = ground.assign_external(atom, *value);
                if !assigned {
                    let _ = writeln!(out, "error: {atom} is not an external atom (any more)");
                }
                assigned
            }
        }
    }
}

/// The parts `NAME(ARGS)` of `:part`, each with the values of its arguments.
fn parts(argument: &str) -> Option<Vec<(String, Vec<Value>)>> {
    let mut parts = Vec::new();
    for word in split_top_level(argument) {
        match Value::parse(&word)? {
            Value::Function {
                name,
                negative: false,
                args,
            } => parts.push((name, args)),
            _ => return None,
        }
    }
    Some(parts)
}

/// The words of `text` separated by blanks outside parentheses; blanks inside them (but in
/// strings) are left out, as [`Value::parse`] reads symbols as clingo prints them.
fn split_top_level(text: &str) -> Vec<String> {
    let (mut words, mut word) = (Vec::new(), String::new());
    let (mut depth, mut quoted, mut escaped) = (0usize, false, false);
    for c in text.chars() {
        if quoted {
            (quoted, escaped) = (escaped || c != '"', !escaped && c == '\\');
        } else if c == '"' {
            quoted = true;
        } else if c == '(' {
            depth += 1;
        } else if c == ')' {
            depth = depth.saturating_sub(1);
        } else if c.is_whitespace() {
            if depth == 0 && !word.is_empty() {
                words.push(std::mem::take(&mut word));
            }
            continue;
        }
        word.push(c);
    }
    if !word.is_empty() {
        words.push(word);
    }
    words
}

/// The names an entry defines (the predicates of its rule heads and facts) and the names it
/// uses otherwise (every identifier outside the atoms of its rule heads).
struct Names {
    defined: HashSet<String>,
    used: HashSet<String>,
    /// Whether it has only rules, facts, `#external` and minimize statements (the others,
    /// `#show`, `#const`, `#program`, `#include`, ..., concern the whole program).
    incremental: bool,
}

impl Names {
    /// Whether grounding the entry as a step would not give the program of all entries:
    /// the grounded ones use what it derives, or derive the complement of it.
    fn changes(&self, grounded: &Grounded) -> bool {
        self.defined.iter().any(|name| {
            let bare = name.trim_start_matches('-');
            let complement = match name.starts_with('-') {
                true => bare.to_string(),
                false => format!("-{name}"),
            };
            grounded.used.contains(bare) || grounded.defined.contains(&complement)
        })
    }

    fn of(text: &str) -> Names {
        let mut names = Names {
            defined: HashSet::new(),
            used: HashSet::new(),
            incremental: true,
        };
        let Ok(program) = syntax::parse(text, FileId(0)) else {
            names.incremental = false;
            return names;
        };
        for statement in &program.statements {
            let span = statement.span;
            let mut statement_text = text[span.start as usize..span.end as usize].to_string();
            match &statement.kind {
                StatementKind::Facts(block) => {
                    let defined = block.facts.iter().map(|f| &block.names[f.name as usize]);
                    names.defined.extend(defined.cloned());
                    continue;
                }
                StatementKind::Rule(rule) => {
                    for atom in rule.head.iter().flat_map(ast::Head::atoms) {
                        let sign = if atom.negative { "-" } else { "" };
                        names.defined.insert(format!("{sign}{}", atom.name));
                        // The atom is left out of the text whose names are used.
                        let start = (atom.span.start - span.start) as usize;
                        let end = (atom.span.end - span.start) as usize;
                        statement_text.replace_range(start..end, &" ".repeat(end - start));
                    }
                }
                StatementKind::External(_) => {
                    names.defined.extend(syntax::identifiers(&statement_text));
                }
                StatementKind::WeakConstraint(_) | StatementKind::Optimize(_) => {}
                _ => names.incremental = false,
            }
            names.used.extend(syntax::identifiers(&statement_text));
        }
        names
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;
    use std::sync::atomic::AtomicBool;

    fn eval(session: &mut Session, input: &str) -> String {
        let mut out = String::new();
        session.eval(input, &mut out);
        out
    }

    /// The answer sets of the last solve, each sorted, sorted.
    fn answer_sets(session: &Session) -> Vec<Vec<String>> {
        let mut sets: Vec<Vec<String>> = (session.answers.iter())
            .map(|a| {
                let mut atoms: Vec<String> = a.atoms.iter().map(|v| v.to_string()).collect();
                atoms.sort();
                atoms
            })
            .collect();
        sets.sort();
        sets
    }

    /// On the golden programs: entered statement by statement, solved after each one (so
    /// that each later statement is grounded as a step where it can be), the answer sets are
    /// those of the whole program grounded at once.
    #[test]
    fn steps_give_the_answer_sets_of_the_whole_program() {
        let (mut checked, mut steps, mut failed) = (0, 0, Vec::new());
        for (path, consts) in crate::explain::golden_programs() {
            // Those without a command line, not clingo's tests: some have very many answer
            // sets, and each solve here enumerates them all.
            let clingos = path.components().any(|c| c.as_os_str() == "clingo");
            // `NAME.nosteps` says why a program's answer sets change in clingo's own
            // multi-shot grounding too when its statements come one by one.
            if !consts.is_empty()
                || path.with_extension("cmd").exists()
                || clingos
                || path.with_extension("nosteps").exists()
            {
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap();
            let Ok(program) = syntax::parse(&text, FileId(0)) else {
                continue;
            };
            let statements: Vec<&str> = (program.statements.iter())
                .map(|s| &text[s.span.start as usize..s.span.end as usize])
                .collect();
            // (`#program` ends with its entry: entered one by one, the statements of a
            // part would be in base.)
            let whole_only = text.contains("#include") || text.contains("#program");
            if statements.is_empty() || statements.len() > 30 || whole_only {
                continue;
            }
            let mut session = Session::new(Arc::new(AtomicBool::new(false)));
            for statement in &statements {
                eval(&mut session, statement);
                eval(&mut session, ":solve 0 --opt-mode=ignore");
            }
            let stepwise = answer_sets(&session);
            steps += session.grounded.as_ref().map_or(0, |g| g.entries);
            let mut whole = Session::new(Arc::new(AtomicBool::new(false)));
            eval(&mut whole, &format!(":load {}", path.display()));
            eval(&mut whole, ":solve 0 --opt-mode=ignore");
            if stepwise != answer_sets(&whole) {
                failed.push(path.display().to_string());
            }
            checked += 1;
        }
        assert!(failed.is_empty(), "{failed:#?}");
        assert!(
            checked > 100 && steps > 300,
            "{checked} programs, {steps} entries"
        );
    }

    #[test]
    fn an_entry_is_grounded_once_unless_it_changes_what_was_grounded() {
        let mut s = Session::new(Arc::new(AtomicBool::new(false)));
        let info = "info: atom does not occur in any rule head";
        eval(&mut s, "a :- b.");
        assert!(eval(&mut s, ":solve").contains(info));
        // `c` changes nothing grounded: a step of its own (the info is not given again).
        eval(&mut s, "c.");
        let out = eval(&mut s, ":solve");
        assert!(!out.contains(info) && out.contains("\nc\n"), "{out}");
        assert_eq!(s.grounded.as_ref().map(|g| g.entries), Some(2));
        // `b` is in the body of `a :- b.`: everything is grounded again, and `a` derived.
        eval(&mut s, "b.");
        eval(&mut s, ":solve");
        assert_eq!(eval(&mut s, ":answer a/0"), "a\n");
        // A loaded file that changed is read again.
        let path = std::env::temp_dir().join(format!("rasp-steps-{}.lp", std::process::id()));
        std::fs::write(&path, "d(1).").unwrap();
        eval(&mut s, &format!(":load {}", path.display()));
        assert!(eval(&mut s, ":solve").contains("d(1)"));
        std::fs::write(&path, "d(2).").unwrap();
        let out = eval(&mut s, ":solve");
        let _ = std::fs::remove_file(&path);
        assert!(out.contains("d(2)") && !out.contains("d(1)"), "{out}");
    }

    #[test]
    fn externals_are_switched_and_parts_grounded_with_arguments() {
        let mut s = Session::new(Arc::new(AtomicBool::new(false)));
        eval(&mut s, "#external e(1..2). a :- e(1).");
        eval(&mut s, "#program step(t). s(t) :- e(t). #external q(t).");
        assert!(eval(&mut s, ":solve").starts_with("Answer: 1\n\n"));
        assert_eq!(eval(&mut s, ":external e(1) true"), "");
        assert!(eval(&mut s, ":solve").contains("\ne(1) a\n"));
        assert_eq!(eval(&mut s, ":part step(1) step(2)"), "");
        let out = eval(&mut s, ":solve");
        assert!(out.contains("\ne(1) a s(1)\n"), "{out}");
        assert_eq!(eval(&mut s, ":external q(2) true"), "");
        eval(&mut s, ":external e(1) release");
        let out = eval(&mut s, ":solve 0");
        assert!(
            out.contains("Answer: 1\nq(2)\n") && out.contains("Models: 1\n"),
            "{out}"
        );
        let out = eval(&mut s, ":external e(1) true");
        assert_eq!(out, "error: e(1) is not an external atom (any more)\n");
        // Grounded again (a new constant), the steps are done again, in their order.
        eval(&mut s, ":const n=1");
        let out = eval(&mut s, ":solve 0");
        assert!(
            out.contains("Answer: 1\nq(2)\n") && out.contains("Models: 1\n"),
            "{out}"
        );
        assert!(eval(&mut s, ":part 3").starts_with("error: write `:part"));
        assert!(eval(&mut s, ":external e(2)").starts_with("error: write `:external"));
    }

    #[test]
    fn names_of_heads_and_of_the_rest() {
        let names = Names::of("p(X) :- q(X), not r(f(X)). {s(X) : t(X)}. u(1). u(2).");
        let sorted = |set: &HashSet<String>| {
            let mut v: Vec<String> = set.iter().cloned().collect();
            v.sort();
            v
        };
        assert_eq!(sorted(&names.defined), ["p", "s", "u"]);
        assert_eq!(sorted(&names.used), ["f", "q", "r", "t"]);
        assert!(names.incremental);
        assert!(!Names::of("#show p/1.").incremental);
        assert!(!Names::of("#const n=2.").incremental);
    }

    #[test]
    fn parts_are_read_with_their_arguments() {
        let read = parts("step(1) check(1, \"a b\") base").unwrap();
        assert_eq!(read.len(), 3);
        assert_eq!(read[0], ("step".to_string(), vec![Value::Int(1)]));
        assert_eq!(read[2], ("base".to_string(), vec![]));
        assert!(parts("-x").is_none());
    }
}
