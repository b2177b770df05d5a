//! Where one input of the REPL ends: commands are one line; program text is complete when
//! the parser reads it to its end without running out of input (`p(1..` and an open
//! `%*` comment are unfinished, `p(.` is complete and wrong).

use crate::diag::FileId;
use crate::syntax::{self, ast};

/// The commands, with their short forms, as `:help` lists them.
pub(super) const COMMANDS: &[(&str, &str)] = &[
    ("solve", "s"),
    ("answer", "a"),
    ("why", ""),
    ("whynot", ""),
    ("unsat", ""),
    ("stats", ""),
    ("list", "l"),
    ("delete", "d"),
    ("clear", ""),
    ("load", ""),
    ("save", ""),
    ("const", ""),
    ("part", ""),
    ("external", ""),
    ("ground", "g"),
    ("help", "h"),
    ("quit", "q"),
    ("exit", ""),
];

/// Whether a line is a command: a colon directly followed by a letter (`:- body.` and
/// `:~ body.` start with a colon too). Inside an unfinished statement (`pending`) only a
/// known command name counts, so that a condition written at the start of a line
/// (`{ p(X)` / `: q(X) }.`) stays program text.
pub(super) fn is_command(line: &str, pending: bool) -> bool {
    let line = line.trim();
    let Some(rest) = line.strip_prefix(':') else {
        return false;
    };
    if !rest.starts_with(|c: char| c.is_ascii_alphabetic()) {
        return false;
    }
    if !pending {
        return true;
    }
    let word = rest.split(char::is_whitespace).next().unwrap_or("");
    COMMANDS
        .iter()
        .any(|&(name, short)| word == name || (!short.is_empty() && word == short))
}

/// Whether program text (or a query, `?- BODY.`) is complete: it parses, or it has an
/// error before its end.
pub(super) fn is_complete(text: &str) -> bool {
    if let Some(body) = super::query::body(text) {
        return is_complete(&super::query::rule(body).0);
    }
    let end = text.trim_end().len();
    match syntax::parse(text, FileId(0)) {
        Ok(_) => true,
        Err(errors) => errors
            .iter()
            .any(|e| e.span.is_some_and(|span| (span.start as usize) < end)),
    }
}

/// An input split at its last line when that line is a command typed inside an unfinished
/// statement: the statement so far (kept for more) and the command.
pub(super) fn split_command(input: &str) -> Option<(&str, &str)> {
    let trimmed = input.trim_end();
    let start = trimmed.rfind('\n').map_or(0, |i| i + 1);
    let (before, last) = trimmed.split_at(start);
    (!before.trim().is_empty() && is_command(last, true)).then_some((before.trim_end(), last))
}

/// The program parts other than `base` that `text` (complete and correct) selects with
/// `#program`, in order.
pub(super) fn other_parts(text: &str) -> Vec<String> {
    let Ok(program) = syntax::parse(text, FileId(0)) else {
        return Vec::new();
    };
    let mut names: Vec<String> = Vec::new();
    for statement in &program.statements {
        if let ast::StatementKind::Program { name, .. } = &statement.kind
            && name != "base"
            && !names.contains(name)
        {
            names.push(name.clone());
        }
    }
    names
}

/// Whether `text` parses to no statement at all (only comments and white space).
pub(super) fn is_blank(text: &str) -> bool {
    syntax::parse(text, FileId(0)).is_ok_and(|program| program.statements.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_parser_decides_where_an_input_ends() {
        for unfinished in [
            "p(X) :-",
            "p(X) :- q(X)",
            "p(1..",
            "p :- % a comment",
            ":- a",
            "%* open",
            "{ a",
        ] {
            assert!(!is_complete(unfinished), "{unfinished}");
        }
        for complete in [
            "p(X) :- q(X).",
            "p. % a comment",
            "p.\n% a comment",
            "p(.",
            "q(X)?\n#show q/1.",
            "",
        ] {
            assert!(is_complete(complete), "{complete}");
        }
    }

    #[test]
    fn commands_inside_statements_are_known_names() {
        assert!(is_command(":solve", false));
        assert!(is_command(":frobnicate", false));
        assert!(!is_command(":- a.", false));
        assert!(!is_command(":~ a. [1]", false));
        assert!(is_command(":solve 3", true));
        assert!(!is_command(":q(X) }.", true));
        assert_eq!(split_command("p\n:solve"), Some(("p", ":solve")));
        assert_eq!(split_command("{ p(X)\n:q(X) }."), None);
        assert_eq!(split_command(":solve"), None);
    }
}
