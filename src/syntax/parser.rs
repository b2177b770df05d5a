//! From text to [`ast::Program`]: pest parses one statement at a time and one function per
//! grammar rule turns its pairs into syntax tree nodes. No pest type leaves this module.
//!
//! On a syntax error the parser reports it in gringo's words (`syntax error, unexpected <token>`
//! at the token where parsing stopped, or `lexer error, unexpected <text>` where no token
//! starts) and resumes after the next `.`, so that one run reports the errors of every
//! statement. Checks that the grammar leaves to the builder (a conditional literal must be
//! followed by `;` or `.`, integers must fit in 32 bits) report at the offending token too.
//!
//! This module holds the driver and the builder's statements, heads and bodies; the builder's
//! literals, atoms and aggregates are in `literals`, its terms (and number and string tokens)
//! in `terms`, the wording of syntax errors in `errors`.

use super::ast::{self, *};
use super::fact;
use super::token::{self, TokenKind};
use crate::diag::{Diagnostic, FileId, Span};
use errors::{lexer_error, syntax_error};
use literals::naf_of;
use pest::Parser as _;
use pest::iterators::Pair;
use std::cell::{Cell, RefCell};
use terms::unescape;
pub(crate) use terms::{parse_number, unescape_string};

mod errors;
mod literals;
mod terms;
mod theory;

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

/// Parses a whole program. Returns every error found (at least one) if there is any. A
/// script (`#script (language) ... #end.`) is a fatal error: rasp runs none (clingo built
/// without the language says so and stops reading there).
pub fn parse(text: &str, file: FileId) -> Result<Program, Vec<Diagnostic>> {
    complete(parse_statements(text, file, (true, &|_| false)))
}

/// Parses a whole program as [`parse`] does, where scripts of the languages for which
/// `runs` holds are statements ([`StatementKind::Script`]).
pub fn parse_with_scripts(
    text: &str,
    file: FileId,
    runs: &dyn Fn(&str) -> bool,
) -> Result<Program, Vec<Diagnostic>> {
    complete(parse_statements(text, file, (true, runs)))
}

/// Parses a whole program as [`parse`] does, where every script is a statement, and
/// returns the statements read as well as the errors: those before the first error and
/// those after it that parsed (the parser resumes after each error), in source order. For
/// tools that report what they could read (clingo's `clingo.ast.parse_string` passes the
/// statements before an error on).
pub fn parse_partial(text: &str, file: FileId) -> (Program, Vec<Diagnostic>) {
    parse_statements(text, file, (true, &|_| true))
}

/// The program if there was no error, else the errors.
fn complete((program, errors): (Program, Vec<Diagnostic>)) -> Result<Program, Vec<Diagnostic>> {
    if errors.is_empty() {
        Ok(program)
    } else {
        Err(errors)
    }
}

/// Parses statement by statement; simple ground facts take the fast path if `fast_facts`;
/// scripts of the languages for which `runs` holds are statements, others a fatal error.
/// Returns the statements that parsed and the errors.
fn parse_statements(
    text: &str,
    file: FileId,
    (fast_facts, runs): (bool, &dyn Fn(&str) -> bool),
) -> (Program, Vec<Diagnostic>) {
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
                let mut statement_errors = builder.errors.into_inner();
                if let Some(Statement {
                    span,
                    kind: StatementKind::Script(script),
                }) = &statement
                    && !runs(&script.language)
                {
                    let message = format!("{} support not available", script.language);
                    statement_errors.push(Diagnostic::fatal(*span, message));
                }
                let fatal = statement_errors.iter().any(Diagnostic::is_fatal);
                match statement {
                    Some(statement) if statement_errors.is_empty() => statements.push(statement),
                    _ => errors.extend(statement_errors),
                }
                if fatal {
                    break;
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
    (Program { statements }, errors)
}

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

    /// The statement, or `None` for one that rasp reads but does not support. One arm per
    /// kind of statement in the grammar (the longer ones call helpers).
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
            Rule::weak_constraint => StatementKind::WeakConstraint(self.weak_constraint(parts)),
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
            Rule::heuristic => StatementKind::Heuristic(Box::new(self.heuristic(parts))),
            Rule::edge => self.edge(parts),
            Rule::script => {
                let mut parts = parts.filter(|p| p.as_rule() != Rule::kw_script);
                let language = parts.next().expect("language").as_str().to_string();
                let code = parts.next().expect("code").as_str().to_string();
                StatementKind::Script(Box::new(Script { language, code }))
            }
            Rule::theory => StatementKind::Theory(Box::new(self.theory_definition(parts))),
            other => unreachable!("not a statement: {other:?}"),
        };
        Some(Statement { span, kind })
    }

    /// `:~ body. [weight@priority, terms]`, from its parts.
    fn weak_constraint<'i>(&self, mut parts: impl Iterator<Item = P<'i>>) -> WeakConstraint {
        let mut first = parts.next().expect("body or weight");
        let mut body = Vec::new();
        if first.as_rule() == Rule::body {
            body = self.body(first);
            first = parts.next().expect("weight");
        }
        let (weight, priority) = self.weight_priority(first);
        let terms = parts.map(|t| self.term(t)).collect();
        WeakConstraint {
            body,
            weight,
            priority,
            terms,
        }
    }

    /// `#heuristic atom : body. [weight@priority, modifier]`, from its parts.
    fn heuristic<'i>(&self, mut parts: impl Iterator<Item = P<'i>>) -> Heuristic {
        let atom = self.atom(parts.next().expect("atom"));
        let body = self.body_condition(parts.next().expect("condition"));
        let (weight, priority) = self.weight_priority(parts.next().expect("weight"));
        let modifier = self.term(parts.next().expect("modifier"));
        Heuristic {
            atom,
            body,
            weight,
            priority,
            modifier,
        }
    }

    /// `#edge (u,v; ...) : body.`, from its parts.
    fn edge<'i>(&self, parts: impl Iterator<Item = P<'i>>) -> StatementKind {
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
        if inner.as_rule() == Rule::theory_atom {
            return Head::Theory(Box::new(self.theory_atom(inner)));
        }
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
        if !matches!(part.as_rule(), Rule::body_aggregate | Rule::theory_atom) {
            naf = naf_of(&part);
            part = parts.next().expect("aggregate");
        }
        if part.as_rule() == Rule::theory_atom {
            return BodyElement::Theory {
                span,
                naf,
                atom: Box::new(self.theory_atom(part)),
            };
        }
        BodyElement::Aggregate {
            span,
            naf,
            aggregate: Box::new(self.aggregate(part, Builder::body_aggregate_element)),
        }
    }
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
            let fast = complete(parse_statements(&text, file, (true, &|_| false))).map(|program| {
                let statements = program.statements.into_iter().flat_map(|s| match s.kind {
                    StatementKind::Facts(facts) => facts.statements().collect(),
                    _ => vec![s],
                });
                Program { statements: statements.collect() }
            });
            let slow = complete(parse_statements(&text, file, (false, &|_| false)));
            // Debug output includes the spans, which `==` ignores.
            prop_assert_eq!(format!("{fast:?}"), format!("{slow:?}"));
        }
    }
}
