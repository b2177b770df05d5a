//! A REPL session: the program as numbered entries, and the commands that act on it.
//!
//! [`Session::eval`] takes one complete input (a command or program text) and writes what to
//! show. Every entry is checked when it is added (syntax, safety, constants, `#include`d
//! files, against the whole program so far) and refused with clingo's error message if it is
//! wrong, so the program is always one that grounds.

use super::{input, query};
use crate::explain::{self, Program, Source};

mod inspect;
mod solve;
mod steps;
use crate::api::{Answer, Control, Error, Ground, Value};
use std::collections::HashMap;
use std::fmt::Write;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

/// The commands, as `:help` lists them.
pub(super) const HELP: &str = "\
Type rules, facts and directives in clingo's language; each is checked and added to the
program. A statement may span several lines: the input goes on until it parses (an empty
line or Ctrl-C gives up an unfinished one).
  ?- BODY.          a query: the substitutions of BODY's variables that make it true in
                    some answer set (brave) or in every one (cautious); `yes`/`no` for a
                    body without variables (over all answer sets, minimize ignored)
Commands:
  :solve [N] [OPT]  solve, showing the first N answer sets (default 1, 0 for all; with
                    #minimize/#maximize/weak constraints: optimize, showing each better
                    one); Ctrl-C stops the search. clingo's options: -n N,
                    -e brave|cautious (the atoms in some/every answer set;
                    with #minimize: of the optimal ones, as optN),
                    --opt-mode=opt|optN|enum|ignore, --project,
                    -c NAME=TERM (a constant for this solve only)
  :answer [N] [P]   show answer set N of the last solve (default: the last one found),
                    one atom per line; only the atoms of predicate P (NAME or NAME/ARITY)
  :why [N] ATOM     why ATOM is in answer set N (default: the last one found): the rule
                    instance that derives it and, below it, those that derive its body,
                    down to facts and choices (a well-founded support: no cycles), each
                    with its statement's place (% FILE:LINE:COL); for a chosen atom in
                    every answer set, the constraints that require it
  :whynot [N] ATOM  why ATOM is not: each rule instance with ATOM in its head, with the
                    body literal that is false (or the choice that left it out)
  :unsat            for an unsatisfiable program: a minimal set of its statements that
                    cannot hold together (without any one of them it is satisfiable)
  :stats            the statistics of the last solve (times, ground program size)
  :list             the program, numbered
  :delete N...      remove entries of the program
  :clear            remove everything (constants too)
  :load FILE        add a file (with its #includes); it is read again at each solve
  :save FILE        write the program to FILE (loaded files as #include, constants as
                    #const)
  :const NAME=TERM  define a constant, as -c NAME=TERM (`:const` alone lists them)
  :part P(ARGS)...  ground program parts (`#program P(PARAMS).` in an entry) with
                    the values of their parameters, as clingo's multi-shot solving
  :external A VAL   assign the external atom A (true, false, free) or release it
  :ground           show the ground program (as `rasp --text`)
  :help [CMD]       this text, or what it says of one command (`:help ?-`: queries)
  :quit             leave (Ctrl-D too)
Each entry is grounded once, at the next :solve, on top of what is grounded (unless
earlier entries use what it derives: then everything is grounded again). Statements after
`#program NAME(PARAMS).` in an entry belong to that part until the entry ends; :part
grounds it.
";

/// One part of the program.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Entry {
    /// Program text typed in; `other_part` if it selects a part other than `base`, which
    /// ends with the entry (as a `#program` ends with its file in clingo).
    Text { text: String, other_part: bool },
    /// A file, read whenever the program is checked or solved.
    File(String),
}

/// A REPL session: the program built so far and the last answers.
#[derive(Default)]
pub struct Session {
    /// The entries with their numbers (numbers are never reused).
    entries: Vec<(usize, Entry)>,
    next_number: usize,
    consts: Vec<(String, String)>,
    /// The answers of the last solve.
    answers: Vec<Answer>,
    /// The program grounded so far (`steps.rs`).
    grounded: Option<steps::Grounded>,
    /// The steps of the session (`:part`, `:external`), in their order.
    steps: Vec<steps::Step>,
    /// The ground program of the answers of the last solve, if it is no longer `grounded`.
    solved: Option<Ground>,
    /// The statistics of the last solve, as `:stats` shows them.
    statistics: String,
    /// The identifiers of each entry, for completion.
    identifiers: HashMap<usize, Vec<String>>,
    /// Set to stop a running search.
    interrupt: Arc<AtomicBool>,
}

/// What the session wants after an input.
#[derive(Debug, PartialEq, Eq)]
pub enum Next {
    /// Read the next input.
    Continue,
    /// End the session.
    Quit,
}

impl Session {
    /// An empty session; `interrupt`, when set, stops a running search.
    pub fn new(interrupt: Arc<AtomicBool>) -> Session {
        Session {
            next_number: 1,
            interrupt,
            ..Session::default()
        }
    }

    /// The identifiers of the program (names of predicates, functions and constants),
    /// sorted, for completion.
    pub fn identifiers(&self) -> Vec<String> {
        let names: std::collections::BTreeSet<&String> =
            self.identifiers.values().flatten().collect();
        names.into_iter().cloned().collect()
    }

    /// Handles one complete input (a command or program text), writing what to show.
    pub fn eval(&mut self, input: &str, out: &mut String) -> Next {
        let input = input.trim();
        if input.is_empty() {
            return Next::Continue;
        }
        if let Some(body) = query::body(input) {
            let control = self.control(out);
            query::answer(control, body, &self.interrupt, out);
            return Next::Continue;
        }
        if !input::is_command(input, false) {
            self.add_text(input, out);
            return Next::Continue;
        }
        let (command, argument) = match input[1..].split_once(char::is_whitespace) {
            Some((c, a)) => (c, a.trim()),
            None => (&input[1..], ""),
        };
        match command {
            "quit" | "q" | "exit" => return Next::Quit,
            "help" | "h" => help(argument, out),
            "solve" | "s" => self.solve(argument, out),
            "answer" | "a" => self.show_answer(argument, out),
            "why" => self.explain(argument, true, out),
            "whynot" => self.explain(argument, false, out),
            "unsat" => self.program(out).unsat("UNSATISFIABLE: ", out),
            "stats" if self.statistics.is_empty() => out.push_str("(no solve yet)\n"),
            "stats" => out.push_str(&self.statistics),
            "list" | "l" => self.list(out),
            "delete" | "d" => self.delete(argument, out),
            "clear" => {
                self.entries.clear();
                self.identifiers.clear();
                self.consts.clear();
                self.answers.clear();
                self.steps.clear();
                self.grounded = None;
                self.solved = None;
                out.push_str("the program is empty\n");
            }
            "load" => self.load(argument, out),
            "save" => self.save(argument, out),
            "const" => self.define(argument, out),
            "part" => self.part(argument, out),
            "external" => self.external(argument, out),
            "ground" | "g" => {
                let control = self.control(out);
                match control.ground_text() {
                    Ok(text) => out.push_str(&text),
                    Err(e) => report(&e, out),
                }
            }
            _ => {
                let _ = writeln!(out, "error: unknown command `:{command}` (try :help)");
            }
        }
        Next::Continue
    }

    /// The program as a [`Control`]; a loaded file that can no longer be opened is left
    /// out, with a warning in `out`.
    fn control(&self, out: &mut String) -> Control {
        let mut control = Control::new();
        for (number, entry) in &self.entries {
            match entry {
                Entry::Text { text, other_part } => {
                    explain::add_source(&mut control, &format!("<{number}>"), text, *other_part);
                }
                Entry::File(path) if std::fs::File::open(path).is_err() => {
                    missing_file(*number, path, out);
                }
                Entry::File(path) => {
                    control.add_file(path.clone());
                }
            }
        }
        for (name, value) in &self.consts {
            control.define(name, value);
        }
        control
    }

    /// Adds program text as an entry if it has statements and the program stays correct
    /// with it.
    fn add_text(&mut self, text: &str, out: &mut String) {
        if input::is_blank(text) {
            return;
        }
        let parts = input::other_parts(text);
        let entry = Entry::Text {
            text: text.to_string(),
            other_part: !parts.is_empty(),
        };
        if self.add(entry, out) {
            for part in parts {
                let _ = writeln!(
                    out,
                    "info: the statements after `#program {part}` are grounded by `:part \
                     {part}(ARGS)` (`:part {part}` without parameters); the next entry is in \
                     base again"
                );
            }
        }
    }

    /// `:load FILE`.
    fn load(&mut self, argument: &str, out: &mut String) {
        let path = argument.trim_matches('"');
        if path.is_empty() {
            out.push_str("error: `:load` takes a file name\n");
        } else if std::fs::File::open(path).is_err() {
            let _ = writeln!(out, "error: file could not be opened:\n  {path}");
        } else if self.add(Entry::File(path.to_string()), out) {
            let _ = writeln!(out, "loaded {path} as entry {}", self.next_number - 1);
        }
    }

    /// Adds `entry` if the program stays correct with it; returns whether it was added.
    fn add(&mut self, entry: Entry, out: &mut String) -> bool {
        let number = self.next_number;
        self.entries.push((number, entry));
        match self.control(out).check() {
            Ok(()) => {
                self.next_number += 1;
                let names = match &self.entries[self.entries.len() - 1].1 {
                    Entry::Text { text, .. } => crate::syntax::identifiers(text),
                    Entry::File(path) => std::fs::read_to_string(path)
                        .map(|text| crate::syntax::identifiers(&text))
                        .unwrap_or_default(),
                };
                self.identifiers.insert(number, names);
                true
            }
            Err(e) => {
                self.entries.pop();
                report(&e, out);
                false
            }
        }
    }

    /// `:save FILE`: the program as a file that clingo reads.
    fn save(&self, argument: &str, out: &mut String) {
        let path = argument.trim_matches('"');
        if path.is_empty() {
            out.push_str("error: `:save` takes a file name\n");
            return;
        }
        let mut text = String::new();
        for (name, value) in &self.consts {
            let _ = writeln!(text, "#const {name}={value}.");
        }
        for (_, entry) in &self.entries {
            match entry {
                Entry::Text {
                    text: entry,
                    other_part,
                } => {
                    text.push_str(entry);
                    text.push_str(if *other_part {
                        "\n#program base.\n"
                    } else {
                        "\n"
                    });
                }
                Entry::File(file) => {
                    let _ = writeln!(text, "#include {}.", Value::Str(file.clone()));
                }
            }
        }
        match std::fs::write(path, text) {
            Ok(()) => {
                let _ = writeln!(out, "saved the program to {path}");
            }
            Err(e) => {
                let _ = writeln!(out, "error: cannot write {path}: {e}");
            }
        }
    }

    /// `:delete N...`.
    fn delete(&mut self, argument: &str, out: &mut String) {
        if argument.is_empty() {
            out.push_str("error: `:delete` takes the numbers of entries (see :list)\n");
            return;
        }
        let mut numbers = Vec::new();
        for word in argument.split_whitespace() {
            match word.parse::<usize>() {
                Ok(n) if self.entries.iter().any(|(m, _)| *m == n) => numbers.push(n),
                _ => {
                    let _ = writeln!(out, "error: there is no entry `{word}` (see :list)");
                    return;
                }
            }
        }
        self.invalidate();
        self.entries.retain(|(m, _)| !numbers.contains(m));
        self.identifiers.retain(|m, _| !numbers.contains(m));
        for n in numbers {
            let _ = writeln!(out, "deleted {n}");
        }
    }

    /// `:const NAME=TERM`, or the list of constants.
    fn define(&mut self, argument: &str, out: &mut String) {
        if argument.is_empty() {
            for (name, value) in &self.consts {
                let _ = writeln!(out, "{name}={value}");
            }
            return;
        }
        let Some(definition) = const_definition(argument) else {
            out.push_str("error: write `:const NAME=TERM`\n");
            return;
        };
        let before = self.consts.clone();
        set_const(&mut self.consts, definition);
        match self.control(out).check() {
            Ok(()) => self.invalidate(),
            Err(e) => {
                self.consts = before;
                report(&e, out);
            }
        }
    }

    fn list(&self, out: &mut String) {
        for (number, entry) in &self.entries {
            match entry {
                Entry::Text { text, .. } => {
                    for (i, line) in text.lines().enumerate() {
                        if i == 0 {
                            let _ = writeln!(out, "{number:>3}  {line}");
                        } else {
                            let _ = writeln!(out, "     {line}");
                        }
                    }
                }
                Entry::File(path) => {
                    let _ = writeln!(out, "{number:>3}  :load {path}");
                }
            }
        }
        for (name, value) in &self.consts {
            let _ = writeln!(out, "     :const {name}={value}");
        }
    }

    /// The program as the explanations take it; a loaded file that can no longer be read is
    /// left out, with a warning in `out`.
    fn program(&self, out: &mut String) -> Program {
        let mut sources = Vec::new();
        for (number, entry) in &self.entries {
            match entry {
                Entry::Text { text, other_part } => sources.push(Source {
                    name: format!("<{number}>"),
                    text: text.clone(),
                    other_part: *other_part,
                }),
                Entry::File(path) => match std::fs::read_to_string(path) {
                    Ok(text) => sources.push(Source {
                        name: path.clone(),
                        text,
                        other_part: false,
                    }),
                    Err(_) => missing_file(*number, path, out),
                },
            }
        }
        Program {
            sources,
            consts: self.consts.clone(),
            interrupt: self.interrupt.clone(),
        }
    }
}

/// `:help [CMD]`: everything, or the lines of one command.
fn help(argument: &str, out: &mut String) {
    let name = argument.trim_start_matches(':');
    if name.is_empty() {
        return out.push_str(HELP);
    }
    let name = input::COMMANDS
        .iter()
        .find(|&&(long, short)| name == long || (!short.is_empty() && name == short))
        .map_or(name, |&(long, _)| long);
    let heading = if name == "?-" {
        "  ?- ".to_string()
    } else {
        format!("  :{name} ")
    };
    let mut lines = HELP
        .lines()
        .skip_while(|l| !l.starts_with(&heading) && *l != heading.trim_end());
    let Some(first) = lines.next() else {
        let _ = writeln!(out, "error: there is no command `:{name}` (try :help)");
        return;
    };
    let _ = writeln!(out, "{first}");
    for line in lines.take_while(|l| l.starts_with("                    ")) {
        let _ = writeln!(out, "{line}");
    }
}

/// The warning for a loaded file (entry `number`) that can no longer be opened.
fn missing_file(number: usize, path: &str, out: &mut String) {
    let _ = writeln!(
        out,
        "warning: entry {number} (:load {path}): the file can no longer be opened; it is left \
         out (`:delete {number}` removes it)"
    );
}

/// `NAME=TERM`, as `:const` and `:solve -c` take it (spaces around either ignored).
fn const_definition(text: &str) -> Option<(String, String)> {
    let (name, value) = text.split_once('=')?;
    Some((name.trim().to_string(), value.trim().to_string()))
}

/// Defines a constant in `consts`, in place of an earlier definition of its name.
fn set_const(consts: &mut Vec<(String, String)>, (name, value): (String, String)) {
    consts.retain(|(n, _)| *n != name);
    consts.push((name, value));
}

pub(super) fn report(error: &Error, out: &mut String) {
    out.push_str(&error.messages);
    if !error.messages.ends_with('\n') {
        out.push('\n');
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn session() -> Session {
        Session::new(Arc::new(AtomicBool::new(false)))
    }

    fn eval(session: &mut Session, input: &str) -> String {
        let mut out = String::new();
        session.eval(input, &mut out);
        out
    }

    #[test]
    fn adds_rules_and_solves() {
        let mut s = session();
        assert_eq!(eval(&mut s, "{ a; b }."), "");
        assert_eq!(eval(&mut s, ":- a, b."), "");
        let out = eval(&mut s, ":solve 0");
        assert!(out.contains("Answer: 3\n"), "{out}");
        assert!(out.ends_with("SATISFIABLE\nModels: 3\n"), "{out}");
        let out = eval(&mut s, ":solve 1");
        assert!(out.ends_with("SATISFIABLE\nModels: 1+\n"), "{out}");
    }

    #[test]
    fn refuses_wrong_input_with_clingo_errors() {
        let mut s = session();
        let out = eval(&mut s, "p(X) :- not q(X).");
        assert!(
            out.starts_with("<1>:1:1-18: error: unsafe variables in:"),
            "{out}"
        );
        let out = eval(&mut s, "p(.");
        assert!(out.contains("<1>:1:3-4: error: syntax error"), "{out}");
        // Nothing was added; the next entry is still number 1.
        assert_eq!(eval(&mut s, ":list"), "");
        eval(&mut s, "p.");
        assert_eq!(eval(&mut s, ":list"), "  1  p.\n");
    }

    #[test]
    fn inspects_answers_by_predicate() {
        let mut s = session();
        eval(
            &mut s,
            "n(1..3). { pick(X) : n(X) } = 1. #show pick/1. #show n/1.",
        );
        eval(&mut s, ":solve 0");
        assert_eq!(s.answers.len(), 3);
        let out = eval(&mut s, ":answer 2 pick");
        assert_eq!(out.lines().count(), 1, "{out}");
        assert!(out.starts_with("pick("), "{out}");
        assert!(eval(&mut s, ":answer 4").starts_with("error: the last solve found 3"));
    }

    #[test]
    fn optimizes_with_minimize_statements() {
        let mut s = session();
        eval(
            &mut s,
            "{ a; b; c }. :- not a, not b. #minimize { 2: a; 1: b; 1: c }.",
        );
        let out = eval(&mut s, ":solve");
        assert!(out.contains("Optimization: 1\nOPTIMUM FOUND\n"), "{out}");
    }

    #[test]
    fn consequences_are_those_of_the_optimal_answer_sets() {
        // As clingo -e brave|cautious --opt-mode=optN: `a`, `b` and `a b` are the optimal
        // answer sets (cost 1), `a c` (cost 2) is not.
        let mut s = session();
        eval(
            &mut s,
            "{a;b;c}. :- not a, not b. #minimize{1,X:a,X=1; 1,Y:b,Y=1; 1,c:c}.",
        );
        let brave = "Brave consequences (true in some optimal answer set):\na b\n\
                     Optimization: 1\nOPTIMUM FOUND\n";
        assert_eq!(eval(&mut s, ":solve -e brave"), brave);
        let cautious = "Cautious consequences (true in every optimal answer set):\n\n";
        assert!(eval(&mut s, ":solve -e cautious").starts_with(cautious));
        // Over all answer sets, as clingo's --opt-mode=ignore.
        let all = "Brave consequences (true in some answer set):\na b c\nSATISFIABLE\n";
        assert_eq!(eval(&mut s, ":solve -e brave --opt-mode=ignore"), all);
    }

    #[test]
    fn deletes_entries_and_defines_constants() {
        let mut s = session();
        eval(&mut s, "p(1..n).");
        assert!(eval(&mut s, ":const n=2").is_empty());
        eval(&mut s, "q.");
        assert_eq!(eval(&mut s, ":delete 2"), "deleted 2\n");
        let out = eval(&mut s, ":solve");
        assert!(out.starts_with("Answer: 1\np(1) p(2)\n"), "{out}");
        assert!(eval(&mut s, ":delete 7").starts_with("error: there is no entry"));
        assert!(eval(&mut s, ":frobnicate").starts_with("error: unknown command"));
    }

    #[test]
    fn loading_a_missing_file_is_an_error() {
        let mut s = session();
        let out = eval(&mut s, ":load /nonexistent/x.lp");
        assert!(out.contains("error"), "{out}");
        assert_eq!(eval(&mut s, ":list"), "");
    }

    #[test]
    fn quits() {
        let mut s = session();
        assert_eq!(s.eval(":quit", &mut String::new()), Next::Quit);
    }
}
