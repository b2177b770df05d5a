//! Reading an option value as clasp reads one (its `ArgString`): values one after the other,
//! separated by commas, each converted from the front of what is left (a number ends where
//! its digits end: `basic,75activity` reads as `basic`, 75, `activity`), optional values
//! only while something is left, and nothing may be left over at the end ([`Reader::end`]).
//!
//! Names are matched case-insensitively and end at the next comma; numbers are read as C's
//! `strtoul` and `strtod` read them ([`unsigned_or_minus_one`], [`real`]); truth values are
//! clasp's words (`1`, `0`, `yes`, `no`, `on`, `off`, `true`, `false`, lower case).

use super::args::{is_off, unsigned_or_minus_one};

/// A value being read.
pub(super) struct Reader<'a> {
    rest: &'a str,
    /// Whether a value was read (the next one follows a comma).
    started: bool,
}

impl<'a> Reader<'a> {
    pub(super) fn new(value: &'a str) -> Reader<'a> {
        Reader {
            rest: value,
            started: false,
        }
    }

    /// Whether nothing is left.
    pub(super) fn end(&self) -> bool {
        self.rest.is_empty()
    }

    /// The text of the next value: what is left, without the comma before it.
    fn next_text(&self) -> &'a str {
        match self.rest.strip_prefix(',') {
            Some(rest) if self.started => rest,
            _ => self.rest,
        }
    }

    /// Reads the next value with `convert`, which takes the text left and returns the value
    /// and the length of the text it read.
    fn read<T>(&mut self, convert: impl Fn(&str) -> Option<(T, usize)>) -> Option<T> {
        let text = self.next_text();
        let (value, length) = convert(text)?;
        self.rest = &text[length..];
        self.started = true;
        Some(value)
    }

    /// An unsigned number (`-1`: the largest).
    pub(super) fn unsigned(&mut self) -> Option<u32> {
        self.read(|text| longest_prefix(text, |t| unsigned_or_minus_one(t.trim_start()).ok()))
    }

    /// A real number.
    pub(super) fn real(&mut self) -> Option<f64> {
        self.read(|text| longest_prefix(text, real))
    }

    /// One of `names` (any case), up to the next comma: its index.
    pub(super) fn name(&mut self, names: &[&str]) -> Option<usize> {
        self.read(|text| {
            let word = text.split(',').next().unwrap_or_default();
            let index = names.iter().position(|n| n.eq_ignore_ascii_case(word))?;
            Some((index, word.len()))
        })
    }

    /// A truth value.
    pub(super) fn flag(&mut self) -> Option<bool> {
        self.read(|text| {
            let word = text.split(',').next().unwrap_or_default();
            let value = match word {
                "1" | "yes" | "on" | "true" => true,
                "0" | "no" | "off" | "false" => false,
                _ => return None,
            };
            Some((value, word.len()))
        })
    }

    /// All that is left (after the comma).
    pub(super) fn rest(&mut self) -> &'a str {
        let rest = self.next_text();
        self.rest = "";
        rest
    }

    /// `read` if something is left, else `default`.
    pub(super) fn or<T>(
        &mut self,
        default: T,
        read: impl FnOnce(&mut Self) -> Option<T>,
    ) -> Option<T> {
        if self.end() {
            Some(default)
        } else {
            read(self)
        }
    }
}

/// The longest front of `text` (up to the next comma) that `convert` reads, and its length.
fn longest_prefix<T>(text: &str, convert: impl Fn(&str) -> Option<T>) -> Option<(T, usize)> {
    let limit = text.find(',').unwrap_or(text.len());
    (1..=limit)
        .rev()
        .filter(|&n| text.is_char_boundary(n))
        .find_map(|n| convert(&text[..n]).map(|value| (value, n)))
}

/// A real number as `strtod` reads it: leading blanks skipped, a sign, decimal digits with
/// an optional exponent, or hexadecimal ones (`0x1p-1`); not infinity or NaN.
pub(super) fn real(text: &str) -> Option<f64> {
    let text = text.trim_start();
    let (negative, digits) = match text.as_bytes().first() {
        Some(b'-') => (true, &text[1..]),
        Some(b'+') => (false, &text[1..]),
        _ => (false, text),
    };
    let magnitude = match digits.get(..2) {
        Some("0x" | "0X") => hexadecimal(&digits[2..])?,
        _ if digits.starts_with(|c: char| c.is_ascii_digit() || c == '.') => {
            digits.parse::<f64>().ok()?
        }
        _ => return None,
    };
    Some(if negative { -magnitude } else { magnitude })
}

/// Hexadecimal digits with an optional point and binary exponent (`1.8p3`).
fn hexadecimal(text: &str) -> Option<f64> {
    let (mantissa, exponent) = match text.split_once(['p', 'P']) {
        Some((m, e)) => (m, e.parse::<i32>().ok()?),
        None => (text, 0),
    };
    let (whole, fraction) = mantissa.split_once('.').unwrap_or((mantissa, ""));
    if whole.is_empty() && fraction.is_empty() {
        return None;
    }
    let mut value = 0.0;
    for c in whole.chars() {
        value = value * 16.0 + f64::from(c.to_digit(16)?);
    }
    let mut scale = 1.0 / 16.0;
    for c in fraction.chars() {
        value += f64::from(c.to_digit(16)?) * scale;
        scale /= 16.0;
    }
    Some(value * 2f64.powi(exponent))
}

/// A set of names of clasp (`Set<E>`): a bit mask up to `max`, or a list of the names, the
/// `i`th name bit `i`.
pub(super) fn name_set(value: &str, names: &[&str], max: u32) -> Option<u32> {
    if let Ok(mask) = unsigned_or_minus_one(value.trim_start()) {
        return (mask <= max).then_some(mask);
    }
    // After a name, the list may end with a word for off (what clasp leaves over of a value
    // may be one).
    let words: Vec<&str> = value.split(',').collect();
    let last_off = words.len() > 1 && is_off(words[words.len() - 1]);
    let mut mask = 0;
    for word in &words[..words.len() - usize::from(last_off)] {
        let i = names.iter().position(|n| n.eq_ignore_ascii_case(word))?;
        mask |= 1 << i;
    }
    Some(mask)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reals_as_strtod_reads_them() {
        for (text, value) in [
            ("0.5", 0.5),
            (".5", 0.5),
            ("1.", 1.0),
            ("+0.5", 0.5),
            (" 0.5", 0.5),
            ("1e-1", 0.1),
            ("0X1p-1", 0.5),
            ("0x.8", 0.5),
            ("-0", 0.0),
            ("1e-400", 0.0),
        ] {
            assert_eq!(real(text), Some(value), "{text}");
        }
        for text in [
            "nan", "inf", "INF", "infinity", ".", "", "x", "0.5 ", "0x", "e5",
        ] {
            assert_eq!(real(text), None, "{text}");
        }
    }

    #[test]
    fn values_one_after_the_other() {
        let mut r = Reader::new("basic,75activity");
        assert_eq!(r.name(&["basic", "sort"]), Some(0));
        assert_eq!(r.unsigned(), Some(75));
        assert_eq!(r.name(&["activity"]), Some(0));
        assert!(r.end());
        let mut r = Reader::new("3,");
        assert_eq!(r.unsigned(), Some(3));
        assert_eq!(r.or(0, Reader::unsigned), None);
        let mut r = Reader::new("0.5x");
        assert_eq!(r.real(), Some(0.5));
        assert!(!r.end());
        assert_eq!(name_set("sign,MODEL", &["sign", "model"], 3), Some(3));
        assert_eq!(name_set("4", &["sign", "model"], 3), None);
        assert_eq!(name_set("sign,no", &["sign", "model"], 3), Some(1));
        assert_eq!(name_set("sign,0,model", &["sign", "model"], 3), None);
    }
}
