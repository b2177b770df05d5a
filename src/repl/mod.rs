//! `rasp repl`: build a program statement by statement and solve it interactively.
//!
//! A [`Session`] holds the program and the answers of the last solve (`session.rs`); this
//! module reads its input. On a terminal the line editor (rustyline: history in
//! `~/.rasp_history`, Tab completion of commands, file names and the program's names) keeps
//! reading lines into one input until the parser says it is complete (`input.rs`); Ctrl-C
//! drops an unfinished input or stops a search. Standard input that is not a terminal is read as a script, line
//! by line, by the same rules ([`Script`]), which is also how the REPL is tested.

mod highlight;
mod input;
mod query;
mod session;

pub use session::{Next, Session};

use rustyline::completion::{Completer, FilenameCompleter, Pair};
use rustyline::highlight::Highlighter;
use rustyline::hint::Hinter;
use rustyline::validate::{ValidationContext, ValidationResult, Validator};
use rustyline::{
    Cmd, ConditionalEventHandler, Context, Editor, Event, EventContext, EventHandler, KeyEvent,
    RepeatCount,
};
use std::io::{BufRead, IsTerminal, Write};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

/// `rasp repl --help`.
const USAGE: &str = "\
rasp repl: an interactive session
Usage: rasp repl [FILE...]
  Loads the files (as :load does), then reads statements and commands: from the terminal
  with line editing, or from standard input as a script when it is not a terminal.
";

/// Reads a script: lines go into one input until it is complete, as on the terminal; a
/// command typed inside an unfinished statement is run and the statement kept.
#[derive(Default)]
pub struct Script {
    pending: String,
}

impl Script {
    /// Takes one line of input, running what it completes; writes what to show.
    pub fn line(&mut self, session: &mut Session, line: &str, out: &mut String) -> Next {
        if input::is_command(line, !self.pending.trim().is_empty()) {
            return session.eval(line, out);
        }
        if !self.pending.is_empty() {
            self.pending.push('\n');
        }
        self.pending.push_str(line);
        if input::is_complete(&self.pending) {
            let text = std::mem::take(&mut self.pending);
            return session.eval(&text, out);
        }
        Next::Continue
    }

    /// The end of the input: an unfinished statement is not added, with a warning.
    pub fn finish(&mut self, session: &mut Session, out: &mut String) {
        let text = std::mem::take(&mut self.pending);
        if !text.trim().is_empty() {
            out.push_str("warning: the input ended inside an unfinished statement:\n");
            session.eval(&text, out);
        }
    }
}

/// Runs a script on a new session (the files of `files` loaded first); returns what the
/// session shows.
pub fn run_script(files: &[String], script: &str) -> String {
    let mut session = Session::new(Arc::new(AtomicBool::new(false)));
    let mut out = String::new();
    if load_files(&mut session, files, &mut out) {
        let mut reader = Script::default();
        for line in script.lines() {
            if reader.line(&mut session, line, &mut out) == Next::Quit {
                return out;
            }
        }
        reader.finish(&mut session, &mut out);
    }
    out
}

/// Loads the files named on the command line; returns whether all were loaded.
fn load_files(session: &mut Session, files: &[String], out: &mut String) -> bool {
    files.iter().all(|file| {
        let before = out.len();
        session.eval(&format!(":load {file}"), out);
        !out[before..].contains("error:")
    })
}

/// Runs `rasp repl ARGS`; returns the exit code.
pub fn run(args: &[String]) -> i32 {
    if args.iter().any(|a| a == "--help" || a == "-h") {
        print!("{USAGE}");
        return 0;
    }
    if let Some(option) = args.iter().find(|a| a.starts_with('-')) {
        eprintln!("rasp repl: unknown option `{option}` (try rasp repl --help)");
        return 1;
    }
    let interrupt = Arc::new(AtomicBool::new(false));
    {
        let interrupt = interrupt.clone();
        // Ctrl-C while solving stops the search (at the prompt the line editor reads it).
        let _ = ctrlc::set_handler(move || interrupt.store(true, Ordering::SeqCst));
    }
    let mut session = Session::new(interrupt);
    let mut out = String::new();
    let loaded = load_files(&mut session, args, &mut out);
    print!("{out}");
    if !loaded {
        return 65;
    }
    if std::io::stdin().is_terminal() {
        terminal(session)
    } else {
        script(session)
    }
}

/// Reads standard input as a script.
fn script(mut session: Session) -> i32 {
    let mut reader = Script::default();
    let stdout = std::io::stdout();
    for line in std::io::stdin().lock().lines() {
        let Ok(line) = line else { break };
        let mut out = String::new();
        let next = reader.line(&mut session, &line, &mut out);
        let _ = stdout.lock().write_all(out.as_bytes());
        if next == Next::Quit {
            return 0;
        }
    }
    let mut out = String::new();
    reader.finish(&mut session, &mut out);
    print!("{out}");
    0
}

/// The line editor's helper: completeness of an input, Tab completion.
struct LineHelper {
    /// Set by Ctrl-D on an unfinished input, for the validator to warn.
    end_requested: Arc<AtomicBool>,
    files: FilenameCompleter,
    /// The identifiers of the program, sorted (updated after each input).
    identifiers: Vec<String>,
}

impl Validator for LineHelper {
    fn validate(&self, ctx: &mut ValidationContext) -> rustyline::Result<ValidationResult> {
        let input = ctx.input();
        let end_requested = self.end_requested.swap(false, Ordering::SeqCst);
        let last_line = input.rsplit('\n').next().unwrap_or("");
        let command =
            input::is_command(input.trim_start(), false) || input::split_command(input).is_some();
        let parsed = input.trim().is_empty() || command || input::is_complete(input);
        Ok(if end_requested && !parsed {
            ValidationResult::Invalid(Some(
                "\nthe statement is unfinished: complete it, or drop it with Ctrl-C".into(),
            ))
        } else if parsed || (input.contains('\n') && last_line.trim().is_empty()) {
            // An empty line gives up an unfinished statement (its error is shown).
            ValidationResult::Valid(None)
        } else {
            ValidationResult::Incomplete
        })
    }
}

impl Completer for LineHelper {
    type Candidate = Pair;

    fn complete(
        &self,
        line: &str,
        pos: usize,
        ctx: &Context<'_>,
    ) -> rustyline::Result<(usize, Vec<Pair>)> {
        let before = &line[..pos];
        if before.starts_with(":load ") {
            return self.files.complete(line, pos, ctx);
        }
        if let Some(word) = before.strip_prefix(':')
            && !word.contains(char::is_whitespace)
        {
            let candidates = input::COMMANDS
                .iter()
                .filter(|(name, _)| name.starts_with(word))
                .map(|(name, _)| Pair {
                    display: format!(":{name}"),
                    replacement: format!(":{name}"),
                })
                .collect();
            return Ok((0, candidates));
        }
        // A name of the program.
        let start = before
            .char_indices()
            .rfind(|&(_, c)| !(c.is_ascii_alphanumeric() || c == '_' || c == '\''))
            .map_or(0, |(i, c)| i + c.len_utf8());
        let word = &before[start..];
        if !word.starts_with(|c: char| c.is_ascii_lowercase() || c == '_') {
            return Ok((pos, Vec::new()));
        }
        let candidates = self
            .identifiers
            .iter()
            .filter(|name| name.starts_with(word))
            .map(|name| Pair {
                display: name.clone(),
                replacement: name.clone(),
            })
            .collect();
        Ok((start, candidates))
    }
}

impl Hinter for LineHelper {
    type Hint = String;
}

impl Highlighter for LineHelper {
    fn highlight<'l>(&self, line: &'l str, _pos: usize) -> std::borrow::Cow<'l, str> {
        std::borrow::Cow::Owned(highlight::highlight(line))
    }

    fn highlight_char(&self, _: &str, _: usize, _: rustyline::highlight::CmdKind) -> bool {
        true
    }
}

impl rustyline::Helper for LineHelper {}

/// Ctrl-D at the end of an unfinished input: asks the validator to warn instead of
/// deleting nothing (on an empty line it ends the session, elsewhere it deletes).
struct EndHandler(Arc<AtomicBool>);

impl ConditionalEventHandler for EndHandler {
    fn handle(&self, _: &Event, _: RepeatCount, _: bool, ctx: &EventContext) -> Option<Cmd> {
        if ctx.line().is_empty() || ctx.pos() < ctx.line().len() {
            return None;
        }
        self.0.store(true, Ordering::SeqCst);
        Some(Cmd::AcceptOrInsertLine {
            accept_in_the_middle: true,
        })
    }
}

/// The interactive loop on a terminal.
fn terminal(mut session: Session) -> i32 {
    let mut editor: Editor<LineHelper, _> = match Editor::new() {
        Ok(editor) => editor,
        Err(e) => {
            eprintln!("rasp repl: cannot start the line editor: {e}");
            return 1;
        }
    };
    let end_requested = Arc::new(AtomicBool::new(false));
    editor.set_helper(Some(LineHelper {
        end_requested: end_requested.clone(),
        files: FilenameCompleter::new(),
        identifiers: session.identifiers(),
    }));
    editor.bind_sequence(
        KeyEvent::ctrl('D'),
        EventHandler::Conditional(Box::new(EndHandler(end_requested))),
    );
    let history =
        std::env::var_os("HOME").map(|home| std::path::Path::new(&home).join(".rasp_history"));
    if let Some(path) = &history {
        let _ = editor.load_history(path);
    }
    println!(
        "rasp {} REPL; :help lists the commands",
        env!("CARGO_PKG_VERSION")
    );
    // An unfinished statement interrupted by a command: offered again at the next prompt.
    let mut kept = String::new();
    loop {
        let line = editor.readline_with_initial("rasp> ", (&kept, ""));
        kept.clear();
        match line {
            Ok(input) => {
                let _ = editor.add_history_entry(input.trim());
                let mut out = String::new();
                let next = match input::split_command(&input) {
                    Some((statement, command)) => {
                        kept = format!("{statement}\n");
                        session.eval(command, &mut out)
                    }
                    None => session.eval(&input, &mut out),
                };
                print!("{out}");
                if next == Next::Quit {
                    break;
                }
                if let Some(helper) = editor.helper_mut() {
                    helper.identifiers = session.identifiers();
                }
            }
            // Ctrl-C at the prompt drops the unfinished input.
            Err(rustyline::error::ReadlineError::Interrupted) => {}
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

    #[test]
    fn completes_commands_and_names() {
        let helper = LineHelper {
            end_requested: Arc::default(),
            files: FilenameCompleter::new(),
            identifiers: vec!["long_name".into(), "other".into()],
        };
        let history = rustyline::history::DefaultHistory::new();
        let context = Context::new(&history);
        let complete = |line: &str| {
            let (start, candidates) = helper.complete(line, line.len(), &context).unwrap();
            let names: Vec<String> = candidates.into_iter().map(|c| c.replacement).collect();
            (start, names)
        };
        assert_eq!(complete(":so"), (0, vec![":solve".to_string()]));
        assert_eq!(complete(":w").1, [":why", ":whynot"]);
        assert_eq!(complete("?- ülong"), (5, vec!["long_name".to_string()]));
        assert_eq!(complete("p :- X"), (6, vec![]));
    }
}
