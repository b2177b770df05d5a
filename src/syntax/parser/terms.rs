//! Terms: from `term` pairs to [`Term`] nodes by precedence climbing (within the nesting
//! depth the stack allows), and the values of number and string tokens.

use super::{Builder, P, Rule, children};
use crate::diag::Span;
use crate::syntax::ast::*;
use pest::pratt_parser::{Assoc, Op, PrattParser};
use std::sync::LazyLock;

/// The Pratt parser for terms, loosest operators first (gringo's `%left`/`%right` table).
static PRATT: LazyLock<PrattParser<Rule>> = LazyLock::new(|| {
    PrattParser::new()
        .op(Op::infix(Rule::op_interval, Assoc::Left))
        .op(Op::infix(Rule::op_xor, Assoc::Left))
        .op(Op::infix(Rule::op_or, Assoc::Left))
        .op(Op::infix(Rule::op_and, Assoc::Left))
        .op(Op::infix(Rule::op_add, Assoc::Left) | Op::infix(Rule::op_sub, Assoc::Left))
        .op(Op::infix(Rule::op_mul, Assoc::Left)
            | Op::infix(Rule::op_div, Assoc::Left)
            | Op::infix(Rule::op_mod, Assoc::Left))
        .op(Op::infix(Rule::op_pow, Assoc::Right))
        .op(Op::prefix(Rule::op_neg) | Op::prefix(Rule::op_bnot))
});

/// Whether a pair is an operator of the Pratt table.
fn is_operator(kind: Rule) -> bool {
    matches!(
        kind,
        Rule::op_interval
            | Rule::op_xor
            | Rule::op_or
            | Rule::op_and
            | Rule::op_add
            | Rule::op_sub
            | Rule::op_mul
            | Rule::op_div
            | Rule::op_mod
            | Rule::op_pow
            | Rule::op_neg
            | Rule::op_bnot
    )
}

/// 2^31, the literal that is the integer -2^31 when negated (`-2147483648`).
const MINUS_MIN: i64 = 1 << 31;

impl Builder {
    /// A `term` or `const_term` pair, by precedence climbing over its operators. Each
    /// operator may add a level to the tree (`1+1+...+1` is as deep as it is long), so
    /// operators count towards the nesting depth like parentheses do.
    pub(super) fn term(&self, pair: P<'_>) -> Term {
        let operators = pair
            .clone()
            .into_inner()
            .filter(|p| is_operator(p.as_rule()))
            .count();
        let depth = self.depth.get();
        if depth + operators >= self.max_depth {
            let start = self.offset + pair.as_span().start();
            let span = Span::new(self.file, start, start + 1);
            self.error(
                span,
                format!(
                    "the input is nested too deeply to parse (more than {} levels)",
                    self.max_depth
                ),
            );
            return Term::new(span, TermKind::Integer(0));
        }
        self.depth.set(depth + operators + 1);
        let term = self.nested_term(pair);
        self.depth.set(depth);
        term
    }

    /// The term of a `term` pair. An operation's span reaches over the parentheses around
    /// its operands (`1/(X-1)` ends after the `)`), as clingo's locations do, while a
    /// parenthesized term's own span leaves them out: the precedence climbing carries each
    /// operand's outer span along.
    fn nested_term(&self, pair: P<'_>) -> Term {
        let (term, _) = PRATT
            .map_primary(|primary| {
                let outer = self.span(&primary);
                (self.primary(primary), outer)
            })
            .map_prefix(|op, (operand, outer)| {
                let span = self.span(&op).join(outer);
                let term = if op.as_rule() == Rule::op_neg {
                    if operand.kind == TermKind::Integer(MINUS_MIN) {
                        return (Term::new(span, TermKind::Integer(-MINUS_MIN)), span);
                    }
                    Term::new(span, TermKind::Unary(UnaryOp::Minus, Box::new(operand)))
                } else {
                    Term::new(span, TermKind::Unary(UnaryOp::BitNot, Box::new(operand)))
                };
                (term, span)
            })
            .map_infix(|(left, left_outer), op, (right, right_outer)| {
                let span = left_outer.join(right_outer);
                let (left, right) = (Box::new(left), Box::new(right));
                let op = match op.as_rule() {
                    Rule::op_interval => {
                        return (Term::new(span, TermKind::Interval(left, right)), span);
                    }
                    Rule::op_xor => BinaryOp::Xor,
                    Rule::op_or => BinaryOp::Or,
                    Rule::op_and => BinaryOp::And,
                    Rule::op_add => BinaryOp::Add,
                    Rule::op_sub => BinaryOp::Sub,
                    Rule::op_mul => BinaryOp::Mul,
                    Rule::op_div => BinaryOp::Div,
                    Rule::op_mod => BinaryOp::Mod,
                    Rule::op_pow => BinaryOp::Pow,
                    other => unreachable!("not an infix operator: {other:?}"),
                };
                (Term::new(span, TermKind::Binary(op, left, right)), span)
            })
            .parse(pair.into_inner());
        term
    }

    fn primary(&self, pair: P<'_>) -> Term {
        let span = self.span(&pair);
        let kind = match pair.as_rule() {
            Rule::number => TermKind::Integer(integer_value(pair.as_str()).into()),
            Rule::string => TermKind::String(unescape(pair)),
            Rule::variable => TermKind::Variable(pair.as_str().to_string()),
            Rule::anonymous => TermKind::Anonymous,
            Rule::infimum => TermKind::Infimum,
            Rule::supremum => TermKind::Supremum,
            Rule::function | Rule::external_function => {
                let external = pair.as_rule() == Rule::external_function;
                let mut parts = children(pair);
                let name = parts.next().expect("name").as_str().to_string();
                let pool = match parts.next() {
                    Some(pool) => self.argument_pool(pool),
                    None => vec![Vec::new()],
                };
                TermKind::Function {
                    name,
                    pool,
                    external,
                }
            }
            Rule::const_function | Rule::const_external_function => {
                let external = pair.as_rule() == Rule::const_external_function;
                let mut parts = children(pair);
                let name = parts.next().expect("name").as_str().to_string();
                let arguments = match parts.next() {
                    Some(arguments) => children(arguments).map(|t| self.term(t)).collect(),
                    None => Vec::new(),
                };
                TermKind::Function {
                    name,
                    pool: vec![arguments],
                    external,
                }
            }
            Rule::parenthesized => {
                let mut alternatives: Vec<Term> = children(pair).map(|t| self.tuple(t)).collect();
                if alternatives.len() == 1 {
                    return alternatives.pop().expect("one alternative");
                }
                TermKind::Pool(alternatives)
            }
            Rule::const_parenthesized => return self.tuple(pair),
            Rule::absolute | Rule::const_absolute => {
                let mut operands: Vec<Term> = children(pair).map(|t| self.term(t)).collect();
                let operand = if operands.len() == 1 {
                    operands.pop().expect("one operand")
                } else {
                    Term::new(span, TermKind::Pool(operands))
                };
                TermKind::Unary(UnaryOp::Abs, Box::new(operand))
            }
            other => unreachable!("not a primary term: {other:?}"),
        };
        Term::new(span, kind)
    }

    /// The terms of a `tuple` (or `const_parenthesized`): one term without a trailing comma
    /// is that term itself, anything else a tuple.
    fn tuple(&self, pair: P<'_>) -> Term {
        let span = self.span(&pair);
        let mut elements = Vec::new();
        let mut trailing_comma = false;
        for part in children(pair) {
            match part.as_rule() {
                Rule::trailing_comma => trailing_comma = true,
                _ => elements.push(self.term(part)),
            }
        }
        if elements.len() == 1 && !trailing_comma {
            return elements.pop().expect("one element");
        }
        Term::new(span, TermKind::Tuple(elements))
    }
}

/// The value of a number token (decimal, `0x`, `0o`, `0b`), or `None` if it exceeds 64 bits.
pub(crate) fn parse_number(text: &str) -> Option<u64> {
    let (digits, radix) = digits_and_radix(text);
    u64::from_str_radix(digits, radix).ok()
}

/// The value of an integer literal (decimal, `0x`, `0o`, `0b`) modulo 2^32: clingo reads it
/// in 32-bit arithmetic that wraps around (`2147483648` is -2147483648, `4294967297` is 1).
pub(super) fn integer_value(text: &str) -> u32 {
    let (digits, radix) = digits_and_radix(text);
    digits.chars().fold(0u32, |value, digit| {
        let digit = digit
            .to_digit(radix)
            .expect("the grammar admits only digits");
        value.wrapping_mul(radix).wrapping_add(digit)
    })
}

/// A number token's digits and their radix.
fn digits_and_radix(text: &str) -> (&str, u32) {
    if let Some(d) = text.strip_prefix("0x") {
        (d, 16)
    } else if let Some(d) = text.strip_prefix("0o") {
        (d, 8)
    } else if let Some(d) = text.strip_prefix("0b") {
        (d, 2)
    } else {
        (text, 10)
    }
}

/// The text of a `string` token without quotes and escapes.
pub(super) fn unescape(pair: P<'_>) -> String {
    unescape_string(pair.as_str())
}

/// The text of a string literal (quotes included) without quotes and escapes.
pub(crate) fn unescape_string(quoted: &str) -> String {
    let content = &quoted[1..quoted.len() - 1];
    let mut out = String::with_capacity(content.len());
    let mut chars = content.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            match chars.next() {
                Some('n') => out.push('\n'),
                Some(escaped) => out.push(escaped),
                None => unreachable!("the grammar allows no trailing backslash"),
            }
        } else {
            out.push(c);
        }
    }
    out
}
