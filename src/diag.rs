//! Source locations and diagnostics, rendered the way clingo renders them.
//!
//! A [`Span`] is a byte range in one file of a [`SourceMap`]. A [`Diagnostic`] is a value
//! (severity, optional span, message, notes); stages collect them and the command line renders
//! them at the end, as `file:line:col-col: error: message` followed by an empty line, exactly in
//! clingo's shape. Columns are 1-based byte columns; the end column is exclusive.

use std::fmt;
use std::path::Path;

/// Index of a file in a [`SourceMap`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FileId(pub u32);

/// A byte range `start..end` in one source file.
///
/// Spans are location metadata: two spans always compare equal and hash alike, so that two
/// syntax trees that differ only in where they were written are equal (as `syn` treats
/// identifiers). [`Span::same_place`] compares locations.
#[derive(Clone, Copy, Debug, Default)]
pub struct Span {
    /// The file the range lies in.
    pub file: FileId,
    /// Byte offset of the first byte.
    pub start: u32,
    /// Byte offset one past the last byte.
    pub end: u32,
}

impl PartialEq for Span {
    fn eq(&self, _: &Span) -> bool {
        true
    }
}

impl Eq for Span {}

impl std::hash::Hash for Span {
    fn hash<H: std::hash::Hasher>(&self, _: &mut H) {}
}

impl Span {
    /// The span `start..end` in `file`.
    pub fn new(file: FileId, start: usize, end: usize) -> Span {
        Span {
            file,
            start: start as u32,
            end: end as u32,
        }
    }

    /// The smallest span covering both `self` and `other` (same file).
    pub fn join(self, other: Span) -> Span {
        Span {
            file: self.file,
            start: self.start.min(other.start),
            end: self.end.max(other.end),
        }
    }

    /// Whether `self` and `other` are the same place (`Span`'s equality ignores positions).
    pub fn same_place(self, other: Span) -> bool {
        (self.file, self.start, self.end) == (other.file, other.start, other.end)
    }
}

/// One loaded source text with its line table (built when a message first needs it: most
/// runs render no message, and the table of a large instance file is megabytes).
///
/// A file may instead be a table of positions (see [`SourceMap::add_positions`]): the
/// places of syntax trees built by a program rather than read from a text (clingo's
/// `ProgramBuilder`), where an offset is the index of a position in the table.
#[derive(Debug)]
pub struct SourceFile {
    /// The name shown in messages: the path as given, or `-` for standard input.
    pub name: String,
    /// The whole text.
    pub text: String,
    /// Byte offsets at which lines start; `line_starts[0] == 0`.
    line_starts: std::sync::OnceLock<Vec<usize>>,
    /// For a table of positions: the positions.
    positions: Option<Positions>,
}

/// The positions of a table of positions: file name, line and column (from 1) of each.
#[derive(Debug, Default)]
struct Positions {
    /// The names of the files the positions are in.
    names: Vec<String>,
    /// Each position: the index of its file's name, its line and column.
    places: Vec<(u32, u32, u32)>,
}

impl SourceFile {
    fn new(name: String, text: String) -> SourceFile {
        SourceFile {
            name,
            text,
            line_starts: std::sync::OnceLock::new(),
            positions: None,
        }
    }

    /// For a table of positions: the file name, line and column at `offset`.
    fn position(&self, offset: usize) -> Option<(&str, usize, usize)> {
        let positions = self.positions.as_ref()?;
        let (name, line, column) = *positions.places.get(offset)?;
        let name = positions.names[name as usize].as_str();
        Some((name, line as usize, column as usize))
    }

    /// The name of the file at `offset`: the file's, or for a table of positions the one of
    /// the position.
    pub fn name_at(&self, offset: usize) -> &str {
        self.position(offset)
            .map_or(&self.name, |(name, _, _)| name)
    }

    /// The line table.
    fn line_starts(&self) -> &[usize] {
        self.line_starts.get_or_init(|| {
            let mut line_starts = vec![0];
            line_starts.extend(self.text.match_indices('\n').map(|(i, _)| i + 1));
            line_starts
        })
    }

    /// 1-based line and byte column of byte offset `offset`.
    pub fn line_col(&self, offset: usize) -> (usize, usize) {
        if let Some((_, line, column)) = self.position(offset) {
            return (line, column);
        }
        let line_starts = self.line_starts();
        let line = line_starts.partition_point(|&s| s <= offset);
        (line, offset - line_starts[line - 1] + 1)
    }

    /// Where a span starting at `offset` is shown to start. The end of the text is placed as
    /// clingo places it: a text that does not end in a newline is read as if it did, so the
    /// end of input is always at column 1 of the line after the last one.
    fn start_line_col(&self, offset: usize) -> (usize, usize) {
        if self.positions.is_some() {
            return self.line_col(offset);
        }
        if offset >= self.text.len() && !self.text.is_empty() && !self.text.ends_with('\n') {
            return (self.line_starts().len() + 1, 1);
        }
        self.line_col(offset)
    }
}

/// All files read in one run; spans refer into it.
#[derive(Debug, Default)]
pub struct SourceMap {
    files: Vec<SourceFile>,
}

impl SourceMap {
    /// An empty map.
    pub fn new() -> SourceMap {
        SourceMap::default()
    }

    /// Adds a file and returns its id.
    pub fn add(&mut self, name: impl Into<String>, text: impl Into<String>) -> FileId {
        self.files.push(SourceFile::new(name.into(), text.into()));
        FileId(self.files.len() as u32 - 1)
    }

    /// Reads a source file (`-` is standard input) and adds it. A file that cannot be read,
    /// or is not UTF-8, is an error as clingo words it (`file could not be opened`), or at the
    /// first byte that is not UTF-8. A directory reads as empty, as in clingo.
    pub fn load(&mut self, path: &str) -> Result<FileId, Diagnostic> {
        let bytes = if path == "-" {
            let mut bytes = Vec::new();
            std::io::Read::read_to_end(&mut std::io::stdin(), &mut bytes).map(|_| bytes)
        } else if Path::new(path).is_dir() {
            // clingo reads a directory as an empty file.
            Ok(Vec::new())
        } else {
            std::fs::read(path)
        };
        let bytes = bytes.map_err(|_| {
            Diagnostic::command_line(format!("file could not be opened:\n  {path}"))
        })?;
        self.add_bytes(path, bytes)
    }

    /// Adds a source given as bytes; see [`SourceMap::load`].
    pub fn add_bytes(&mut self, name: &str, bytes: Vec<u8>) -> Result<FileId, Diagnostic> {
        match String::from_utf8(bytes) {
            Ok(text) => Ok(self.add(name, text)),
            Err(error) => {
                let valid = error.utf8_error().valid_up_to();
                let bytes = error.into_bytes();
                let bad = bytes[valid];
                // Keep the valid prefix and a stand-in for the bad byte, to locate it.
                let mut prefix = String::from_utf8_lossy(&bytes[..valid]).into_owned();
                prefix.push('?');
                let id = self.add(name, prefix);
                let span = Span::new(id, valid, valid + 1);
                Err(Diagnostic::error(
                    span,
                    format!("invalid UTF-8 (byte 0x{bad:02X}): rasp reads sources as UTF-8"),
                ))
            }
        }
    }

    /// Adds a table of positions (see [`SourceFile`]), empty: [`SourceMap::position`] adds
    /// to it.
    pub fn add_positions(&mut self, name: impl Into<String>) -> FileId {
        let id = self.add(name, "");
        self.files[id.0 as usize].positions = Some(Positions::default());
        id
    }

    /// Adds position `line:column` of file `name` to the table of positions `table` (made
    /// by [`SourceMap::add_positions`]) and returns its offset there, for spans.
    pub fn position(&mut self, table: FileId, name: &str, line: u32, column: u32) -> usize {
        let positions =
            (self.files[table.0 as usize].positions.as_mut()).expect("a table of positions");
        let index = match positions.names.iter().position(|n| n == name) {
            Some(index) => index,
            None => {
                positions.names.push(name.to_string());
                positions.names.len() - 1
            }
        };
        positions.places.push((index as u32, line, column));
        positions.places.len() - 1
    }

    /// The file with id `id`.
    pub fn file(&self, id: FileId) -> &SourceFile {
        &self.files[id.0 as usize]
    }

    /// The text a span covers.
    pub fn snippet(&self, span: Span) -> &str {
        let text = &self.file(span.file).text;
        text.get(span.start as usize..span.end as usize)
            .unwrap_or_default()
    }

    /// `name:line:col` of the span's start.
    pub fn place(&self, span: Span) -> String {
        let file = self.file(span.file);
        if let Some((name, line, column)) = file.position(span.start as usize) {
            return format!("{name}:{line}:{column}");
        }
        let (line, column) = file.start_line_col(span.start as usize);
        format!("{}:{line}:{column}", file.name)
    }

    /// `name:line:col-col` (or `name:line:col-line:col` across lines), as clingo prints
    /// locations. An empty span is shown one column wide, as clingo shows the end of input.
    pub fn location(&self, span: Span) -> String {
        let file = self.file(span.file);
        if file.name == COMMAND_LINE {
            // What the command line adds (`--show-preds`) is placed at its first column, as
            // clingo places it.
            return format!("{COMMAND_LINE}:1:1");
        }
        if let (Some(begin), Some(end)) = (
            file.position(span.start as usize),
            file.position(span.end as usize),
        ) {
            return clingo_location(begin, end);
        }
        let (l1, c1) = file.start_line_col(span.start as usize);
        let (l2, c2) = if span.end > span.start {
            file.line_col(span.end as usize)
        } else {
            (l1, c1 + 1)
        };
        if l1 == l2 {
            format!("{}:{l1}:{c1}-{c2}", file.name)
        } else {
            format!("{}:{l1}:{c1}-{l2}:{c2}", file.name)
        }
    }
}

/// A location given by positions, printed as clingo prints it: the end's parts that differ
/// from the beginning's.
fn clingo_location(
    (name, line, column): (&str, usize, usize),
    (end_name, end_line, end_column): (&str, usize, usize),
) -> String {
    let begin = format!("{name}:{line}:{column}");
    if name != end_name {
        format!("{begin}-{end_name}:{end_line}:{end_column}")
    } else if line != end_line {
        format!("{begin}-{end_line}:{end_column}")
    } else if column != end_column {
        format!("{begin}-{end_column}")
    } else {
        begin
    }
}

/// The name of the source of what the command line adds to a program.
pub const COMMAND_LINE: &str = "<cmd>";

/// How bad a diagnostic is. Rendered as clingo's `error`, `warning` or `info`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Severity {
    /// The run cannot go on (exit code 65).
    Error,
    /// An error that stops reading at once, where clingo throws an exception (a `#script` in
    /// a language it was built without): rendered as `error`, and the run ends with clingo's
    /// `fatal error`.
    Fatal,
    /// Something is likely wrong, but the run goes on.
    Warning,
    /// clingo's `info:` messages (undefined operations, atoms that never occur in a head).
    Info,
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Severity::Error | Severity::Fatal => "error",
            Severity::Warning => "warning",
            Severity::Info => "info",
        })
    }
}

/// clingo's warning classes, which `-W` enables and disables.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Warning {
    /// `atom-undefined`: an atom that occurs in no rule head.
    AtomUndefined,
    /// `file-included`: a file included twice.
    FileIncluded,
    /// `operation-undefined`: arithmetic without a value, like `1/0`.
    OperationUndefined,
    /// `global-variable`: a global variable in a tuple of an aggregate element.
    GlobalVariable,
    /// `other`: everything else.
    Other,
}

impl Warning {
    /// The name of the class on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Warning::AtomUndefined => "atom-undefined",
            Warning::FileIncluded => "file-included",
            Warning::OperationUndefined => "operation-undefined",
            Warning::GlobalVariable => "global-variable",
            Warning::Other => "other",
        }
    }

    /// All classes.
    pub const ALL: [Warning; 5] = [
        Warning::AtomUndefined,
        Warning::FileIncluded,
        Warning::OperationUndefined,
        Warning::GlobalVariable,
        Warning::Other,
    ];
}

/// A secondary location attached to a diagnostic (clingo's `note:` lines).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Note {
    /// Where the note points.
    pub span: Span,
    /// What it says.
    pub message: String,
}

/// One message for the user.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    /// Error, warning or info.
    pub severity: Severity,
    /// Where; `None` for messages about the command line (rendered as `<cmd>`).
    pub span: Option<Span>,
    /// The message; continuation lines are indented by two spaces, as clingo does.
    pub message: String,
    /// Further locations, each rendered on its own `note:` line.
    pub notes: Vec<Note>,
    /// For warnings and infos: the class that `-W` can disable.
    pub class: Option<Warning>,
}

impl Diagnostic {
    /// An error at `span`.
    pub fn error(span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            span: Some(span),
            message: message.into(),
            notes: Vec::new(),
            class: None,
        }
    }

    /// A fatal error at `span`: reading stops there ([`Severity::Fatal`]).
    pub fn fatal(span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Fatal,
            ..Diagnostic::error(span, message)
        }
    }

    /// An info message of class `class` at `span` (clingo's `info:`).
    pub fn info(class: Warning, span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Info,
            span: Some(span),
            message: message.into(),
            notes: Vec::new(),
            class: Some(class),
        }
    }

    /// A warning of class `class` at `span`.
    pub fn warning(class: Warning, span: Span, message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Warning,
            span: Some(span),
            message: message.into(),
            notes: Vec::new(),
            class: Some(class),
        }
    }

    /// An error about the command line rather than a source location.
    pub fn command_line(message: impl Into<String>) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            span: None,
            message: message.into(),
            notes: Vec::new(),
            class: None,
        }
    }

    /// Adds a note.
    pub fn with_note(mut self, span: Span, message: impl Into<String>) -> Diagnostic {
        self.notes.push(Note {
            span,
            message: message.into(),
        });
        self
    }

    /// Whether this diagnostic stops the run.
    pub fn is_error(&self) -> bool {
        matches!(self.severity, Severity::Error | Severity::Fatal)
    }

    /// Whether this diagnostic stops reading at once ([`Severity::Fatal`]).
    pub fn is_fatal(&self) -> bool {
        self.severity == Severity::Fatal
    }

    /// The diagnostic as clingo prints it, including the empty line that ends it.
    pub fn render(&self, sources: &SourceMap) -> String {
        let location = match self.span {
            Some(span) => sources.location(span),
            None => "<cmd>".to_string(),
        };
        let mut out = format!("{location}: {}: {}\n", self.severity, self.message);
        for note in &self.notes {
            out.push_str(&format!(
                "{}: note: {}\n",
                sources.location(note.span),
                note.message
            ));
        }
        out.push('\n');
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locations_are_one_based_with_exclusive_end() {
        let mut map = SourceMap::new();
        let f = map.add("t.lp", "ab\ncd\n");
        assert_eq!(map.location(Span::new(f, 3, 4)), "t.lp:2:1-2");
        assert_eq!(map.location(Span::new(f, 0, 4)), "t.lp:1:1-2:2");
        assert_eq!(map.location(Span::new(f, 6, 6)), "t.lp:3:1-2");
    }

    #[test]
    fn positions_are_placed_as_clingo_places_them() {
        let mut map = SourceMap::new();
        let t = map.add_positions("<ast>");
        let mut span = |begin: (&str, u32, u32), end: (&str, u32, u32)| {
            let start = map.position(t, begin.0, begin.1, begin.2);
            let end = map.position(t, end.0, end.1, end.2);
            Span::new(t, start, end)
        };
        let spans = [
            span(("a.lp", 7, 3), ("a.lp", 9, 12)),
            span(("a.lp", 7, 3), ("a.lp", 7, 5)),
            span(("a.lp", 7, 3), ("a.lp", 7, 3)),
            span(("a.lp", 7, 3), ("b.lp", 1, 2)),
        ];
        let shown: Vec<String> = spans.iter().map(|s| map.location(*s)).collect();
        assert_eq!(
            shown,
            [
                "a.lp:7:3-9:12",
                "a.lp:7:3-5",
                "a.lp:7:3",
                "a.lp:7:3-b.lp:1:2"
            ]
        );
        assert_eq!(map.place(spans[3]), "a.lp:7:3");
        assert_eq!(map.file(t).name_at(spans[3].end as usize), "b.lp");
    }

    #[test]
    fn end_of_text_without_newline_is_on_the_next_line() {
        let mut map = SourceMap::new();
        let f = map.add("-", "a :- b");
        assert_eq!(map.location(Span::new(f, 6, 6)), "-:2:1-2");
    }

    #[test]
    fn renders_like_clingo() {
        let mut map = SourceMap::new();
        let f = map.add("-", "p(X) :- .\n");
        let d = Diagnostic::error(Span::new(f, 0, 9), "unsafe variables in:\n  p(X):-.")
            .with_note(Span::new(f, 2, 3), "'X' is unsafe");
        assert_eq!(
            d.render(&map),
            "-:1:1-10: error: unsafe variables in:\n  p(X):-.\n-:1:3-4: note: 'X' is unsafe\n\n"
        );
    }
}
