//! A scanner of whitespace-separated numbers over text, for the formats that, unlike aspif,
//! do not keep a statement on one line (smodels, DIMACS). It counts lines for error messages.

use super::read::ReadError;

/// The unread rest of the text and the line it starts on.
pub(super) struct Scanner<'t> {
    rest: &'t str,
    line: usize,
}

impl<'t> Scanner<'t> {
    pub(super) fn new(text: &'t str) -> Scanner<'t> {
        Scanner {
            rest: text,
            line: 1,
        }
    }

    /// An error at the current line.
    pub(super) fn error(&self, message: &str) -> ReadError {
        ReadError {
            line: self.line,
            message: message.to_string(),
        }
    }

    /// The line the unread text starts on.
    pub(super) fn line(&self) -> usize {
        self.line
    }

    /// Reads `c` if it is the next character (whitespace is not skipped).
    pub(super) fn eat(&mut self, c: char) -> bool {
        match self.rest.strip_prefix(c) {
            Some(rest) => {
                self.rest = rest;
                true
            }
            None => false,
        }
    }

    /// Skips spaces, tabs and carriage returns (not newlines).
    pub(super) fn skip_blanks(&mut self) {
        self.rest = self.rest.trim_start_matches([' ', '\t', '\r']);
    }

    /// Skips all whitespace, counting newlines.
    pub(super) fn skip_whitespace(&mut self) {
        let trimmed = self.rest.trim_start();
        let skipped = &self.rest[..self.rest.len() - trimmed.len()];
        self.line += skipped.matches('\n').count();
        self.rest = trimmed;
    }

    /// The next character after whitespace, without reading it.
    pub(super) fn peek(&mut self) -> Option<char> {
        self.skip_whitespace();
        self.rest.chars().next()
    }

    /// Whether only whitespace is left.
    pub(super) fn at_end(&mut self) -> bool {
        self.peek().is_none()
    }

    /// Reads `word` if the text (after whitespace) starts with it.
    pub(super) fn keyword(&mut self, word: &str) -> bool {
        self.skip_whitespace();
        match self.rest.strip_prefix(word) {
            Some(rest) => {
                self.rest = rest;
                true
            }
            None => false,
        }
    }

    /// The rest of the current line (without its newline), which is consumed.
    pub(super) fn rest_of_line(&mut self) -> &'t str {
        let end = self.rest.find('\n').unwrap_or(self.rest.len());
        let (line, rest) = self.rest.split_at(end);
        self.rest = rest;
        line
    }

    /// The next integer, or an error saying `what` was expected.
    pub(super) fn int(&mut self, what: &str) -> Result<i64, ReadError> {
        self.skip_whitespace();
        let end = self
            .rest
            .char_indices()
            .find(|&(i, c)| !(c.is_ascii_digit() || (i == 0 && (c == '-' || c == '+'))))
            .map_or(self.rest.len(), |(i, _)| i);
        let (word, rest) = self.rest.split_at(end);
        let value = word.parse::<i64>().map_err(|_| self.error(what))?;
        self.rest = rest;
        Ok(value)
    }

    /// The next integer in `0..=max`.
    pub(super) fn unsigned(&mut self, max: u64, what: &str) -> Result<u64, ReadError> {
        let value = self.int(what)?;
        u64::try_from(value)
            .ok()
            .filter(|&v| v <= max)
            .ok_or_else(|| self.error(what))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_across_lines() {
        let mut s = Scanner::new(" 1\n-2 +3\n\n x");
        assert_eq!(s.int("n").unwrap(), 1);
        assert_eq!(s.int("n").unwrap(), -2);
        assert_eq!(s.unsigned(5, "n").unwrap(), 3);
        let error = s.int("a number expected").unwrap_err();
        assert_eq!(
            (error.line, error.message.as_str()),
            (4, "a number expected")
        );
        assert!(s.keyword("x"));
        assert!(s.at_end());
    }
}
