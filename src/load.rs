//! Reading a program: the files named on the command line (or standard input) and, at each
//! `#include`, the included file, read once.
//!
//! An included file is resolved relative to the directory of the including file (then the
//! working directory); a file already read is skipped with clingo's warning `already
//! included file`, which also ends include cycles.
//!
//! A script (`#script (language) ... #end.`) runs when it is read, as in clingo, where a
//! [`ScriptHost`] runs its language (rasp's Python module gives one); elsewhere it is a fatal
//! error (`python support not available`), as in a clingo built without the language.

use crate::diag::{Diagnostic, FileId, SourceMap, Span, Warning};
use crate::syntax::{self, ast};
use std::collections::HashSet;
use std::path::{Path, PathBuf};

/// The statements of all files in reading order (an included file's statements take the
/// place of its `#include`), and warnings.
pub struct Loaded {
    /// The statements.
    pub statements: Vec<ast::Statement>,
    /// Warnings (`already included file`).
    pub warnings: Vec<Diagnostic>,
    /// Whether `#include <incmode>.` occurs: clingo then runs the program in incremental
    /// mode.
    pub incmode: bool,
}

/// Runs the scripts of a program as they are read (clingo's script languages, given by the
/// embedder: rasp's Python module runs Python).
pub trait ScriptHost: Send {
    /// Whether scripts of `language` run here.
    fn runs(&self, language: &str) -> bool;
    /// Runs `code`, a script of `language` read at `location`; an error stops the reading.
    fn execute(
        &mut self,
        language: &str,
        location: &ScriptLocation,
        code: &str,
    ) -> Result<(), String>;
}

/// Where a script was read: its file, and the line and column (from 1) where the statement
/// begins and where it ends.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScriptLocation {
    /// The file (as messages name it).
    pub file: String,
    /// The line and column of its first character.
    pub begin: (usize, usize),
    /// The line and column after its last character.
    pub end: (usize, usize),
}

/// Reads and parses `paths` (`-` is standard input) with their includes; `scripts` runs
/// the scripts read, if given.
pub fn load(
    paths: &[String],
    sources: &mut SourceMap,
    scripts: Option<&mut (dyn ScriptHost + 'static)>,
) -> Result<Loaded, Vec<Diagnostic>> {
    let mut loader = Loader::new(sources, scripts);
    for path in paths {
        loader.file(path, None);
    }
    loader.finish()
}

/// Parses inputs that are already read (`files`: each one's path and its text in `sources`)
/// with their includes; a path given twice is read once.
pub fn load_read(
    files: &[(String, FileId)],
    sources: &mut SourceMap,
    scripts: Option<&mut (dyn ScriptHost + 'static)>,
) -> Result<Loaded, Vec<Diagnostic>> {
    let mut loader = Loader::new(sources, scripts);
    for (path, file) in files {
        if loader.fatal() {
            break;
        }
        if loader.first_time(path, None) {
            loader.parse(path, *file);
        }
    }
    loader.finish()
}

/// Takes statements that were built rather than read from a text (clingo's
/// `ProgramBuilder`) as [`load_read`] takes those it parses: an `#include` reads its file
/// (relative to the working directory), a `#script` runs (its language must run here, or
/// it is clingo's fatal error `language support not available`).
pub fn load_statements(
    statements: Vec<ast::Statement>,
    sources: &mut SourceMap,
    scripts: Option<&mut (dyn ScriptHost + 'static)>,
) -> Result<Loaded, Vec<Diagnostic>> {
    let mut loader = Loader::new(sources, scripts);
    for statement in &statements {
        if let ast::StatementKind::Script(script) = &statement.kind {
            let runs = (loader.scripts.as_deref()).is_some_and(|host| host.runs(&script.language));
            if !runs {
                let message = format!("{} support not available", script.language);
                return Err(vec![Diagnostic::fatal(statement.span, message)]);
            }
        }
    }
    loader.statements_of("-", statements);
    loader.finish()
}

/// What identifies a file: its canonical path.
pub fn file_key(path: &str) -> PathBuf {
    std::fs::canonicalize(path).unwrap_or_else(|_| PathBuf::from(path))
}

/// clingo's warning for a file named a second time (on the command line: no span).
pub fn already_included(path: &str) -> Diagnostic {
    Diagnostic {
        severity: crate::diag::Severity::Warning,
        span: None,
        message: format!("already included file:\n  {path}"),
        notes: Vec::new(),
        class: Some(Warning::FileIncluded),
    }
}

struct Loader<'a> {
    sources: &'a mut SourceMap,
    scripts: Option<&'a mut (dyn ScriptHost + 'static)>,
    seen: HashSet<PathBuf>,
    statements: Vec<ast::Statement>,
    /// Warnings and errors, in the order they were found (clingo prints them so).
    messages: Vec<Diagnostic>,
    incmode: bool,
}

impl<'a> Loader<'a> {
    fn new(
        sources: &'a mut SourceMap,
        scripts: Option<&'a mut (dyn ScriptHost + 'static)>,
    ) -> Loader<'a> {
        Loader {
            sources,
            scripts,
            seen: HashSet::new(),
            statements: Vec::new(),
            messages: Vec::new(),
            incmode: false,
        }
    }

    /// Whether a fatal error stopped the reading.
    fn fatal(&self) -> bool {
        self.messages.iter().any(Diagnostic::is_fatal)
    }

    /// The statements read, or the messages (warnings too) if there was an error.
    fn finish(self) -> Result<Loaded, Vec<Diagnostic>> {
        if self.messages.iter().any(Diagnostic::is_error) {
            Err(self.messages)
        } else {
            Ok(Loaded {
                statements: self.statements,
                warnings: self.messages,
                incmode: self.incmode,
            })
        }
    }

    /// Reads one file; `from` is the `#include` that names it. Nothing more is read after
    /// a fatal error.
    fn file(&mut self, path: &str, from: Option<(Span, &str)>) {
        if self.fatal() || !self.first_time(path, from) {
            return;
        }
        let file = match self.sources.load(path) {
            Ok(file) => file,
            Err(mut error) => {
                if let Some((span, _)) = from {
                    error.span = Some(span);
                }
                self.messages.push(error);
                return;
            }
        };
        self.parse(path, file);
    }

    /// Whether `path` is read for the first time (standard input always is); if not, a
    /// warning at the `#include` (`from`, with its target as written, which the warning
    /// names as clingo does) or the command line.
    fn first_time(&mut self, path: &str, from: Option<(Span, &str)>) -> bool {
        if path == "-" || self.seen.insert(file_key(path)) {
            return true;
        }
        let mut warning = already_included(from.map_or(path, |(_, target)| target));
        warning.span = from.map(|(span, _)| span);
        self.messages.push(warning);
        false
    }

    /// `#include <target>.`: clingo's one library is `incmode` (read once).
    fn library(&mut self, target: &str, span: Span) {
        if target != "incmode" {
            let message = format!("file could not be opened:\n  <{target}>");
            self.messages.push(Diagnostic::error(span, message));
        } else if self.incmode {
            let mut warning = already_included("<incmode>");
            warning.span = Some(span);
            self.messages.push(warning);
        } else {
            self.incmode = true;
        }
    }

    /// Parses the text of `file` (read from `path`), following its includes.
    fn parse(&mut self, path: &str, file: FileId) {
        self.parse_statements(path, file);
        // gringo goes back to the part `base` at the end of each file (the including file
        // goes on in `base` too).
        let end = self.sources.file(file).text.len();
        self.statements.push(ast::Statement {
            span: Span::new(file, end, end),
            kind: ast::StatementKind::Program {
                name: "base".into(),
                params: Vec::new(),
            },
        });
    }

    /// Runs `script` (read at `span`); whether it ran (else its error stops the reading).
    fn script(&mut self, script: &ast::Script, span: Span) -> bool {
        let source = self.sources.file(span.file);
        let location = ScriptLocation {
            file: source.name_at(span.start as usize).to_string(),
            begin: source.line_col(span.start as usize),
            end: source.line_col(span.end as usize),
        };
        let host = self
            .scripts
            .as_deref_mut()
            .expect("scripts are read where they run");
        match host.execute(&script.language, &location, &script.code) {
            Ok(()) => true,
            Err(message) => {
                self.messages.push(Diagnostic::fatal(span, message));
                false
            }
        }
    }

    /// Takes the statements of `path` (parsed, or built), following their includes and
    /// running their scripts.
    fn statements_of(&mut self, path: &str, statements: Vec<ast::Statement>) {
        let directives = statements.iter().any(|s| {
            matches!(
                s.kind,
                ast::StatementKind::Include { .. } | ast::StatementKind::Script(_)
            )
        });
        if !directives {
            // The common case, without copying large programs.
            if self.statements.is_empty() {
                self.statements = statements;
            } else {
                self.statements.extend(statements);
            }
            return;
        }
        let directory = Path::new(path)
            .parent()
            .map(Path::to_path_buf)
            .unwrap_or_default();
        for statement in statements {
            match &statement.kind {
                ast::StatementKind::Include {
                    target,
                    library: false,
                } => {
                    let relative = directory.join(target);
                    let resolved = if path != "-" && relative.exists() {
                        relative.display().to_string()
                    } else {
                        target.clone()
                    };
                    self.file(&resolved, Some((statement.span, target)));
                }
                ast::StatementKind::Include {
                    target,
                    library: true,
                } => self.library(target, statement.span),
                ast::StatementKind::Script(script) => {
                    if !self.script(script, statement.span) {
                        return;
                    }
                }
                _ => self.statements.push(statement),
            }
        }
    }

    /// The statements of `file` (read from `path`) and of the files it includes.
    fn parse_statements(&mut self, path: &str, file: FileId) {
        let text = &self.sources.file(file).text;
        let parsed = match self.scripts.as_deref() {
            Some(host) => syntax::parse_with_scripts(text, file, &|language| host.runs(language)),
            None => syntax::parse(text, file),
        };
        let program = match parsed {
            Ok(program) => program,
            Err(errors) => {
                self.messages.extend(errors);
                return;
            }
        };
        self.statements_of(path, program.statements);
    }
}
