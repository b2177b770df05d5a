//! `rasp repl`: build a program statement by statement and solve it interactively.
//!
//! A [`Session`] holds the program as a list of numbered entries (text typed in, files
//! loaded) and the answers of the last solve; [`Session::eval`] takes one complete input and
//! writes what to show. Every entry is checked when it is added (syntax, safety, constants,
//! against the whole program so far) and refused with clingo's error message if it is wrong,
//! so the program is always one that grounds. [`run`] is the line editor around a session
//! (rustyline: history in `~/.rasp_history`, statements over several lines, Ctrl-C to stop a
//! search).

use crate::api::{Answer, Control, Error, OptMode, Optimization, SolveOptions, SolveResult};
use std::fmt::Write;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// The commands, as `:help` lists them.
const HELP: &str = "\
Type rules, facts and directives in clingo's language; each is checked and added to the
program (a statement may span several lines: it ends with a `.`). Commands:
  :solve [N]        solve, showing the first N answer sets (default: all; Ctrl-C stops);
                    with #minimize/#maximize/weak constraints, optimize
  :answer N [NAME]  show answer set N of the last solve, one atom per line (only the
                    atoms of predicate NAME if given)
  :list             the program, numbered
  :delete N         remove entry N of the program
  :clear            remove everything (constants too)
  :load FILE        add a file (with its #includes)
  :const NAME=TERM  define a constant, as -c NAME=TERM (`:const` alone lists them)
  :ground           show the ground program (as `rasp --text`)
  :help             this text
  :quit             leave (Ctrl-D too)
";

/// One part of the program.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Entry {
    /// Program text typed in.
    Text(String),
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

    /// Whether `text` is not yet a complete input: program text whose last statement has
    /// not ended with a `.` (commands are one line).
    pub fn needs_more(text: &str) -> bool {
        let text = text.trim();
        if text.is_empty() || is_command(text) {
            return false;
        }
        let last_line = text.lines().last().unwrap_or("");
        let code = match last_line.find('%') {
            Some(i) if !last_line[..i].contains('"') => &last_line[..i],
            _ => last_line,
        };
        let code = code.trim_end();
        if code.is_empty() {
            // The last line is a comment: complete if the code before it is.
            let before: Vec<&str> = text.lines().collect();
            return before.len() > 1 && Session::needs_more(&before[..before.len() - 1].join("\n"));
        }
        !code.ends_with('.')
    }

    /// Handles one complete input (a command or program text), writing what to show.
    pub fn eval(&mut self, input: &str, out: &mut String) -> Next {
        let input = input.trim();
        if input.is_empty() {
            return Next::Continue;
        }
        if !is_command(input) {
            self.add(Entry::Text(input.to_string()), out);
            return Next::Continue;
        }
        let (command, argument) = match input[1..].split_once(char::is_whitespace) {
            Some((c, a)) => (c, a.trim()),
            None => (&input[1..], ""),
        };
        match command {
            "quit" | "q" | "exit" => return Next::Quit,
            "help" | "h" | "?" => out.push_str(HELP),
            "solve" | "s" => match parse_count(argument) {
                Some(limit) => self.solve(limit, out),
                None => out.push_str("error: `:solve` takes a number of answer sets\n"),
            },
            "answer" | "a" => self.show_answer(argument, out),
            "list" | "l" => self.list(out),
            "delete" | "d" => match argument.parse::<usize>() {
                Ok(n) if self.entries.iter().any(|(m, _)| *m == n) => {
                    self.entries.retain(|(m, _)| *m != n);
                    let _ = writeln!(out, "deleted {n}");
                }
                _ => {
                    let _ = writeln!(out, "error: there is no entry `{argument}` (see :list)");
                }
            },
            "clear" => {
                self.entries.clear();
                self.consts.clear();
                self.answers.clear();
                out.push_str("the program is empty\n");
            }
            "load" => {
                if argument.is_empty() {
                    out.push_str("error: `:load` takes a file name\n");
                } else {
                    let path = argument.trim_matches('"').to_string();
                    self.add(Entry::File(path), out);
                }
            }
            "const" => self.define(argument, out),
            "ground" => match self.control().ground_text() {
                Ok(text) => out.push_str(&text),
                Err(e) => out.push_str(&e.messages),
            },
            _ => {
                let _ = writeln!(out, "error: unknown command `:{command}` (try :help)");
            }
        }
        Next::Continue
    }

    /// The program as a [`Control`].
    fn control(&self) -> Control {
        let mut control = Control::new();
        for (number, entry) in &self.entries {
            match entry {
                Entry::Text(text) => control.add_text(&format!("<{number}>"), text),
                Entry::File(path) => control.add_file(path.clone()),
            };
        }
        for (name, value) in &self.consts {
            control.define(name, value);
        }
        control
    }

    /// Adds `entry` if the program stays correct with it.
    fn add(&mut self, entry: Entry, out: &mut String) {
        let number = self.next_number;
        self.entries.push((number, entry));
        match self.control().check() {
            Ok(()) => {
                self.next_number += 1;
                if let (_, Entry::File(path)) = &self.entries[self.entries.len() - 1] {
                    let _ = writeln!(out, "loaded {path} as entry {number}");
                }
            }
            Err(e) => {
                self.entries.pop();
                report(&e, out);
            }
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
        let Some((name, value)) = argument.split_once('=') else {
            out.push_str("error: write `:const NAME=TERM`\n");
            return;
        };
        let (name, value) = (name.trim().to_string(), value.trim().to_string());
        let before = self.consts.clone();
        self.consts.retain(|(n, _)| *n != name);
        self.consts.push((name, value));
        if let Err(e) = self.control().check() {
            self.consts = before;
            report(&e, out);
        }
    }

    fn list(&self, out: &mut String) {
        for (number, entry) in &self.entries {
            match entry {
                Entry::Text(text) => {
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

    /// Grounds and solves (optimizes, with minimize statements), showing the answers as
    /// clingo does.
    fn solve(&mut self, limit: u64, out: &mut String) {
        let mut ground = match self.control().ground() {
            Ok(ground) => ground,
            Err(e) => return report(&e, out),
        };
        self.interrupt.store(false, Ordering::SeqCst);
        let options = SolveOptions {
            interrupt: Some(self.interrupt.clone()),
            ..SolveOptions::default()
        };
        let mut answers = Vec::new();
        let mut shown = String::new();
        let mut on_answer = |answer: Answer| {
            let _ = writeln!(shown, "Answer: {}", answer.number);
            let atoms: Vec<String> = answer.atoms.iter().map(|a| a.to_string()).collect();
            let _ = writeln!(shown, "{}", atoms.join(" "));
            if !answer.costs.is_empty() {
                let costs: Vec<String> = answer.costs.iter().map(|c| c.to_string()).collect();
                let _ = writeln!(shown, "Optimization: {}", costs.join(" "));
            }
            answers.push(answer);
            true
        };
        let outcome = if ground.program().minimize.is_empty() {
            ground
                .solve(&options, limit, &mut on_answer)
                .map(|result| (result, None))
        } else {
            let how = Optimization {
                mode: OptMode::Optimal,
                ..Optimization::default()
            };
            ground
                .optimize(&options, &how, limit, &mut on_answer)
                .map(|r| (r.result, Some(r.proven)))
        };
        out.push_str(&shown);
        match outcome {
            Err(e) => report(&e, out),
            Ok((result, optimal)) => {
                let verdict = match (result, optimal) {
                    (SolveResult::Interrupted { .. }, _) => "INTERRUPTED",
                    (SolveResult::Unsatisfiable, _) => "UNSATISFIABLE",
                    (_, Some(true)) => "OPTIMUM FOUND",
                    _ => "SATISFIABLE",
                };
                let models = result.models();
                let more = match result {
                    SolveResult::Satisfiable {
                        exhausted: false, ..
                    }
                    | SolveResult::Interrupted { .. } => "+",
                    _ => "",
                };
                let _ = writeln!(out, "{verdict}\nModels: {models}{more}");
            }
        }
        self.answers = answers;
    }

    /// `:answer N [NAME]`.
    fn show_answer(&self, argument: &str, out: &mut String) {
        let mut words = argument.split_whitespace();
        let number = words.next().and_then(|n| n.parse::<usize>().ok());
        let Some(answer) = number.and_then(|n| n.checked_sub(1).and_then(|i| self.answers.get(i)))
        else {
            let _ = writeln!(
                out,
                "error: the last solve found {} answer set(s); write `:answer N` with N among them",
                self.answers.len()
            );
            return;
        };
        let name = words.next();
        for atom in &answer.atoms {
            if name.is_none_or(|n| atom.name() == n) {
                let _ = writeln!(out, "{atom}");
            }
        }
        if !answer.costs.is_empty() {
            let costs: Vec<String> = answer.costs.iter().map(|c| c.to_string()).collect();
            let _ = writeln!(out, "Optimization: {}", costs.join(" "));
        }
    }
}

/// Whether an input is a command (`:name`), not program text (`:- body.` and `:~ body.`
/// start with a colon too).
fn is_command(text: &str) -> bool {
    let mut chars = text.chars();
    chars.next() == Some(':')
        && chars
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == '?')
}

/// The argument of `:solve`: empty for all answer sets.
fn parse_count(argument: &str) -> Option<u64> {
    if argument.is_empty() {
        Some(0)
    } else {
        argument.parse().ok()
    }
}

fn report(error: &Error, out: &mut String) {
    out.push_str(&error.messages);
    if !error.messages.ends_with('\n') {
        out.push('\n');
    }
}

/// Runs the REPL on the terminal; returns the exit code.
pub fn run() -> i32 {
    let interrupt = Arc::new(AtomicBool::new(false));
    {
        let interrupt = interrupt.clone();
        // Ctrl-C while solving stops the search (at the prompt the line editor reads it).
        let _ = ctrlc::set_handler(move || interrupt.store(true, Ordering::SeqCst));
    }
    let mut editor = match rustyline::DefaultEditor::new() {
        Ok(editor) => editor,
        Err(e) => {
            eprintln!("rasp repl: cannot start the line editor: {e}");
            return 1;
        }
    };
    let history =
        std::env::var_os("HOME").map(|home| std::path::Path::new(&home).join(".rasp_history"));
    if let Some(path) = &history {
        let _ = editor.load_history(path);
    }
    println!(
        "rasp {} REPL; :help lists the commands",
        env!("CARGO_PKG_VERSION")
    );
    let mut session = Session::new(interrupt);
    let mut pending = String::new();
    loop {
        let prompt = if pending.is_empty() {
            "rasp> "
        } else {
            "  ... "
        };
        match editor.readline(prompt) {
            Ok(line) => {
                if !pending.is_empty() {
                    pending.push('\n');
                }
                pending.push_str(&line);
                // An empty line ends an unfinished statement (its error is shown).
                if Session::needs_more(&pending) && !line.trim().is_empty() {
                    continue;
                }
                let input = std::mem::take(&mut pending);
                let _ = editor.add_history_entry(input.trim());
                let mut out = String::new();
                let next = session.eval(&input, &mut out);
                print!("{out}");
                if next == Next::Quit {
                    break;
                }
            }
            Err(rustyline::error::ReadlineError::Interrupted) => {
                // Ctrl-C at the prompt drops the unfinished input.
                pending.clear();
            }
            Err(rustyline::error::ReadlineError::Eof) => break,
            Err(e) => {
                eprintln!("rasp repl: {e}");
                break;
            }
        }
    }
    if let Some(path) = &history {
        let _ = editor.save_history(path);
    }
    0
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
    fn statements_end_with_a_period() {
        assert!(Session::needs_more("p(X) :-"));
        assert!(Session::needs_more("p(X) :- q(X)"));
        assert!(!Session::needs_more("p(X) :- q(X)."));
        assert!(!Session::needs_more("p. % a comment"));
        assert!(Session::needs_more("p :- % a comment"));
        assert!(!Session::needs_more("p.\n% a comment"));
        assert!(!Session::needs_more(":solve"));
        assert!(Session::needs_more(":- a"));
    }

    #[test]
    fn adds_rules_and_solves() {
        let mut s = session();
        assert_eq!(eval(&mut s, "{ a; b }."), "");
        assert_eq!(eval(&mut s, ":- a, b."), "");
        let out = eval(&mut s, ":solve");
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
        eval(&mut s, ":solve");
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
