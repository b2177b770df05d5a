//! A small lexer for diagnostics: it names the token at a syntax error the way gringo's lexer
//! and bison grammar name it (`<IDENTIFIER>`, `:-`, `EOF`, ...) and finds where the next
//! statement starts, so the parser can resume after an error as gringo does.
//!
//! The grammar proper is `grammar/asp.pest`; this module only classifies single tokens and
//! must agree with the grammar's token rules.

/// What [`next_token`] found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum TokenKind {
    /// A token, with the name gringo's parser gives it.
    Token(&'static str),
    /// Text that is no token: gringo reports `lexer error, unexpected <text>`.
    Invalid(String),
    /// A `.` that ends a statement.
    Dot,
    /// The end of the input.
    Eof,
}

/// A token and its byte range.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Token {
    pub start: usize,
    pub end: usize,
    pub kind: TokenKind,
}

fn is_ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'\''
}

/// Skips whitespace and comments from `pos`. Returns the position after them, or an
/// [`TokenKind::Invalid`] `<EOF>` token for a block comment that never ends.
fn skip_blank(text: &str, mut pos: usize) -> Result<usize, Token> {
    let bytes = text.as_bytes();
    loop {
        match bytes.get(pos) {
            Some(b' ' | b'\t' | b'\r' | b'\n') => pos += 1,
            Some(b'%') if bytes.get(pos + 1) == Some(&b'*') => pos = skip_block_comment(text, pos)?,
            Some(b'%') => pos = line_end(bytes, pos),
            Some(b'#') if bytes.get(pos + 1) == Some(&b'!') => pos = line_end(bytes, pos),
            _ => return Ok(pos),
        }
    }
}

/// The comments of `text` outside the byte ranges `skipped` (scripts) and outside strings:
/// byte range and whether each is a block comment (`%* ... *%`, which nest; a line comment
/// ends before its newline; a block comment that never ends runs to the end of the text).
/// For clingo's syntax trees, which keep the comments (the parser skips them).
pub fn comments(text: &str, skipped: &[(usize, usize)]) -> Vec<(usize, usize, bool)> {
    let bytes = text.as_bytes();
    let mut found = Vec::new();
    let mut pos = 0;
    while pos < bytes.len() {
        if let Some(&(_, end)) = skipped.iter().find(|(s, e)| *s <= pos && pos < *e) {
            pos = end;
            continue;
        }
        match bytes[pos] {
            b'"' => {
                pos += 1;
                while pos < bytes.len() && bytes[pos] != b'"' && bytes[pos] != b'\n' {
                    pos += if bytes[pos] == b'\\' { 2 } else { 1 };
                }
                pos += 1;
            }
            b'%' => {
                let block = bytes.get(pos + 1) == Some(&b'*');
                let end = match block {
                    true => skip_block_comment(text, pos).unwrap_or(bytes.len()),
                    false => line_end(bytes, pos),
                };
                found.push((pos, end, block));
                pos = end;
            }
            _ => pos += 1,
        }
    }
    found
}

fn line_end(bytes: &[u8], pos: usize) -> usize {
    bytes[pos..]
        .iter()
        .position(|&b| b == b'\n')
        .map_or(bytes.len(), |n| pos + n)
}

/// Skips a (nesting) block comment starting at `pos` (which holds `%*`).
fn skip_block_comment(text: &str, mut pos: usize) -> Result<usize, Token> {
    let bytes = text.as_bytes();
    let mut depth = 0;
    while pos < bytes.len() {
        match (bytes[pos], bytes.get(pos + 1)) {
            (b'%', Some(b'*')) => {
                depth += 1;
                pos += 2;
            }
            (b'*', Some(b'%')) => {
                depth -= 1;
                pos += 2;
                if depth == 0 {
                    return Ok(pos);
                }
            }
            // Inside a block comment, `%` starts a line comment (gringo's lexer).
            (b'%', _) => pos = line_end(bytes, pos),
            _ => pos += 1,
        }
    }
    Err(Token {
        start: text.len(),
        end: text.len(),
        kind: TokenKind::Invalid("<EOF>".into()),
    })
}

/// Length of a string literal starting at `pos` (which holds `"`), if it is terminated on its
/// line and uses only the escapes `\"`, `\\` and `\n`.
fn string_length(bytes: &[u8], pos: usize) -> Option<usize> {
    let mut i = pos + 1;
    loop {
        match bytes.get(i)? {
            b'"' => return Some(i + 1 - pos),
            b'\\' => match bytes.get(i + 1)? {
                b'"' | b'\\' | b'n' => i += 2,
                _ => return None,
            },
            b'\n' => return None,
            _ => i += 1,
        }
    }
}

/// Length of a number starting at `pos` (which holds a digit), as gringo's lexer reads it.
fn number_length(bytes: &[u8], pos: usize) -> usize {
    let digits =
        |from: usize, ok: fn(&u8) -> bool| bytes[from..].iter().take_while(|b| ok(b)).count();
    if bytes[pos] == b'0' {
        let radix_digits: Option<fn(&u8) -> bool> = match bytes.get(pos + 1) {
            Some(b'x') => Some(|b| b.is_ascii_hexdigit()),
            Some(b'o') => Some(|b| (b'0'..=b'7').contains(b)),
            Some(b'b') => Some(|b| *b == b'0' || *b == b'1'),
            _ => None,
        };
        match radix_digits.map(|ok| digits(pos + 2, ok)) {
            Some(n) if n > 0 => 2 + n,
            _ => 1,
        }
    } else {
        digits(pos, u8::is_ascii_digit)
    }
}

/// Punctuation and operators, longest first.
const PUNCTUATION: &[&str] = &[
    ":-", ":~", "..", "**", "!=", "<>", "<=", ">=", "==", ".", ":", ",", ";", "|", "(", ")", "{",
    "}", "[", "]", "+", "-", "*", "/", "\\", "^", "?", "&", "~", "@", "=", "<", ">",
];

/// Directives and other `#` words, longest first where one is a prefix of another.
const HASH_WORDS: &[&str] = &[
    "#include",
    "#edge",
    "#heuristic",
    "#project",
    "#show",
    "#const",
    "#minimize",
    "#minimise",
    "#maximize",
    "#maximise",
    "#program",
    "#external",
    "#defined",
    "#infimum",
    "#inf",
    "#supremum",
    "#sup",
    "#true",
    "#false",
    "#count",
    "#sum",
    "#min",
    "#max",
    "#theory",
    "#script",
];

/// The token that starts at or after `pos` (after whitespace and comments).
pub(crate) fn next_token(text: &str, pos: usize) -> Token {
    let start = match skip_blank(text, pos) {
        Ok(start) => start,
        Err(unterminated) => return unterminated,
    };
    let bytes = text.as_bytes();
    let token = |len: usize, kind: TokenKind| Token {
        start,
        end: start + len,
        kind,
    };
    let named = |len: usize, name: &'static str| token(len, TokenKind::Token(name));
    let Some(&first) = bytes.get(start) else {
        return token(0, TokenKind::Eof);
    };
    let word_length = || {
        let prefix = bytes[start..]
            .iter()
            .take_while(|&&b| b == b'_' || b == b'\'')
            .count();
        match bytes.get(start + prefix) {
            Some(b) if b.is_ascii_alphabetic() => {
                let rest = bytes[start + prefix..]
                    .iter()
                    .take_while(|&&b| is_ident_char(b))
                    .count();
                Some((prefix + rest, b.is_ascii_uppercase()))
            }
            _ => None,
        }
    };
    match first {
        b'0'..=b'9' => named(number_length(bytes, start), "<NUMBER>"),
        b'"' => match string_length(bytes, start) {
            Some(len) => named(len, "<STRING>"),
            None => token(1, TokenKind::Invalid("\"".into())),
        },
        b'#' => {
            let len = 1 + bytes[start + 1..]
                .iter()
                .take_while(|b| b.is_ascii_alphanumeric() || **b == b'_')
                .count();
            let word = &text[start..start + len];
            if word == "#sum" && bytes.get(start + len) == Some(&b'+') {
                named(len + 1, "#sum+")
            } else if let Some(word) = HASH_WORDS.iter().find(|w| **w == word) {
                named(len, canonical_hash_word(word))
            } else {
                token(len, TokenKind::Invalid(word.into()))
            }
        }
        b'a'..=b'z' | b'A'..=b'Z' | b'_' | b'\'' => match word_length() {
            Some((len, true)) => named(len, "<VARIABLE>"),
            Some((len, false)) => match &text[start..start + len] {
                "not" => named(len, "not"),
                _ => named(len, "<IDENTIFIER>"),
            },
            None if first == b'_' => named(1, "<ANONYMOUS>"),
            None => token(1, TokenKind::Invalid("'".into())),
        },
        _ => {
            if let Some(p) = PUNCTUATION.iter().find(|p| text[start..].starts_with(**p)) {
                match *p {
                    "." => token(1, TokenKind::Dot),
                    "==" => named(2, "="),
                    "<>" => named(2, "!="),
                    p => named(p.len(), p),
                }
            } else {
                let c = text[start..].chars().next().expect("not at the end");
                token(c.len_utf8(), TokenKind::Invalid(c.to_string()))
            }
        }
    }
}

/// gringo's token name for a `#` word (spelling variants share one token).
fn canonical_hash_word(word: &'static str) -> &'static str {
    match word {
        "#minimise" => "#minimize",
        "#maximise" => "#maximize",
        "#infimum" => "#inf",
        "#supremum" => "#sup",
        w => w,
    }
}

/// Where parsing resumes after an error at the token starting at `error_start`: just after the
/// next statement-ending `.` (the erroneous token included), or at the end of the input. Also
/// returns the invalid tokens met on the way, which gringo reports as lexer errors.
pub(crate) fn resynchronize(text: &str, error_start: usize) -> (usize, Vec<Token>) {
    let mut invalid = Vec::new();
    // The erroneous token itself was reported already.
    let first = next_token(text, error_start);
    if first.kind == TokenKind::Dot {
        return (first.end, invalid);
    }
    let mut pos = first.end;
    loop {
        let token = next_token(text, pos);
        match token.kind {
            TokenKind::Dot => return (token.end, invalid),
            TokenKind::Eof => return (text.len(), invalid),
            TokenKind::Invalid(ref what) if what == "<EOF>" => {
                invalid.push(token);
                return (text.len(), invalid);
            }
            TokenKind::Invalid(_) => {
                pos = token.end;
                invalid.push(token);
            }
            TokenKind::Token(_) => pos = token.end,
        }
    }
}

/// The variables of `text` outside braces (the elements of aggregates and choices, whose
/// variables are local to them), each once, in order of first occurrence; anonymous `_`
/// is none. Scanning stops at a lexer error.
pub(crate) fn variables_outside_braces(text: &str) -> Vec<String> {
    words(text, "<VARIABLE>", false)
}

/// The identifiers of `text` (names of predicates, functions and constants), each once, in
/// order of first occurrence. Scanning stops at a lexer error.
pub(crate) fn identifiers(text: &str) -> Vec<String> {
    words(text, "<IDENTIFIER>", true)
}

/// The tokens of `text` named `name` (inside braces too if `in_braces`), each once, in
/// order of first occurrence, until the end or a lexer error.
fn words(text: &str, name: &str, in_braces: bool) -> Vec<String> {
    let mut words: Vec<String> = Vec::new();
    let (mut pos, mut depth) = (0, 0usize);
    loop {
        let token = next_token(text, pos);
        match token.kind {
            TokenKind::Token("{") => depth += 1,
            TokenKind::Token("}") => depth = depth.saturating_sub(1),
            TokenKind::Token(kind) if kind == name && (in_braces || depth == 0) => {
                let word = &text[token.start..token.end];
                if !words.iter().any(|w| w == word) {
                    words.push(word.to_string());
                }
            }
            TokenKind::Eof | TokenKind::Invalid(_) => return words,
            _ => {}
        }
        pos = token.end;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kind(text: &str) -> TokenKind {
        next_token(text, 0).kind
    }

    fn name(s: &'static str) -> TokenKind {
        TokenKind::Token(s)
    }

    #[test]
    fn names_tokens_like_gringo() {
        assert_eq!(kind("  foo(1)"), name("<IDENTIFIER>"));
        assert_eq!(kind("_x"), name("<IDENTIFIER>"));
        assert_eq!(kind("'X1"), name("<VARIABLE>"));
        assert_eq!(kind("_ "), name("<ANONYMOUS>"));
        assert_eq!(kind("not a"), name("not"));
        assert_eq!(kind("nota"), name("<IDENTIFIER>"));
        assert_eq!(kind("0x1F"), name("<NUMBER>"));
        assert_eq!(kind("\"a\\\"b\""), name("<STRING>"));
        assert_eq!(kind(":- a"), name(":-"));
        assert_eq!(kind("<> a"), name("!="));
        assert_eq!(kind("#sum+{"), name("#sum+"));
        assert_eq!(kind("#minimise{"), name("#minimize"));
        assert_eq!(kind(". a"), TokenKind::Dot);
        assert_eq!(kind(".. a"), name(".."));
        assert_eq!(kind("% only a comment\n"), TokenKind::Eof);
    }

    #[test]
    fn reports_what_is_no_token() {
        assert_eq!(kind("#foo."), TokenKind::Invalid("#foo".into()));
        assert_eq!(kind("$"), TokenKind::Invalid("$".into()));
        assert_eq!(kind("ü"), TokenKind::Invalid("ü".into()));
        assert_eq!(kind("\"a\\tb\""), TokenKind::Invalid("\"".into()));
        assert_eq!(kind("\"open\n\""), TokenKind::Invalid("\"".into()));
        let unterminated = next_token("%* a %* b *% c", 0);
        assert_eq!(unterminated.kind, TokenKind::Invalid("<EOF>".into()));
        assert_eq!(unterminated.start, 14);
    }

    #[test]
    fn a_percent_sign_in_a_block_comment_hides_the_rest_of_its_line() {
        assert_eq!(next_token("%* a % b *% c\nd *% p.", 0).start, 19);
    }

    #[test]
    fn resumes_after_the_next_dot() {
        let text = "p(1 $ 2). q.";
        let (resume, invalid) = resynchronize(text, 2);
        assert_eq!(resume, 9);
        assert_eq!(invalid.len(), 1);
        assert_eq!(invalid[0].start, 4);
        assert_eq!(resynchronize("p(1..2", 1).0, 6);
    }
}
