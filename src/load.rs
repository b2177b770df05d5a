//! Reading a program: the files named on the command line (or standard input) and, at each
//! `#include`, the included file, read once.
//!
//! An included file is resolved relative to the directory of the including file (then the
//! working directory); a file already read is skipped with clingo's warning `already
//! included file`, which also ends include cycles.

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

/// Reads and parses `paths` (`-` is standard input) with their includes.
pub fn load(paths: &[String], sources: &mut SourceMap) -> Result<Loaded, Vec<Diagnostic>> {
    let mut loader = Loader::new(sources);
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
) -> Result<Loaded, Vec<Diagnostic>> {
    let mut loader = Loader::new(sources);
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
    seen: HashSet<PathBuf>,
    statements: Vec<ast::Statement>,
    /// Warnings and errors, in the order they were found (clingo prints them so).
    messages: Vec<Diagnostic>,
    incmode: bool,
}

impl<'a> Loader<'a> {
    fn new(sources: &'a mut SourceMap) -> Loader<'a> {
        Loader {
            sources,
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

    /// The statements of `file` (read from `path`) and of the files it includes.
    fn parse_statements(&mut self, path: &str, file: FileId) {
        let program = match syntax::parse(&self.sources.file(file).text, file) {
            Ok(program) => program,
            Err(errors) => {
                self.messages.extend(errors);
                return;
            }
        };
        let has_includes = program
            .statements
            .iter()
            .any(|s| matches!(s.kind, ast::StatementKind::Include { .. }));
        if !has_includes {
            // The common case, without copying large programs.
            if self.statements.is_empty() {
                self.statements = program.statements;
            } else {
                self.statements.extend(program.statements);
            }
            return;
        }
        let directory = Path::new(path)
            .parent()
            .map(Path::to_path_buf)
            .unwrap_or_default();
        for statement in program.statements {
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
                _ => self.statements.push(statement),
            }
        }
    }
}
