//! From text to [`ast::Program`]: pest parses one statement at a time and one function per
//! grammar rule turns its pairs into syntax tree nodes. No pest type leaves this module.
//!
//! On a syntax error the parser reports it in gringo's words (`syntax error, unexpected <token>`
//! at the token where parsing stopped, or `lexer error, unexpected <text>` where no token
//! starts) and resumes after the next `.`, so that one run reports the errors of every
//! statement. Checks that the grammar leaves to the builder (a conditional literal must be
//! followed by `;` or `.`, integers must fit in 32 bits) report at the offending token too.

use super::ast::{self, *};
use super::fact;
use super::token::{self, TokenKind};
use crate::diag::{Diagnostic, FileId, Span};
use pest::Parser as _;
use pest::iterators::Pair;
use pest::pratt_parser::{Assoc, Op, PrattParser};
use std::cell::{Cell, RefCell};
use std::sync::LazyLock;

#[derive(pest_derive::Parser)]
#[grammar = "../grammar/asp.pest"]
struct AspParser;

/// After this many syntax errors in one file, parsing stops. (Building a pest error costs time
/// linear in the rest of the input, so an unbounded number of them would be quadratic.)
const MAX_SYNTAX_ERRORS: usize = 20;

/// Stack space to reserve per level of term nesting. Building the tree and every later stage
/// (rewriting, evaluation, grounding, printing) recurse once per level; this bounds what they
/// use together, measured with margin (debug builds use far larger frames).
const STACK_PER_LEVEL: usize = if cfg!(debug_assertions) {
    16 << 10
} else {
    4 << 10
};

/// The nesting depth allowed where the stack size is unknown.
const DEFAULT_MAX_DEPTH: usize = 10_000;

/// Parses a whole program. Returns every error found (at least one) if there is any.
pub fn parse(text: &str, file: FileId) -> Result<Program, Vec<Diagnostic>> {
    parse_statements(text, file, true)
}

/// Parses statement by statement; simple ground facts take the fast path if `fast_facts`.
fn parse_statements(
    text: &str,
    file: FileId,
    fast_facts: bool,
) -> Result<Program, Vec<Diagnostic>> {
    let mut statements = Vec::new();
    let mut errors = Vec::new();
    let mut pos = 0;
    let max_depth =
        stacker::remaining_stack().map_or(DEFAULT_MAX_DEPTH, |bytes| bytes / STACK_PER_LEVEL);
    let mut facts = fact::FactReader::new(text, file);
    while token::next_token(text, pos).kind != TokenKind::Eof {
        if fast_facts && let Some(end) = facts.read(pos) {
            pos = end;
            continue;
        }
        statements.extend(facts.take());
        if errors.len() >= MAX_SYNTAX_ERRORS {
            errors.push(Diagnostic::error(
                Span::new(file, pos, pos),
                "too many errors, parsing stopped",
            ));
            break;
        }
        match AspParser::parse(Rule::statement, &text[pos..]) {
            Ok(mut pairs) => {
                let pair = pairs.next().expect("a statement");
                let builder = Builder {
                    file,
                    offset: pos,
                    errors: RefCell::new(Vec::new()),
                    depth: Cell::new(0),
                    max_depth,
                };
                pos += pair.as_span().end();
                let statement = builder.statement(pair);
                let statement_errors = builder.errors.into_inner();
                match statement {
                    Some(statement) if statement_errors.is_empty() => statements.push(statement),
                    _ => errors.extend(statement_errors),
                }
            }
            Err(error) => {
                let at = pos
                    + match error.location {
                        pest::error::InputLocation::Pos(p) => p,
                        pest::error::InputLocation::Span((p, _)) => p,
                    };
                errors.push(syntax_error(text, file, at, &error));
                let (resume, invalid) = token::resynchronize(text, at);
                errors.extend(invalid.iter().map(|t| lexer_error(file, t)));
                pos = resume;
            }
        }
    }
    statements.extend(facts.take());
    if errors.is_empty() {
        Ok(Program { statements })
    } else {
        Err(errors)
    }
}

fn lexer_error(file: FileId, token: &token::Token) -> Diagnostic {
    let TokenKind::Invalid(text) = &token.kind else {
        unreachable!("only invalid tokens are lexer errors")
    };
    Diagnostic::error(
        Span::new(file, token.start, token.end),
        format!("lexer error, unexpected {text}"),
    )
}

/// The diagnostic for a pest failure at byte `at`, worded as gringo words it.
fn syntax_error(
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
        Rule::comma => ",",
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

/// Whether a pair is punctuation that carries no meaning once the structure is known.
fn is_punctuation(kind: Rule) -> bool {
    matches!(
        kind,
        Rule::dot
            | Rule::colon
            | Rule::if_sign
            | Rule::weak_sign
            | Rule::comma
            | Rule::semicolon
            | Rule::vbar
            | Rule::lparen
            | Rule::rparen
            | Rule::lbrace
            | Rule::rbrace
            | Rule::lbrack
            | Rule::rbrack
            | Rule::at
            | Rule::slash
            | Rule::equals
            | Rule::langle
            | Rule::rangle
            | Rule::kw_show
            | Rule::kw_project
            | Rule::kw_defined
            | Rule::kw_external
            | Rule::kw_const
            | Rule::kw_include
            | Rule::kw_program
            | Rule::kw_heuristic
            | Rule::kw_edge
    )
}

type P<'i> = Pair<'i, Rule>;

/// The meaningful children of a pair.
fn children(pair: P<'_>) -> impl Iterator<Item = P<'_>> {
    pair.into_inner().filter(|p| !is_punctuation(p.as_rule()))
}

/// Builds the nodes of one statement; pair positions are relative to `offset` in the file.
/// Checks that fail are collected in `errors` (the pest callbacks of the Pratt parser share
/// the builder, hence the `RefCell`).
struct Builder {
    file: FileId,
    offset: usize,
    errors: RefCell<Vec<Diagnostic>>,
    /// The nesting depth of the term being built.
    depth: Cell<usize>,
    /// The deepest nesting that the stack leaves room for (deeper terms are an error).
    max_depth: usize,
}

impl Builder {
    /// The span of a node: from its first token to the end of its last one. (pest's own span
    /// of a rule that ends in an optional part or a lookahead includes the whitespace skipped
    /// before trying it.)
    fn span(&self, pair: &P<'_>) -> Span {
        let mut last = pair.clone();
        // Tokens are atomic and end where they end; `string` is the one token with inner pairs.
        while last.as_rule() != Rule::string {
            match last.clone().into_inner().last() {
                Some(inner) => last = inner,
                None => break,
            }
        }
        let (start, end) = (pair.as_span().start(), last.as_span().end());
        Span::new(self.file, self.offset + start, self.offset + end)
    }

    fn error(&self, span: Span, message: impl Into<String>) {
        self.errors
            .borrow_mut()
            .push(Diagnostic::error(span, message));
    }

    // ------------------------------------------------------------------ statements

    /// The statement, or `None` for one that rasp reads but does not support.
    fn statement(&self, pair: P<'_>) -> Option<Statement> {
        let inner = pair.into_inner().next().expect("statement content");
        let span = self.span(&inner);
        let kind_rule = inner.as_rule();
        let mut parts = children(inner);
        let kind = match kind_rule {
            Rule::rule_statement => {
                let head = Some(self.head(parts.next().expect("head")));
                let body = parts.next().map(|b| self.body(b)).unwrap_or_default();
                StatementKind::Rule(ast::Rule { head, body })
            }
            Rule::constraint => StatementKind::Rule(ast::Rule {
                head: None,
                body: parts.next().map(|b| self.body(b)).unwrap_or_default(),
            }),
            Rule::weak_constraint => {
                let mut first = parts.next().expect("body or weight");
                let mut body = Vec::new();
                if first.as_rule() == Rule::body {
                    body = self.body(first);
                    first = parts.next().expect("weight");
                }
                let (weight, priority) = self.weight_priority(first);
                let terms = parts.map(|t| self.term(t)).collect();
                StatementKind::WeakConstraint(WeakConstraint {
                    body,
                    weight,
                    priority,
                    terms,
                })
            }
            Rule::optimize => {
                let keyword = parts.next().expect("keyword");
                StatementKind::Optimize(Optimize {
                    maximize: keyword.as_rule() == Rule::kw_maximize,
                    elements: parts.map(|e| self.optimize_element(e)).collect(),
                })
            }
            Rule::show_all => StatementKind::ShowAll,
            Rule::show_signature => {
                StatementKind::ShowSignature(self.signature(parts.next().expect("signature"))?)
            }
            Rule::show_term => StatementKind::ShowTerm {
                term: self.term(parts.next().expect("term")),
                body: parts.next().map(|b| self.body(b)).unwrap_or_default(),
            },
            Rule::project_signature => {
                StatementKind::ProjectSignature(self.signature(parts.next().expect("signature"))?)
            }
            Rule::project_atom => StatementKind::ProjectAtom {
                atom: self.atom(parts.next().expect("atom")),
                body: self.body_condition(parts.next().expect("condition")),
            },
            Rule::defined => {
                StatementKind::Defined(self.signature(parts.next().expect("signature"))?)
            }
            Rule::external => StatementKind::External(Box::new(External {
                atom: self.atom(parts.next().expect("atom")),
                body: self.body_condition(parts.next().expect("condition")),
                value: parts.next().map(|t| self.term(t)),
            })),
            Rule::constant => StatementKind::Const {
                name: parts.next().expect("name").as_str().to_string(),
                value: self.term(parts.next().expect("value")),
                kind: match parts.next() {
                    Some(kind) if kind.as_str().contains("override") => ConstKind::Override,
                    _ => ConstKind::Default,
                },
            },
            Rule::include_file => StatementKind::Include {
                target: unescape(parts.next().expect("file name")),
                library: false,
            },
            Rule::include_lib => StatementKind::Include {
                target: parts.next().expect("library").as_str().to_string(),
                library: true,
            },
            Rule::program => StatementKind::Program {
                name: parts.next().expect("name").as_str().to_string(),
                params: parts.map(|p| p.as_str().to_string()).collect(),
            },
            Rule::heuristic => {
                let atom = self.atom(parts.next().expect("atom"));
                let body = self.body_condition(parts.next().expect("condition"));
                let (weight, priority) = self.weight_priority(parts.next().expect("weight"));
                let modifier = self.term(parts.next().expect("modifier"));
                StatementKind::Heuristic(Box::new(Heuristic {
                    atom,
                    body,
                    weight,
                    priority,
                    modifier,
                }))
            }
            Rule::edge => {
                let mut pairs = Vec::new();
                let mut body = Vec::new();
                for part in parts {
                    if part.as_rule() == Rule::edge_pair {
                        let mut ends = children(part);
                        let from = self.term(ends.next().expect("source"));
                        pairs.push((from, self.term(ends.next().expect("target"))));
                    } else {
                        body = self.body_condition(part);
                    }
                }
                StatementKind::Edge { pairs, body }
            }
            Rule::script | Rule::theory => {
                let what = if kind_rule == Rule::script {
                    "scripts (#script)"
                } else {
                    "theory definitions (#theory)"
                };
                self.error(span, format!("{what} are not supported by rasp"));
                return None;
            }
            other => unreachable!("not a statement: {other:?}"),
        };
        Some(Statement { span, kind })
    }

    fn signature(&self, pair: P<'_>) -> Option<Signature> {
        let mut parts = children(pair).peekable();
        let negative = parts
            .next_if(|p| p.as_rule() == Rule::classical_negation)
            .is_some();
        let name = parts.next().expect("name").as_str().to_string();
        let arity_pair = parts.next().expect("arity");
        let Some(arity) = parse_number(arity_pair.as_str()).and_then(|n| u32::try_from(n).ok())
        else {
            self.error(self.span(&arity_pair), "arity out of range");
            return None;
        };
        Some(Signature {
            negative,
            name,
            arity,
        })
    }

    fn weight_priority(&self, pair: P<'_>) -> (Term, Option<Term>) {
        let mut parts = children(pair);
        let weight = self.term(parts.next().expect("weight"));
        (weight, parts.next().map(|p| self.term(p)))
    }

    fn optimize_element(&self, pair: P<'_>) -> OptimizeElement {
        let span = self.span(&pair);
        let mut parts = children(pair);
        let (weight, priority) = self.weight_priority(parts.next().expect("weight"));
        let mut terms = Vec::new();
        let mut condition = Vec::new();
        for part in parts {
            match part.as_rule() {
                Rule::condition => condition = self.condition(part),
                _ => terms.push(self.term(part)),
            }
        }
        OptimizeElement {
            span,
            weight,
            priority,
            terms,
            condition,
        }
    }

    // ------------------------------------------------------------------ heads and bodies

    fn head(&self, pair: P<'_>) -> Head {
        let inner = pair.into_inner().next().expect("head content");
        if inner.as_rule() == Rule::head_aggregate {
            return Head::Aggregate(Box::new(
                self.aggregate(inner, Builder::head_aggregate_element),
            ));
        }
        let mut elements: Vec<ConditionalLiteral> = children(inner)
            .filter(|part| part.as_rule() == Rule::head_element)
            .map(|element| self.conditional_literal(element))
            .collect();
        if elements.len() == 1 && elements[0].condition.is_empty() {
            Head::Literal(elements.pop().expect("one element").literal)
        } else {
            Head::Disjunction(elements)
        }
    }

    /// `literal [: condition]` (an empty condition is no condition).
    fn conditional_literal(&self, pair: P<'_>) -> ConditionalLiteral {
        let span = self.span(&pair);
        let mut parts = pair.into_inner();
        let literal = self.literal(parts.next().expect("literal"));
        let condition = parts.next().map(|c| self.condition(c)).unwrap_or_default();
        ConditionalLiteral {
            span,
            literal,
            condition,
        }
    }

    fn condition(&self, pair: P<'_>) -> Vec<Literal> {
        match children(pair).next() {
            Some(list) => self.literal_list(list),
            None => Vec::new(),
        }
    }

    fn literal_list(&self, pair: P<'_>) -> Vec<Literal> {
        children(pair).map(|l| self.literal(l)).collect()
    }

    fn body_condition(&self, pair: P<'_>) -> Vec<BodyElement> {
        children(pair)
            .next()
            .map(|b| self.body(b))
            .unwrap_or_default()
    }

    fn body(&self, pair: P<'_>) -> Vec<BodyElement> {
        children(pair)
            .filter(|part| part.as_rule() == Rule::body_element)
            .map(|element| self.body_element(element))
            .collect()
    }

    fn body_element(&self, pair: P<'_>) -> BodyElement {
        let span = self.span(&pair);
        let mut parts = pair.into_inner().peekable();
        if parts.peek().is_some_and(|p| p.as_rule() == Rule::literal) {
            let literal = self.literal(parts.next().expect("literal"));
            return match parts.next() {
                Some(condition) => BodyElement::Conditional(ConditionalLiteral {
                    span,
                    literal,
                    condition: self.condition(condition),
                }),
                None => BodyElement::Literal(literal),
            };
        }
        let mut naf = Naf::Positive;
        let mut part = parts.next().expect("aggregate");
        if part.as_rule() != Rule::body_aggregate {
            naf = naf_of(&part);
            part = parts.next().expect("aggregate");
        }
        BodyElement::Aggregate {
            span,
            naf,
            aggregate: Box::new(self.aggregate(part, Builder::body_aggregate_element)),
        }
    }

    // ------------------------------------------------------------------ literals

    fn literal(&self, pair: P<'_>) -> Literal {
        let span = self.span(&pair);
        let mut parts = pair.into_inner().peekable();
        let naf = match parts
            .next_if(|p| matches!(p.as_rule(), Rule::negation | Rule::double_negation))
        {
            Some(p) => naf_of(&p),
            None => Naf::Positive,
        };
        let core = parts.next().expect("literal core");
        let kind = match core.as_rule() {
            Rule::boolean => LiteralKind::Boolean(core.as_str() == "#true"),
            Rule::atom => LiteralKind::Atom(self.atom(core)),
            Rule::comparison => {
                let mut parts = core.into_inner();
                let left = self.term(parts.next().expect("left term"));
                let mut rest = Vec::new();
                while let Some(relation) = parts.next() {
                    let right = self.term(parts.next().expect("right term"));
                    rest.push((relation_of(relation.as_str()), right));
                }
                LiteralKind::Comparison(Box::new(Comparison { left, rest }))
            }
            other => unreachable!("not a literal: {other:?}"),
        };
        Literal { span, naf, kind }
    }

    fn atom(&self, pair: P<'_>) -> Atom {
        let span = self.span(&pair);
        let mut parts = children(pair).peekable();
        let negative = parts
            .next_if(|p| p.as_rule() == Rule::classical_negation)
            .is_some();
        let name = parts.next().expect("predicate name").as_str().to_string();
        let pool = match parts.next() {
            Some(pool) => self.argument_pool(pool),
            None => vec![Vec::new()],
        };
        Atom {
            span,
            negative,
            name,
            pool,
        }
    }

    fn argument_pool(&self, pair: P<'_>) -> Vec<Vec<Term>> {
        children(pair)
            .map(|arguments| children(arguments).map(|t| self.term(t)).collect())
            .collect()
    }

    // ------------------------------------------------------------------ aggregates

    /// A body or head aggregate; `element` builds the function form's elements.
    fn aggregate<E>(&self, pair: P<'_>, element: fn(&Builder, P<'_>) -> E) -> Aggregate<E> {
        let span = self.span(&pair);
        let mut left = None;
        let mut right = None;
        let mut elements = None;
        for part in pair.into_inner() {
            match part.as_rule() {
                Rule::left_guard => {
                    let mut guard = part.into_inner();
                    let term = self.term(guard.next().expect("bound"));
                    let relation = guard
                        .next()
                        .map_or(Relation::Le, |r| relation_of(r.as_str()));
                    left = Some(Guard { relation, term });
                }
                Rule::right_guard => {
                    let mut guard = part.into_inner().peekable();
                    let relation = guard
                        .next_if(|r| r.as_rule() == Rule::relation)
                        .map_or(Relation::Le, |r| relation_of(r.as_str()));
                    let term = self.term(guard.next().expect("bound"));
                    right = Some(Guard { relation, term });
                }
                Rule::set_aggregate => {
                    let set = children(part)
                        .map(|e| self.conditional_literal(e))
                        .collect();
                    elements = Some(AggregateElements::Set(set));
                }
                Rule::body_function_aggregate | Rule::head_function_aggregate => {
                    let mut parts = children(part);
                    let function = aggregate_function(parts.next().expect("function"));
                    let list = parts.map(|e| element(self, e)).collect();
                    elements = Some(AggregateElements::Function(function, list));
                }
                other => unreachable!("not in an aggregate: {other:?}"),
            }
        }
        Aggregate {
            span,
            left,
            elements: elements.expect("aggregate elements"),
            right,
        }
    }

    fn body_aggregate_element(&self, pair: P<'_>) -> BodyAggregateElement {
        let span = self.span(&pair);
        let mut terms = Vec::new();
        let mut condition = Vec::new();
        for part in children(pair) {
            match part.as_rule() {
                Rule::term_list => terms = self.term_list(part),
                Rule::condition => condition = self.condition(part),
                Rule::literal_list => condition = self.literal_list(part),
                other => unreachable!("not in an aggregate element: {other:?}"),
            }
        }
        BodyAggregateElement {
            span,
            terms,
            condition,
        }
    }

    fn head_aggregate_element(&self, pair: P<'_>) -> HeadAggregateElement {
        let span = self.span(&pair);
        let mut terms = Vec::new();
        let mut literal = None;
        let mut condition = Vec::new();
        for part in children(pair) {
            match part.as_rule() {
                Rule::term_list => terms = self.term_list(part),
                Rule::literal => literal = Some(self.literal(part)),
                Rule::condition => condition = self.condition(part),
                other => unreachable!("not in an aggregate element: {other:?}"),
            }
        }
        HeadAggregateElement {
            span,
            terms,
            literal: literal.expect("element literal"),
            condition,
        }
    }

    fn term_list(&self, pair: P<'_>) -> Vec<Term> {
        children(pair).map(|t| self.term(t)).collect()
    }

    // ------------------------------------------------------------------ terms

    /// A `term` or `const_term` pair, by precedence climbing over its operators. Each
    /// operator may add a level to the tree (`1+1+...+1` is as deep as it is long), so
    /// operators count towards the nesting depth like parentheses do.
    fn term(&self, pair: P<'_>) -> Term {
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

fn naf_of(pair: &P<'_>) -> Naf {
    match pair.as_rule() {
        Rule::double_negation => Naf::NotNot,
        _ => Naf::Not,
    }
}

fn relation_of(text: &str) -> Relation {
    match text {
        "=" | "==" => Relation::Eq,
        "!=" | "<>" => Relation::Ne,
        "<" => Relation::Lt,
        "<=" => Relation::Le,
        ">" => Relation::Gt,
        ">=" => Relation::Ge,
        other => unreachable!("not a relation: {other}"),
    }
}

fn aggregate_function(pair: P<'_>) -> AggregateFunction {
    match pair.into_inner().next().expect("keyword").as_rule() {
        Rule::kw_count => AggregateFunction::Count,
        Rule::kw_sum => AggregateFunction::Sum,
        Rule::kw_sum_plus => AggregateFunction::SumPlus,
        Rule::kw_min => AggregateFunction::Min,
        Rule::kw_max => AggregateFunction::Max,
        other => unreachable!("not an aggregate function: {other:?}"),
    }
}

/// The value of a number token (decimal, `0x`, `0o`, `0b`), or `None` if it exceeds 64 bits.
pub(crate) fn parse_number(text: &str) -> Option<u64> {
    let (digits, radix) = digits_and_radix(text);
    u64::from_str_radix(digits, radix).ok()
}

/// The value of an integer literal (decimal, `0x`, `0o`, `0b`) modulo 2^32: clingo reads it
/// in 32-bit arithmetic that wraps around (`2147483648` is -2147483648, `4294967297` is 1).
fn integer_value(text: &str) -> u32 {
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
fn unescape(pair: P<'_>) -> String {
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

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Statements shaped like facts, simple or not quite, with odd spacing and comments.
    fn fact_like() -> impl Strategy<Value = String> {
        let blank = prop::sample::select(vec!["", " ", "\n", " % c\n", "%* c *%", "\t"]);
        let argument = prop::sample::select(vec![
            "1",
            "0",
            "42",
            "0x1F",
            "0b1",
            "2147483647",
            "2147483648",
            "-3",
            "a",
            "bB",
            "_c",
            "not",
            "\"s\"",
            "\"q\\\"\\n\"",
            "X",
            "f(a)",
            "()",
            "1..2",
            "a;b",
            "",
        ]);
        let name = prop::sample::select(vec!["p", "edge", "not", "-p", "P", "_q'"]);
        (
            name,
            prop::collection::vec((argument, blank.clone()), 0..4),
            prop::bool::ANY,
            blank,
        )
            .prop_map(|(name, args, parens, blank)| {
                let mut s = format!("{blank}{name}");
                if parens || !args.is_empty() {
                    s.push('(');
                    let list: Vec<String> = args.iter().map(|(a, b)| format!("{a}{b}")).collect();
                    s.push_str(&list.join(","));
                    s.push(')');
                }
                s.push_str(&format!("{blank}. q."));
                s
            })
    }

    proptest! {
        #[test]
        fn the_fact_fast_path_builds_what_the_grammar_builds(text in fact_like()) {
            let file = FileId(0);
            let fast = parse_statements(&text, file, true).map(|program| {
                let statements = program.statements.into_iter().flat_map(|s| match s.kind {
                    StatementKind::Facts(facts) => facts.statements().collect(),
                    _ => vec![s],
                });
                Program { statements: statements.collect() }
            });
            let slow = parse_statements(&text, file, false);
            // Debug output includes the spans, which `==` ignores.
            prop_assert_eq!(format!("{fast:?}"), format!("{slow:?}"));
        }
    }
}
