//! Reading aspif text (as `clingo --mode=gringo` writes it) into a [`GroundProgram`].
//!
//! The format (Kaminski et al., "Theory solving made easy with clingo 5", appendix; libpotassco
//! `aspif.h`) is line based: a header `asp 1 0 0 [tags]`, then one statement per line, each a
//! type number followed by integers, and a final `0`. Supported statements: rules (1),
//! minimize (2), projection (3), output (4), external (5), assumption (6), heuristic (7),
//! edge (8), theory statements (9: terms, elements and theory atoms, into
//! [`GroundProgram::theory`], as `read/theory.rs` says) and comments (10); [`read_steps`] also reads
//! incremental programs, step by step. Every malformed input is reported as a [`ReadError`]
//! with its line number; the reader never panics.

use super::{
    AtomId, Body, Edge, ExternalValue, GroundLit, GroundProgram, HeadKind, Heuristic,
    HeuristicModifier, Minimize, Output, Rule, WeightedLit,
};
use std::fmt;

mod theory;

/// Atoms must lie in `1..=MAX_ATOM` (libpotassco's `atomMax`, `2^31 - 1`).
const MAX_ATOM: u64 = (1 << 31) - 1;

/// Why aspif text could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadError {
    /// The 1-based line the problem was found on.
    pub line: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "parse error in line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for ReadError {}

/// Parses aspif text into a ground program (incremental programs are refused: see
/// [`read_steps`]).
pub fn read(text: &str) -> Result<GroundProgram, ReadError> {
    let mut steps = parse(text, false)?;
    Ok(steps.swap_remove(0))
}

/// Parses aspif text into the ground programs of its steps: one for a program, one per
/// block ending with `0` for an incremental one (header `asp 1 0 0 incremental`, as
/// `clingo --mode=gringo` writes a multi-shot program). Atoms are numbered across the steps.
pub fn read_steps(text: &str) -> Result<Vec<GroundProgram>, ReadError> {
    parse(text, true)
}

/// Parses aspif text into its steps; an incremental header is an error unless
/// `incremental` allows it.
fn parse(text: &str, incremental: bool) -> Result<Vec<GroundProgram>, ReadError> {
    let mut steps = vec![GroundProgram::default()];
    let mut lines = text.lines().enumerate().map(|(i, l)| (i + 1, l));
    let (line_no, header) = lines.next().ok_or_else(|| ReadError {
        line: 1,
        message: "empty input: expected the aspif header `asp 1 0 0`".into(),
    })?;
    let stepped = read_header(line_no, header, incremental)?;
    let mut scratch = RuleScratch::default();
    let mut theory = theory::TheoryReader::new(text.len());
    let mut ended = false;
    for (line_no, line) in lines {
        if ended {
            if line.trim().is_empty() {
                continue;
            }
            if !stepped {
                return Err(ReadError {
                    line: line_no,
                    message: "statement after the end of the program (`0`); incremental \
                              programs are not supported"
                        .into(),
                });
            }
            // The next step, over the atoms of the earlier ones.
            let atom_count = steps.last().map_or(0, |step| step.atom_count);
            steps.push(GroundProgram {
                atom_count,
                ..GroundProgram::default()
            });
            ended = false;
        }
        let mut cursor = Cursor {
            line: line_no,
            rest: line,
        };
        if line.trim().is_empty() {
            return Err(cursor.error("empty line: expected a statement"));
        }
        let program = steps.last_mut().expect("a step");
        match statement(&mut cursor, program, &mut scratch, &mut theory)? {
            Line::Comment => continue,
            Line::End => {
                theory.end_step(&mut program.theory)?;
                ended = true;
            }
            Line::Statement => {}
        }
        cursor.finish()?;
    }
    if !ended {
        let last = text.lines().count().max(1);
        return Err(ReadError {
            line: last,
            message: "unexpected end of input: the program must end with `0`".into(),
        });
    }
    Ok(steps)
}

/// What a statement line was.
enum Line {
    /// The end of the program, `0`.
    End,
    /// A comment (type 10).
    Comment,
    /// A statement, added to the program.
    Statement,
}

/// Reads the statement at `cursor` (its type, then its numbers) into `program`.
fn statement(
    cursor: &mut Cursor,
    program: &mut GroundProgram,
    scratch: &mut RuleScratch,
    theory: &mut theory::TheoryReader,
) -> Result<Line, ReadError> {
    match cursor.unsigned("statement type")? {
        0 => {
            cursor.finish()?;
            return Ok(Line::End);
        }
        1 => read_rule(cursor, program, scratch)?,
        2 => {
            let priority = cursor.int("priority")?;
            let elements = cursor.weighted_lits(program)?;
            program.minimize.push(Minimize { priority, elements });
        }
        3 => {
            let atoms = cursor.atoms(program)?;
            program
                .projection
                .get_or_insert_with(Vec::new)
                .extend(atoms);
        }
        4 => {
            let symbol = cursor.string()?;
            let condition = cursor.lits(program)?;
            program.outputs.push(Output { symbol, condition });
        }
        5 => {
            let atom = cursor.atom(program)?;
            let value = match cursor.unsigned("external value")? {
                0 => ExternalValue::Free,
                1 => ExternalValue::True,
                2 => ExternalValue::False,
                3 => ExternalValue::Release,
                v => return Err(cursor.error(&format!("invalid external value {v}"))),
            };
            program.externals.push((atom, value));
        }
        6 => {
            let lits = cursor.lits(program)?;
            program.assumptions.extend(lits);
        }
        7 => read_heuristic(cursor, program)?,
        8 => {
            let from = cursor.int("edge source")?;
            let to = cursor.int("edge target")?;
            let condition = cursor.lits(program)?;
            program.edges.push(Edge {
                from,
                to,
                condition,
            });
        }
        9 => theory.statement(cursor, program)?,
        10 => return Ok(Line::Comment),
        t => return Err(cursor.error(&format!("unknown statement type {t}"))),
    }
    Ok(Line::Statement)
}

/// Reads the header; returns whether it is incremental (an error unless `incremental`).
fn read_header(line: usize, header: &str, incremental: bool) -> Result<bool, ReadError> {
    let mut cursor = Cursor { line, rest: header };
    let magic = cursor.word();
    if magic != "asp" {
        return Err(cursor.error("expected the aspif header `asp 1 0 0`"));
    }
    let major = cursor.unsigned("major version")?;
    let _minor = cursor.unsigned("minor version")?;
    let _revision = cursor.unsigned("revision")?;
    if major != 1 {
        return Err(cursor.error(&format!("unsupported aspif version {major}")));
    }
    match cursor.word() {
        "" => Ok(false),
        "incremental" if incremental => Ok(true),
        "incremental" => Err(cursor.error("incremental aspif programs are not supported")),
        tag => Err(cursor.error(&format!("unknown header tag `{tag}`"))),
    }
}

/// Vectors a rule is read into, reused from rule to rule (a vector each for a rule's head and
/// body was a fifth of the instructions of reading a large Labyrinth's 122,263 rules).
#[derive(Default)]
struct RuleScratch {
    head: Vec<AtomId>,
    literals: Vec<GroundLit>,
}

fn read_rule(
    cursor: &mut Cursor,
    program: &mut GroundProgram,
    scratch: &mut RuleScratch,
) -> Result<(), ReadError> {
    let kind = match cursor.unsigned("head type")? {
        0 => HeadKind::Disjunction,
        1 => HeadKind::Choice,
        h => return Err(cursor.error(&format!("invalid head type {h}"))),
    };
    cursor.atoms_into(program, &mut scratch.head)?;
    let head = &scratch.head;
    let elements: Vec<WeightedLit>;
    let body = match cursor.unsigned("body type")? {
        0 => {
            cursor.lits_into(program, &mut scratch.literals)?;
            Body::Normal(&scratch.literals)
        }
        1 => {
            let lower = cursor.int("lower bound")?;
            elements = cursor.weighted_lits(program)?;
            Body::Sum {
                lower,
                elements: &elements,
            }
        }
        2 => {
            // A count body (libpotassco's `Body_t::Count`): a weight body with unit weights.
            let lower = cursor.int("lower bound")?;
            elements = (cursor.lits(program)?.into_iter())
                .map(|lit| WeightedLit { lit, weight: 1 })
                .collect();
            Body::Sum {
                lower,
                elements: &elements,
            }
        }
        b => return Err(cursor.error(&format!("invalid body type {b}"))),
    };
    program.rules.push(Rule { kind, head, body });
    Ok(())
}

fn read_heuristic(cursor: &mut Cursor, program: &mut GroundProgram) -> Result<(), ReadError> {
    let modifier = match cursor.unsigned("heuristic modifier")? {
        0 => HeuristicModifier::Level,
        1 => HeuristicModifier::Sign,
        2 => HeuristicModifier::Factor,
        3 => HeuristicModifier::Init,
        4 => HeuristicModifier::True,
        5 => HeuristicModifier::False,
        m => return Err(cursor.error(&format!("invalid heuristic modifier {m}"))),
    };
    let atom = cursor.atom(program)?;
    let value = cursor.int("heuristic value")?;
    let priority = cursor.unsigned("heuristic priority")?;
    let priority =
        u32::try_from(priority).map_err(|_| cursor.error("heuristic priority out of range"))?;
    let condition = cursor.lits(program)?;
    program.heuristics.push(Heuristic {
        modifier,
        atom,
        value,
        priority,
        condition,
    });
    Ok(())
}

/// The unread rest of one line.
struct Cursor<'t> {
    line: usize,
    rest: &'t str,
}

impl<'t> Cursor<'t> {
    fn error(&self, message: &str) -> ReadError {
        ReadError {
            line: self.line,
            message: message.to_string(),
        }
    }

    /// The next space-separated word, or `""` at the end of the line.
    fn word(&mut self) -> &'t str {
        let trimmed = self.rest.trim_start_matches([' ', '\t', '\r']);
        let end = trimmed.find([' ', '\t', '\r']).unwrap_or(trimmed.len());
        let (word, rest) = trimmed.split_at(end);
        self.rest = rest;
        word
    }

    /// The next word if it is a plain decimal number (`-` then up to 18 digits), committed
    /// only then: the fast path of [`Cursor::int`] and [`Cursor::unsigned`], which read
    /// anything else (`+7`, overflow, text) as a word to report it as `str::parse` does.
    /// Reading a large aspif file is mostly this (sudoku49's 8.8 MB).
    #[inline]
    fn plain_number(&mut self) -> Option<(bool, u64)> {
        let bytes = self.rest.as_bytes();
        let mut i = 0;
        while matches!(bytes.get(i), Some(b' ' | b'\t' | b'\r')) {
            i += 1;
        }
        let negative = bytes.get(i) == Some(&b'-');
        i += usize::from(negative);
        let start = i;
        let mut value: u64 = 0;
        while let Some(&b) = bytes.get(i).filter(|b| b.is_ascii_digit()) {
            value = value.wrapping_mul(10).wrapping_add(u64::from(b - b'0')); // kept if <= 18 digits
            i += 1;
        }
        let digits = i - start;
        if digits == 0 || digits > 18 || !matches!(bytes.get(i), None | Some(b' ' | b'\t' | b'\r'))
        {
            return None;
        }
        self.rest = &self.rest[i..];
        Some((negative, value))
    }

    #[inline]
    fn int(&mut self, what: &str) -> Result<i32, ReadError> {
        let rest = self.rest;
        if let Some((negative, value)) = self.plain_number() {
            let value = value as i64; // at most 18 digits
            if let Ok(n) = i32::try_from(if negative { -value } else { value }) {
                return Ok(n);
            }
            self.rest = rest;
        }
        self.int_word(what)
    }

    /// [`Cursor::int`] of a word that is not a plain number.
    #[cold]
    fn int_word(&mut self, what: &str) -> Result<i32, ReadError> {
        let word = self.word();
        if word.is_empty() {
            return Err(self.error(&format!("unexpected end of line: expected {what}")));
        }
        word.parse::<i32>()
            .map_err(|_| self.error(&format!("expected {what} (an integer), found `{word}`")))
    }

    #[inline]
    fn unsigned(&mut self, what: &str) -> Result<u64, ReadError> {
        let rest = self.rest;
        match self.plain_number() {
            Some((false, value)) => return Ok(value),
            Some((true, _)) => self.rest = rest,
            None => {}
        }
        self.unsigned_word(what)
    }

    /// [`Cursor::unsigned`] of a word that is not a plain number.
    #[cold]
    fn unsigned_word(&mut self, what: &str) -> Result<u64, ReadError> {
        let word = self.word();
        if word.is_empty() {
            return Err(self.error(&format!("unexpected end of line: expected {what}")));
        }
        word.parse::<u64>().map_err(|_| {
            self.error(&format!(
                "expected {what} (a non-negative integer), found `{word}`"
            ))
        })
    }

    /// A count `n` followed by `n` items; guards against absurd counts before allocating.
    fn count(&mut self, what: &str) -> Result<usize, ReadError> {
        let n = self.unsigned(what)?;
        let words_left = self.rest.len().div_ceil(2) as u64;
        if n > words_left {
            return Err(self.error(&format!(
                "{what} is {n}, but the line has fewer items than that"
            )));
        }
        Ok(n as usize)
    }

    #[inline]
    fn atom(&mut self, program: &mut GroundProgram) -> Result<AtomId, ReadError> {
        let a = self.unsigned("an atom")?;
        if a == 0 || a > MAX_ATOM {
            return Err(self.atom_error(a));
        }
        program.atom_count = program.atom_count.max(a as u32);
        Ok(AtomId(a as u32))
    }

    #[cold]
    fn atom_error(&self, a: u64) -> ReadError {
        self.error(&format!("atom {a} out of range 1..=2147483647"))
    }

    #[inline]
    fn lit(&mut self, program: &mut GroundProgram) -> Result<GroundLit, ReadError> {
        let l = self.int("a literal")?;
        if l == 0 || l == i32::MIN {
            return Err(self.lit_error(l));
        }
        program.atom_count = program.atom_count.max(l.unsigned_abs());
        Ok(GroundLit(l))
    }

    #[cold]
    fn lit_error(&self, l: i32) -> ReadError {
        self.error(&format!("invalid literal {l}"))
    }

    fn atoms(&mut self, program: &mut GroundProgram) -> Result<Vec<AtomId>, ReadError> {
        let mut atoms = Vec::new();
        self.atoms_into(program, &mut atoms)?;
        Ok(atoms)
    }

    /// Reads a count and that many atoms into `out` (cleared first).
    fn atoms_into(
        &mut self,
        program: &mut GroundProgram,
        out: &mut Vec<AtomId>,
    ) -> Result<(), ReadError> {
        self.counted_into("the number of atoms", program, out, Cursor::atom)
    }

    fn lits(&mut self, program: &mut GroundProgram) -> Result<Vec<GroundLit>, ReadError> {
        let mut lits = Vec::new();
        self.lits_into(program, &mut lits)?;
        Ok(lits)
    }

    /// Reads a count and that many literals into `out` (cleared first).
    fn lits_into(
        &mut self,
        program: &mut GroundProgram,
        out: &mut Vec<GroundLit>,
    ) -> Result<(), ReadError> {
        self.counted_into("the number of literals", program, out, Cursor::lit)
    }

    fn weighted_lits(
        &mut self,
        program: &mut GroundProgram,
    ) -> Result<Vec<WeightedLit>, ReadError> {
        let mut elements = Vec::new();
        let what = "the number of weighted literals";
        self.counted_into(what, program, &mut elements, |cursor, program| {
            let lit = cursor.lit(program)?;
            let weight = cursor.int("a weight")?;
            Ok(WeightedLit { lit, weight })
        })?;
        Ok(elements)
    }

    /// Reads a count (`what`) and that many items, each by `item`, into `out` (cleared
    /// first).
    #[inline]
    fn counted_into<T>(
        &mut self,
        what: &str,
        program: &mut GroundProgram,
        out: &mut Vec<T>,
        mut item: impl FnMut(&mut Self, &mut GroundProgram) -> Result<T, ReadError>,
    ) -> Result<(), ReadError> {
        let n = self.count(what)?;
        out.clear();
        out.reserve(n);
        for _ in 0..n {
            out.push(item(self, program)?);
        }
        Ok(())
    }

    /// `m s`: a length in bytes, one space, then exactly `m` bytes of text.
    fn string(&mut self) -> Result<String, ReadError> {
        let len = self.unsigned("the string length")?;
        let Some(rest) = self.rest.strip_prefix(' ') else {
            return Err(self.error("expected a space before the string"));
        };
        let len = usize::try_from(len).map_err(|_| self.error("string length out of range"))?;
        if len > rest.len() || !rest.is_char_boundary(len) {
            return Err(self.error(&format!("string of length {len} does not fit on the line")));
        }
        let (s, rest) = rest.split_at(len);
        self.rest = rest;
        Ok(s.to_string())
    }

    /// Requires that nothing but whitespace is left on the line.
    fn finish(&mut self) -> Result<(), ReadError> {
        match self.word() {
            "" => Ok(()),
            w => Err(self.error(&format!("unexpected `{w}` at the end of the statement"))),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_every_supported_statement() {
        let text = "asp 1 0 0\n1 1 3 1 2 3 0 0\n1 0 1 4 1 2 3 1 1 2 2 3 1\n2 2 1 1 1\n\
                    3 1 1\n4 6 p(\"a\") 1 -2\n5 4 2\n6 1 -3\n7 0 1 1 0 0\n8 0 1 1 1\n10 hi\n0\n";
        let p = read(text).unwrap();
        assert_eq!(p.atom_count, 4);
        assert_eq!(p.rules.len(), 2);
        assert_eq!(p.rules.get(0).kind, HeadKind::Choice);
        assert_eq!(
            p.rules.get(1).body,
            Body::Sum {
                lower: 2,
                elements: &[
                    WeightedLit {
                        lit: GroundLit(1),
                        weight: 1
                    },
                    WeightedLit {
                        lit: GroundLit(2),
                        weight: 2
                    },
                    WeightedLit {
                        lit: GroundLit(3),
                        weight: 1
                    },
                ]
            }
        );
        assert_eq!(p.minimize[0].priority, 2);
        assert_eq!(p.projection, Some(vec![AtomId(1)]));
        assert_eq!(p.outputs[0].symbol, "p(\"a\")");
        assert_eq!(p.outputs[0].condition, vec![GroundLit(-2)]);
        assert_eq!(p.externals, vec![(AtomId(4), ExternalValue::False)]);
        assert_eq!(p.assumptions, vec![GroundLit(-3)]);
        assert_eq!(p.heuristics[0].modifier, HeuristicModifier::Level);
        assert_eq!(p.edges[0].to, 1);
    }

    #[test]
    fn output_strings_may_contain_spaces() {
        let p = read("asp 1 0 0\n4 8 p(\"a b\") 0\n0\n").unwrap();
        assert_eq!(p.outputs[0].symbol, "p(\"a b\")");
    }

    #[test]
    fn malformed_input_is_an_error_with_a_line() {
        let cases = [
            ("", 1, "empty input"),
            ("asp 2 0 0\n0\n", 1, "unsupported aspif version"),
            ("asp 1 0 0 incremental\n0\n", 1, "incremental"),
            ("asp 1 0 0\n1 0 1 0 0 0\n0\n", 2, "atom 0 out of range"),
            ("asp 1 0 0\n1 0 1 1 0 2 1\n0\n", 2, "fewer items"),
            ("asp 1 0 0\n1 0 1 1 0 1 x\n0\n", 2, "found `x`"),
            ("asp 1 0 0\n1 0 1 1 0 0 5\n0\n", 2, "unexpected `5`"),
            (
                "asp 1 0 0\n9 3 1 2\n0\n",
                2,
                "unrecognized theory statement type",
            ),
            ("asp 1 0 0\n1 0 1 1 0 0\n", 2, "must end with `0`"),
            ("asp 1 0 0\n4 9 p 0\n0\n", 2, "does not fit"),
            ("asp 1 0 0\n5 1 7\n0\n", 2, "invalid external value"),
            ("asp 1 0 0\n0\n1 0 1 1 0 0\n", 3, "after the end"),
            ("asp 1 0 0\n99\n0\n", 2, "unknown statement type"),
            ("asp 1 0 0\n1 0 4294967295 1\n0\n", 2, "fewer items"),
        ];
        for (text, line, message) in cases {
            let err = read(text).unwrap_err();
            assert_eq!(err.line, line, "{text:?}: {err}");
            assert!(err.message.contains(message), "{text:?}: {err}");
        }
    }

    #[test]
    fn numbers_are_read_as_str_parse_reads_them() {
        let words = [
            "0",
            "-0",
            "7",
            "+7",
            "-7",
            "007",
            "2147483647",
            "-2147483648",
            "2147483648",
            "-2147483649",
            "999999999999999999",
            "9999999999999999999",
            "18446744073709551615",
            "18446744073709551616",
            "99999999999999999999999",
            "-",
            "--1",
            "1-",
            "1x",
            "x",
            "\t5\r",
            "\u{e9}1",
        ];
        for word in words {
            let rest = format!("{word} 42");
            let read_int = |rest: &str| {
                let mut cursor = Cursor { line: 1, rest };
                (cursor.int("n").ok(), cursor.rest.to_string())
            };
            let read_unsigned = |rest: &str| {
                let mut cursor = Cursor { line: 1, rest };
                (cursor.unsigned("n").ok(), cursor.rest.to_string())
            };
            let trimmed = word.trim_matches([' ', '\t', '\r']);
            let (int, after_int) = read_int(&rest);
            assert_eq!(int, trimmed.parse::<i32>().ok(), "{word:?}");
            let (unsigned, after_unsigned) = read_unsigned(&rest);
            assert_eq!(unsigned, trimmed.parse::<u64>().ok(), "{word:?}");
            assert_eq!(after_int.trim_start(), "42", "{word:?}");
            assert_eq!(after_unsigned.trim_start(), "42", "{word:?}");
        }
    }

    #[test]
    fn incremental_programs_are_read_step_by_step() {
        let text = "asp 1 0 0 incremental\n1 0 1 1 0 0\n5 2 1\n0\n5 2 3\n1 0 1 3 0 1 1\n0\n";
        let steps = read_steps(text).unwrap();
        assert_eq!(steps.len(), 2);
        assert_eq!(steps[0].atom_count, 2);
        assert_eq!(steps[0].externals, [(AtomId(2), ExternalValue::True)]);
        assert_eq!(steps[1].externals, [(AtomId(2), ExternalValue::Release)]);
        assert_eq!((steps[1].atom_count, steps[1].rules.len()), (3, 1));
        let unended = read_steps("asp 1 0 0 incremental\n0\n1 0 1 1 0 0\n").unwrap_err();
        assert_eq!(unended.line, 3);
        assert!(
            read("asp 1 0 0 incremental\n0\n").is_err(),
            "read takes no steps"
        );
    }

    #[test]
    fn theory_statements_are_read_and_numbered_as_clingo_numbers_them() {
        // An atom before the terms it uses; term 9 is used by no atom.
        let text = "asp 1 0 0\n9 6 3 4 2 1 0 6 5\n9 1 4 1 s\n9 1 6 2 >=\n9 0 5 2\n\
                    9 0 7 1\n9 1 8 1 -\n9 2 2 8 1 7\n9 4 1 1 2 1 -1\n9 4 0 0 0\n9 0 9 3\n\
                    9 5 0 4 0\n0\n";
        let p = read(text).unwrap();
        assert_eq!(p.atom_count, 3);
        let t = &p.theory;
        assert_eq!(t.atoms.len(), 2);
        assert_eq!(t.atoms[0].atom, Some(AtomId(3)));
        assert_eq!(t.atoms[1].atom, None);
        let lit = |l: GroundLit| l.0.to_string();
        assert_eq!(t.atom_text(&t.atoms[0], &lit), "&s{(-1): -1; : }>=(2)");
        // Numbered in the order written: s, 1, -, -(1), element, element, >=, 2.
        assert_eq!(t.terms().count(), 6);
        assert_eq!(t.atoms[0].name.0, 0);
        assert_eq!(
            t.atoms[0].guard.map(|(op, rhs)| (op.0, rhs.0)),
            Some((4, 5))
        );
        assert_eq!(t.atoms[1].name.0, 0, "equal terms share an id");
    }

    #[test]
    fn malformed_theory_statements_are_errors() {
        let cases = [
            ("9 1 0 1 a\n9 1 0 1 b\n", 3, "redefinition of theory term 0"),
            (
                "9 4 0 0 0\n9 4 0 0 0\n",
                3,
                "redefinition of theory element 0",
            ),
            (
                "9 4 0 1 7 0\n9 1 0 1 a\n9 5 1 0 1 0\n",
                4,
                "unknown theory term 7",
            ),
            ("9 1 0 1 a\n9 5 1 0 1 3\n", 3, "unknown theory element 3"),
            ("9 1 0 1 a\n9 6 1 0 0 4 0\n", 3, "unknown theory term 4"),
            (
                "9 1 0 1 a\n9 2 1 -4 1 0\n",
                3,
                "unrecognized compound term type -4",
            ),
            ("9 3 1 0 0\n", 2, "unrecognized theory statement type 3"),
            ("9 0 99999 1\n", 2, "too large"),
            ("9 5 2147483648 0 0\n", 2, "out of range"),
            ("9 1 0 3 ab\n", 2, "does not fit"),
            ("9 4 0 1 0 1 0\n", 2, "invalid literal 0"),
        ];
        for (statements, line, message) in cases {
            let text = format!("asp 1 0 0\n{statements}0\n");
            let err = read(&text).unwrap_err();
            assert_eq!(err.line, line, "{text:?}: {err}");
            assert!(err.message.contains(message), "{text:?}: {err}");
        }
        // A compound term that no atom uses is not checked (clingo neither).
        assert!(read("asp 1 0 0\n9 1 0 1 a\n9 2 1 5 1 0\n0\n").is_ok());
    }

    #[test]
    fn theory_ids_of_an_earlier_step_may_be_defined_again_and_used() {
        // Step 2 defines term 0 again (twice: clasp allows it for an id of an earlier
        // step) and uses term 1 of step 1, which it does not define.
        let text = "asp 1 0 0 incremental\n9 1 0 1 a\n9 1 1 1 b\n9 5 1 0 0\n0\n\
                    9 1 0 1 c\n9 1 0 1 d\n9 2 2 0 1 1\n9 5 2 2 0\n0\n";
        let steps = read_steps(text).unwrap();
        let t = &steps[1].theory;
        assert_eq!(t.atom_text(&t.atoms[0], &|l| l.0.to_string()), "&d(b){}");
        let redefined = "asp 1 0 0 incremental\n9 1 0 1 a\n9 5 1 0 0\n0\n\
                         9 1 3 1 c\n9 1 3 1 d\n0\n";
        let err = read_steps(redefined).unwrap_err();
        assert_eq!(
            (err.line, err.message.as_str()),
            (6, "redefinition of theory term 3")
        );
    }
}

#[cfg(test)]
mod fuzz {
    use super::read;
    use proptest::prelude::*;

    /// Lines of small integers, words and junk, behind a valid header.
    fn aspif_like() -> impl Strategy<Value = String> {
        let token = prop_oneof![
            (-5i64..40).prop_map(|n| n.to_string()),
            Just("4294967296".to_string()),
            Just("-2147483648".to_string()),
            Just("p(1)".to_string()),
            Just("x".to_string()),
            Just("".to_string()),
        ];
        let line = prop::collection::vec(token, 0..12).prop_map(|t| t.join(" "));
        prop::collection::vec(line, 0..8)
            .prop_map(|lines| format!("asp 1 0 0\n{}\n0\n", lines.join("\n")))
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]

        /// Malformed input is an error, never a panic.
        #[test]
        fn never_panics(text in aspif_like()) {
            let _ = read(&text);
        }

        #[test]
        fn never_panics_on_arbitrary_text(text in "\\PC{0,200}") {
            let _ = read(&text);
        }
    }
}
