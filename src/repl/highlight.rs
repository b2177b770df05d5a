//! Highlighting of the input as it is typed (rustyline's `Highlighter`): commands, directives
//! and `not`, variables, numbers, strings and comments in colours, text that is no token in
//! red; the lexer is the one that names tokens in syntax errors.

use crate::syntax::{TokenKind, next_token};

const COMMAND: &str = "\x1b[1;34m";
const KEYWORD: &str = "\x1b[35m";
const VARIABLE: &str = "\x1b[33m";
const NUMBER: &str = "\x1b[36m";
const STRING: &str = "\x1b[32m";
const COMMENT: &str = "\x1b[2m";
const INVALID: &str = "\x1b[31m";
const RESET: &str = "\x1b[0m";

/// `line` with ANSI colours.
pub(super) fn highlight(line: &str) -> String {
    let mut out = String::with_capacity(line.len() * 2);
    let mut pos = 0;
    if super::input::is_command(line, false) {
        let end = line.find(char::is_whitespace).unwrap_or(line.len());
        paint(&mut out, COMMAND, &line[..end]);
        pos = end;
    }
    while pos < line.len() {
        let token = next_token(line, pos);
        let start = token.start.min(line.len());
        // What the lexer skipped: blanks and comments.
        let gap = &line[pos..start];
        match gap.contains('%') {
            true => paint(&mut out, COMMENT, gap),
            false => out.push_str(gap),
        }
        if token.kind == TokenKind::Eof {
            pos = start;
            break;
        }
        let end = token.end.clamp(start, line.len());
        let text = &line[start..end];
        let colour = match &token.kind {
            TokenKind::Eof => None,
            TokenKind::Dot => None,
            TokenKind::Invalid(what) if what == "<EOF>" => Some(COMMENT),
            TokenKind::Invalid(_) => Some(INVALID),
            TokenKind::Token(name) => match *name {
                "<VARIABLE>" | "<ANONYMOUS>" => Some(VARIABLE),
                "<NUMBER>" => Some(NUMBER),
                "<STRING>" => Some(STRING),
                "not" => Some(KEYWORD),
                name if name.starts_with('#') => Some(KEYWORD),
                _ => None,
            },
        };
        match colour {
            Some(colour) => paint(&mut out, colour, text),
            None => out.push_str(text),
        }
        if end == pos {
            break;
        }
        pos = end;
    }
    out.push_str(&line[pos.min(line.len())..]);
    out
}

fn paint(out: &mut String, colour: &str, text: &str) {
    if !text.is_empty() {
        out.push_str(colour);
        out.push_str(text);
        out.push_str(RESET);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The text without its colours.
    fn plain(text: &str) -> String {
        let mut out = String::new();
        let mut chars = text.chars();
        while let Some(c) = chars.next() {
            if c == '\x1b' {
                chars.by_ref().find(|&c| c == 'm');
            } else {
                out.push(c);
            }
        }
        out
    }

    #[test]
    fn colours_tokens_and_keeps_the_text() {
        let line = "p(X, 1, \"s\") :- not q(_), #count{ Y : r(Y) } > 2. % why";
        let coloured = highlight(line);
        assert_eq!(plain(&coloured), line);
        assert!(coloured.contains(&format!("{VARIABLE}X{RESET}")));
        assert!(coloured.contains(&format!("{KEYWORD}not{RESET}")));
        assert!(coloured.contains(&format!("{KEYWORD}#count{RESET}")));
        assert!(coloured.contains(&format!("{STRING}\"s\"{RESET}")));
        assert!(coloured.contains(&format!("{COMMENT} % why{RESET}")));
        assert!(highlight(":solve 0").starts_with(&format!("{COMMAND}:solve{RESET}")));
        for line in ["p(\"unterminated", "%* open", "a $ b", "q(", "", "  "] {
            assert_eq!(plain(&highlight(line)), line);
        }
    }
}
