//! Syntax errors in gringo's words: `syntax error, unexpected <token>[, expecting ...]` at
//! the token where pest stopped, `lexer error, unexpected <text>` where no token starts.

use super::Rule;
use crate::diag::{Diagnostic, FileId, Span};
use crate::syntax::token::{self, TokenKind};

/// The diagnostic for a character sequence where no token starts.
pub(super) fn lexer_error(file: FileId, token: &token::Token) -> Diagnostic {
    let TokenKind::Invalid(text) = &token.kind else {
        unreachable!("only invalid tokens are lexer errors")
    };
    Diagnostic::error(
        Span::new(file, token.start, token.end),
        format!("lexer error, unexpected {text}"),
    )
}

/// The diagnostic for a pest failure at byte `at`, worded as gringo words it.
pub(super) fn syntax_error(
    text: &str,
    file: FileId,
    at: usize,
    error: &pest::error::Error<Rule>,
) -> Diagnostic {
    if let pest::error::ErrorVariant::CustomError { message } = &error.variant {
        // pest stops before the stack runs out; the only custom errors are these limits.
        return Diagnostic::error(
            Span::new(file, at, at),
            format!("the input is nested too deeply to parse ({message})"),
        );
    }
    let token = token::next_token(text, at);
    let unexpected = match &token.kind {
        TokenKind::Invalid(_) => return lexer_error(file, &token),
        // bison names the comma by its quoted string (gringo's `COMMA ","`).
        TokenKind::Token(",") => "\",\"".into(),
        TokenKind::Token(name) => name.to_string(),
        TokenKind::Dot => ".".into(),
        TokenKind::Eof => "EOF".into(),
    };
    let mut message = format!("syntax error, unexpected {unexpected}");
    if let pest::error::ErrorVariant::ParsingError { positives, .. } = &error.variant {
        let mut expected: Vec<&str> = positives.iter().filter_map(|r| expected_name(*r)).collect();
        expected.sort_unstable();
        expected.dedup();
        // Like bison, say what was expected only when that is a short list.
        if !expected.is_empty() && expected.len() <= 4 && expected.len() == positives.len() {
            message.push_str(", expecting ");
            message.push_str(&expected.join(" or "));
        }
    }
    Diagnostic::error(Span::new(file, token.start, token.end), message)
}

/// The name of a token rule in messages; `None` for rules that are not single tokens.
fn expected_name(token: Rule) -> Option<&'static str> {
    Some(match token {
        Rule::dot => ".",
        Rule::colon => ":",
        Rule::if_sign => ":-",
        Rule::comma => "\",\"",
        Rule::semicolon => ";",
        Rule::vbar => "|",
        Rule::lparen => "(",
        Rule::rparen => ")",
        Rule::lbrace => "{",
        Rule::rbrace => "}",
        Rule::lbrack => "[",
        Rule::rbrack => "]",
        Rule::at => "@",
        Rule::slash => "/",
        Rule::equals => "=",
        Rule::langle => "<",
        Rule::rangle => ">",
        Rule::identifier => "<IDENTIFIER>",
        Rule::variable => "<VARIABLE>",
        Rule::number => "<NUMBER>",
        Rule::string => "<STRING>",
        Rule::relation => "a comparison",
        Rule::term | Rule::no_term => "a term",
        Rule::literal => "a literal",
        _ => return None,
    })
}
