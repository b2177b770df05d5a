//! `rasp.ast.ProgramBuilder`'s native half: the statements of `rasp.ast` (clingo's
//! `clingo.ast` nodes, Python objects) become statements of rasp's syntax tree
//! ([`rasp::syntax::ast`]), typed values that the session takes as it takes the statements
//! of a text ([`rasp::api::Session::add_statements_in_part`]).
//!
//! Each node's location becomes the span of what it turns into: the positions go into a
//! table of positions of the session's sources ([`SourceMap::add_positions`]), so messages
//! point where the nodes say, as clingo's do (`made.lp:7:3-9:12: error: unsafe ...`).
//!
//! clingo's shape is turned back into rasp's: a rule whose head is `#false` is an integrity
//! constraint, a `Minimize` statement a weak constraint (clingo does not tell them apart), a
//! pool of functions in an atom an atom with argument pools (and, for functions of other
//! names, with other atoms: [`Atom::others`]), a function without name a tuple, a symbol
//! (`SymbolicTerm`) the term that writes it, a theory term built as an operator applied to
//! terms (`TheoryFunction` named `+`) a row of operators and parenthesized operands. An
//! empty pool stays one (it has no alternative, as in clingo). A node in a place clingo
//! rejects is clingo's error (`invalid ast: term expected`; a comparison without guards:
//! `invalid ast: a comparision must have at least one guard`); one that clingo accepts but
//! rasp's tree cannot hold (a theory atom named by a pool of different names) a
//! `RuntimeError` that names it. Comments give nothing.
//!
//! (Longer than most modules: one conversion per type of node of clingo's 46; the theory
//! nodes are in `theory`.)

use crate::convert::decode;
use pyo3::exceptions::PyRuntimeError;
use pyo3::prelude::*;
use rasp::api::Value;
use rasp::diag::{FileId, SourceMap, Span};
use rasp::syntax::ast::*;
use std::collections::HashMap;

/// The positions of a node's `location`.
fn location(node: &Node<'_>) -> PyResult<(Position, Position)> {
    let location = node.getattr("location")?;
    Ok((
        location.getattr("begin")?.extract()?,
        location.getattr("end")?.extract()?,
    ))
}

/// Adds the positions of the locations of `node` and the nodes below it to `positions`.
fn gather(node: &Node<'_>, positions: &mut Vec<Position>) -> PyResult<()> {
    if node.hasattr("location")? {
        let (begin, end) = location(node)?;
        positions.extend([begin, end]);
    }
    for key in node.getattr("child_keys")?.try_iter()? {
        let child = node.getattr(key?.cast_into::<pyo3::types::PyString>()?)?;
        if child.is_none() {
            continue;
        }
        if child.hasattr("ast_type")? {
            gather(&child, positions)?;
        } else {
            for item in child.try_iter()? {
                gather(&item?, positions)?;
            }
        }
    }
    Ok(())
}

type Node<'py> = Bound<'py, PyAny>;

/// clingo's error for a node out of place: `invalid ast: {what} expected`.
fn invalid(what: &str) -> PyErr {
    PyRuntimeError::new_err(format!("invalid ast: {what} expected"))
}

/// rasp's error for a node clingo accepts but rasp's syntax tree cannot hold.
fn unsupported(what: &str) -> PyErr {
    PyRuntimeError::new_err(format!("rasp: {what} is not supported in ProgramBuilder"))
}

/// A position of a location: file name, line and column.
type Position = (String, u32, u32);

/// Turns nodes into statements, placing them in one table of positions.
///
/// rasp's checker relates parts of a statement by their spans (a variable inside an
/// aggregate element is the element's own), so the offsets of the table keep the order of
/// the positions: all positions of the nodes are gathered first ([`Builder::new`]), sorted,
/// and a position's offset is its rank. A node's span also covers its parts' where clingo
/// places it elsewhere (see [`Builder::enclosing`]).
pub(crate) struct Builder {
    table: FileId,
    /// The positions of the nodes in order: a position's offset is its index.
    positions: Vec<Position>,
    offsets: HashMap<Position, usize>,
}

impl Builder {
    /// A builder for the statements `nodes`, whose spans go into a new table of positions
    /// of `sources`.
    pub(crate) fn new(sources: &mut SourceMap, nodes: &[Node<'_>]) -> PyResult<Builder> {
        let mut positions = Vec::new();
        for node in nodes {
            gather(node, &mut positions)?;
        }
        positions.sort();
        positions.dedup();
        let table = sources.add_positions("<ast>");
        let offsets = (positions.iter())
            .map(|p| {
                let offset = sources.position(table, &p.0, p.1, p.2);
                (p.clone(), offset)
            })
            .collect();
        Ok(Builder {
            table,
            positions,
            offsets,
        })
    }

    // ------------------------------------------------------------------ nodes

    /// The name of the node's type (`Rule`, `Literal`, ...).
    fn kind(node: &Node<'_>) -> PyResult<String> {
        node.getattr("ast_type")?.getattr("name")?.extract()
    }

    fn int(node: &Node<'_>, name: &str) -> PyResult<i64> {
        node.getattr(name)?.extract()
    }

    fn string(node: &Node<'_>, name: &str) -> PyResult<String> {
        node.getattr(name)?.extract()
    }

    /// The items of a sequence attribute.
    fn items<'py>(node: &Node<'py>, name: &str) -> PyResult<Vec<Node<'py>>> {
        node.getattr(name)?.try_iter()?.collect()
    }

    /// An optional attribute.
    fn optional<'py>(node: &Node<'py>, name: &str) -> PyResult<Option<Node<'py>>> {
        let value = node.getattr(name)?;
        Ok((!value.is_none()).then_some(value))
    }

    /// The span of a node's `location`.
    fn span(&mut self, node: &Node<'_>) -> PyResult<Span> {
        let (begin, end) = location(node)?;
        let start = self.offsets[&begin];
        let end = self.offsets[&end].max(start);
        Ok(Span::new(self.table, start, end))
    }

    /// The span of a node's location, made to cover the spans of its parts in the same file
    /// (clingo places a few nodes apart from their parts).
    fn enclosing(&mut self, node: &Node<'_>, parts: &[Span]) -> PyResult<Span> {
        let span = self.span(node)?;
        let file = &self.positions[span.start as usize].0;
        let same_file = |part: &&Span| &self.positions[part.start as usize].0 == file;
        Ok(parts.iter().filter(same_file).fold(span, |a, b| a.join(*b)))
    }

    /// For a node without a location of its own (an aggregate element): the span of the
    /// positions below it in the file of the first, or `default`.
    fn covering(&mut self, node: &Node<'_>, default: Span) -> PyResult<Span> {
        let mut positions = Vec::new();
        gather(node, &mut positions)?;
        let Some((file, _, _)) = positions.first().cloned() else {
            return Ok(default);
        };
        let offsets: Vec<usize> = (positions.iter())
            .filter(|p| p.0 == file)
            .map(|p| self.offsets[p])
            .collect();
        let (start, end) = (offsets.iter().min(), offsets.iter().max());
        Ok(Span::new(
            self.table,
            *start.expect("one"),
            *end.expect("one"),
        ))
    }

    // ------------------------------------------------------------------ statements

    /// The statement of a node (`None` for a comment).
    pub(crate) fn statement(&mut self, node: &Node<'_>) -> PyResult<Option<Statement>> {
        let kind = Self::kind(node)?;
        if kind == "Comment" {
            return Ok(None);
        }
        let span = self.span(node)?;
        let kind = match kind.as_str() {
            "Rule" => StatementKind::Rule(Rule {
                head: self.head(&node.getattr("head")?)?,
                body: self.body(node)?,
            }),
            "Definition" => StatementKind::Const {
                name: Self::string(node, "name")?,
                value: self.term(&node.getattr("value")?)?,
                kind: match Self::int(node, "is_default")? {
                    0 => ConstKind::Override,
                    _ => ConstKind::Default,
                },
            },
            "ShowSignature" => {
                let signature = Self::signature(node)?;
                if signature.name.is_empty() && signature.arity == 0 && !signature.negative {
                    StatementKind::ShowAll
                } else {
                    StatementKind::ShowSignature(signature)
                }
            }
            "ProjectSignature" => StatementKind::ProjectSignature(Self::signature(node)?),
            "Defined" => StatementKind::Defined(Self::signature(node)?),
            "ShowTerm" => StatementKind::ShowTerm {
                term: self.term(&node.getattr("term")?)?,
                body: self.body(node)?,
            },
            "Minimize" => StatementKind::WeakConstraint(WeakConstraint {
                weight: self.term(&node.getattr("weight")?)?,
                priority: Some(self.term(&node.getattr("priority")?)?),
                terms: self.terms(node, "terms")?,
                body: self.body(node)?,
            }),
            "Script" => StatementKind::Script(Box::new(Script {
                language: Self::string(node, "name")?,
                code: Self::string(node, "code")?,
            })),
            "Program" => StatementKind::Program {
                name: Self::string(node, "name")?,
                params: (Self::items(node, "parameters")?.iter())
                    .map(|id| Self::string(id, "name"))
                    .collect::<PyResult<_>>()?,
            },
            "External" => StatementKind::External(Box::new(External {
                atom: self.symbolic_atom(&node.getattr("atom")?)?,
                body: self.body(node)?,
                value: Some(self.term(&node.getattr("external_type")?)?),
            })),
            "Edge" => StatementKind::Edge {
                pairs: vec![(
                    self.term(&node.getattr("node_u")?)?,
                    self.term(&node.getattr("node_v")?)?,
                )],
                body: self.body(node)?,
            },
            "Heuristic" => StatementKind::Heuristic(Box::new(Heuristic {
                atom: self.symbolic_atom(&node.getattr("atom")?)?,
                body: self.body(node)?,
                weight: self.term(&node.getattr("bias")?)?,
                priority: Some(self.term(&node.getattr("priority")?)?),
                modifier: self.term(&node.getattr("modifier")?)?,
            })),
            "ProjectAtom" => StatementKind::ProjectAtom {
                atom: self.symbolic_atom(&node.getattr("atom")?)?,
                body: self.body(node)?,
            },
            "TheoryDefinition" => StatementKind::Theory(Box::new(self.theory_definition(node)?)),
            _ => return Err(invalid("statement")),
        };
        Ok(Some(Statement { span, kind }))
    }

    fn signature(node: &Node<'_>) -> PyResult<Signature> {
        Ok(Signature {
            negative: Self::int(node, "positive")? == 0,
            name: Self::string(node, "name")?,
            arity: node.getattr("arity")?.extract()?,
        })
    }

    // ------------------------------------------------------------------ heads and bodies

    /// The head of a rule (`None`: `#false`, an integrity constraint).
    fn head(&mut self, node: &Node<'_>) -> PyResult<Option<Head>> {
        match Self::kind(node)?.as_str() {
            "Literal" => {
                let atom = node.getattr("atom")?;
                let (kind, sign) = (Self::kind(&atom)?, Self::int(node, "sign")?);
                if kind == "BooleanConstant" && sign == 0 && Self::int(&atom, "value")? == 0 {
                    return Ok(None);
                }
                if kind != "SymbolicAtom" && kind != "Comparison" && kind != "BooleanConstant" {
                    return Err(invalid("head literal"));
                }
                Ok(Some(Head::Literal(self.literal(node)?)))
            }
            "Disjunction" => {
                let elements = Self::items(node, "elements")?;
                if elements.is_empty() {
                    return Ok(None);
                }
                let elements = (elements.iter())
                    .map(|e| self.conditional(e))
                    .collect::<PyResult<_>>()?;
                Ok(Some(Head::Disjunction(elements)))
            }
            "Aggregate" => {
                let aggregate = self.aggregate(node, |b, node| {
                    let elements = Self::items(node, "elements")?;
                    let set = (elements.iter()).map(|e| b.conditional(e));
                    Ok(AggregateElements::Set(set.collect::<PyResult<_>>()?))
                })?;
                Ok(Some(Head::Aggregate(Box::new(aggregate))))
            }
            "HeadAggregate" => {
                let aggregate = self.aggregate(node, |b, node| {
                    let function = Self::function(node)?;
                    let elements = (Self::items(node, "elements")?.iter())
                        .map(|e| b.head_element(e))
                        .collect::<PyResult<_>>()?;
                    Ok(AggregateElements::Function(function, elements))
                })?;
                Ok(Some(Head::Aggregate(Box::new(aggregate))))
            }
            "TheoryAtom" => Ok(Some(Head::Theory(Box::new(self.theory_atom(node)?)))),
            _ => Err(invalid("head literal")),
        }
    }

    fn head_element(&mut self, node: &Node<'_>) -> PyResult<HeadAggregateElement> {
        if Self::kind(node)? != "HeadAggregateElement" {
            return Err(invalid("head aggregate element"));
        }
        let terms = self.terms(node, "terms")?;
        let condition = self.conditional(&node.getattr("condition")?)?;
        Ok(HeadAggregateElement {
            span: condition.span,
            terms,
            literal: condition.literal,
            condition: condition.condition,
        })
    }

    /// The `body` attribute of a statement.
    fn body(&mut self, node: &Node<'_>) -> PyResult<Vec<BodyElement>> {
        (Self::items(node, "body")?.iter())
            .map(|element| self.body_element(element))
            .collect()
    }

    fn body_element(&mut self, node: &Node<'_>) -> PyResult<BodyElement> {
        match Self::kind(node)?.as_str() {
            "ConditionalLiteral" => Ok(BodyElement::Conditional(self.conditional(node)?)),
            "Literal" => {
                let atom = node.getattr("atom")?;
                match Self::kind(&atom)?.as_str() {
                    "Aggregate" | "BodyAggregate" => Ok(BodyElement::Aggregate {
                        span: self.span(node)?,
                        naf: Self::naf(node)?,
                        aggregate: Box::new(self.body_aggregate(&atom)?),
                    }),
                    "TheoryAtom" => {
                        // clingo places the messages about the atom at the literal.
                        let span = self.span(node)?;
                        let mut atom = self.theory_atom(&atom)?;
                        atom.span = span;
                        Ok(BodyElement::Theory {
                            span,
                            naf: Self::naf(node)?,
                            atom: Box::new(atom),
                        })
                    }
                    _ => Ok(BodyElement::Literal(self.literal(node)?)),
                }
            }
            _ => Err(invalid("body literal")),
        }
    }

    fn body_aggregate(&mut self, node: &Node<'_>) -> PyResult<BodyAggregate> {
        if Self::kind(node)? == "Aggregate" {
            return self.aggregate(node, |b, node| {
                let elements = Self::items(node, "elements")?;
                let set = (elements.iter()).map(|e| b.conditional(e));
                Ok(AggregateElements::Set(set.collect::<PyResult<_>>()?))
            });
        }
        let span = self.span(node)?;
        self.aggregate(node, |b, node| {
            let function = Self::function(node)?;
            let elements = (Self::items(node, "elements")?.iter())
                .map(|e| {
                    if Self::kind(e)? != "BodyAggregateElement" {
                        return Err(invalid("body aggregate element"));
                    }
                    let terms = b.terms(e, "terms")?;
                    let condition = b.literals(e, "condition")?;
                    let span = b.covering(e, span)?;
                    Ok(BodyAggregateElement {
                        span,
                        terms,
                        condition,
                    })
                })
                .collect::<PyResult<_>>()?;
            Ok(AggregateElements::Function(function, elements))
        })
    }

    /// An aggregate with guards, its elements made by `elements`.
    fn aggregate<E>(
        &mut self,
        node: &Node<'_>,
        elements: impl FnOnce(&mut Self, &Node<'_>) -> PyResult<AggregateElements<E>>,
    ) -> PyResult<Aggregate<E>> {
        let span = self.span(node)?;
        let left = self.guard(Self::optional(node, "left_guard")?)?;
        let elements = elements(self, node)?;
        let right = self.guard(Self::optional(node, "right_guard")?)?;
        Ok(Aggregate {
            span,
            left,
            elements,
            right,
        })
    }

    fn guard(&mut self, node: Option<Node<'_>>) -> PyResult<Option<Guard>> {
        let Some(node) = node else { return Ok(None) };
        if Self::kind(&node)? != "Guard" {
            return Err(invalid("guard"));
        }
        Ok(Some(Guard {
            relation: Self::relation(Self::int(&node, "comparison")?)?,
            term: self.term(&node.getattr("term")?)?,
        }))
    }

    fn function(node: &Node<'_>) -> PyResult<AggregateFunction> {
        Ok(match Self::int(node, "function")? {
            0 => AggregateFunction::Count,
            1 => AggregateFunction::Sum,
            2 => AggregateFunction::SumPlus,
            3 => AggregateFunction::Min,
            4 => AggregateFunction::Max,
            _ => return Err(invalid("aggregate function")),
        })
    }

    fn relation(code: i64) -> PyResult<Relation> {
        Ok(match code {
            0 => Relation::Gt,
            1 => Relation::Lt,
            2 => Relation::Le,
            3 => Relation::Ge,
            4 => Relation::Ne,
            5 => Relation::Eq,
            _ => return Err(invalid("comparison operator")),
        })
    }

    fn naf(node: &Node<'_>) -> PyResult<Naf> {
        Ok(match Self::int(node, "sign")? {
            0 => Naf::Positive,
            1 => Naf::Not,
            2 => Naf::NotNot,
            _ => return Err(invalid("sign")),
        })
    }

    fn conditional(&mut self, node: &Node<'_>) -> PyResult<ConditionalLiteral> {
        if Self::kind(node)? != "ConditionalLiteral" {
            return Err(invalid("conditional literal"));
        }
        let literal = self.literal(&node.getattr("literal")?)?;
        let condition = self.literals(node, "condition")?;
        let parts: Vec<Span> = std::iter::once(&literal)
            .chain(&condition)
            .map(|l| l.span)
            .collect();
        Ok(ConditionalLiteral {
            span: self.enclosing(node, &parts)?,
            literal,
            condition,
        })
    }

    /// A sequence attribute of literals.
    fn literals(&mut self, node: &Node<'_>, name: &str) -> PyResult<Vec<Literal>> {
        (Self::items(node, name)?.iter())
            .map(|l| self.literal(l))
            .collect()
    }

    fn literal(&mut self, node: &Node<'_>) -> PyResult<Literal> {
        if Self::kind(node)? != "Literal" {
            return Err(invalid("literal"));
        }
        let span = self.span(node)?;
        let atom = node.getattr("atom")?;
        let kind = match Self::kind(&atom)?.as_str() {
            "BooleanConstant" => LiteralKind::Boolean(Self::int(&atom, "value")? != 0),
            "SymbolicAtom" => LiteralKind::Atom(self.symbolic_atom(&atom)?),
            "Comparison" => {
                let left = self.term(&atom.getattr("term")?)?;
                let rest = (Self::items(&atom, "guards")?.iter())
                    .map(|guard| {
                        let guard = self.guard(Some(guard.clone()))?.expect("a guard");
                        Ok((guard.relation, guard.term))
                    })
                    .collect::<PyResult<Vec<_>>>()?;
                if rest.is_empty() {
                    // clingo's message (sic).
                    return Err(PyRuntimeError::new_err(
                        "invalid ast: a comparision must have at least one guard",
                    ));
                }
                LiteralKind::Comparison(Box::new(Comparison { left, rest }))
            }
            _ => return Err(invalid("atom")),
        };
        Ok(Literal {
            span,
            naf: Self::naf(node)?,
            kind,
        })
    }

    /// The atom of a `SymbolicAtom` node.
    fn symbolic_atom(&mut self, node: &Node<'_>) -> PyResult<Atom> {
        if Self::kind(node)? != "SymbolicAtom" {
            return Err(invalid("symbolic atom"));
        }
        self.atom(&node.getattr("symbol")?)
    }

    /// An atom written as a term: a function, a classically negated one, a pool of them, or
    /// a symbol.
    fn atom(&mut self, node: &Node<'_>) -> PyResult<Atom> {
        let term = self.term(node)?;
        Self::term_atom(term)
    }

    /// The atom of a term: a function, a classically negated atom (a minus flips the sign of
    /// each alternative, as in clingo: `-(p;-q)` is the pool of `-p` and `q`), or a pool of
    /// atoms (their argument lists, consecutive ones of one predicate in one atom, the
    /// others in [`Atom::others`]; an empty pool has no alternative).
    fn term_atom(term: Term) -> PyResult<Atom> {
        let span = term.span;
        match term.kind {
            TermKind::Function {
                name,
                pool,
                external: false,
            } if !name.is_empty() => Ok(Atom::new(span, false, name, pool)),
            TermKind::Unary(UnaryOp::Minus, inner) => {
                let mut atom = Self::term_atom(*inner)?;
                atom.span = span;
                atom.negative = !atom.negative;
                for other in &mut atom.others {
                    other.negative = !other.negative;
                }
                Ok(atom)
            }
            TermKind::Pool(alternatives) => {
                let mut atoms: Vec<Atom> = Vec::new();
                for alternative in alternatives {
                    let mut atom = Self::term_atom(alternative)?;
                    let others = std::mem::take(&mut atom.others);
                    for atom in std::iter::once(atom).chain(others) {
                        match atoms.last_mut() {
                            _ if atom.pool.is_empty() => {} // an empty pool
                            Some(last)
                                if (&last.name, last.negative) == (&atom.name, atom.negative) =>
                            {
                                last.pool.extend(atom.pool)
                            }
                            _ => atoms.push(atom),
                        }
                    }
                }
                let mut atoms = atoms.into_iter();
                let Some(mut atom) = atoms.next() else {
                    return Ok(Atom::new(span, false, String::new(), Vec::new()));
                };
                atom.span = span;
                atom.others = atoms.collect();
                Ok(atom)
            }
            _ => Err(invalid("atom")),
        }
    }

    // ------------------------------------------------------------------ terms

    /// A sequence attribute of terms.
    fn terms(&mut self, node: &Node<'_>, name: &str) -> PyResult<Vec<Term>> {
        (Self::items(node, name)?.iter())
            .map(|t| self.term(t))
            .collect()
    }

    fn term(&mut self, node: &Node<'_>) -> PyResult<Term> {
        let kind = Self::kind(node)?;
        let span = self.span(node).map_err(|_| invalid("term"))?;
        let kind = match kind.as_str() {
            "Variable" => match Self::string(node, "name")?.as_str() {
                "_" => TermKind::Anonymous,
                name => TermKind::Variable(name.to_string()),
            },
            "SymbolicTerm" => {
                let value = decode(&node.getattr("symbol")?.call_method0("_encode")?)?;
                return Ok(Self::value(span, &value));
            }
            "UnaryOperation" => {
                let op = match Self::int(node, "operator_type")? {
                    0 => UnaryOp::Minus,
                    1 => UnaryOp::BitNot,
                    2 => UnaryOp::Abs,
                    _ => return Err(invalid("unary operator")),
                };
                TermKind::Unary(op, Box::new(self.term(&node.getattr("argument")?)?))
            }
            "BinaryOperation" => {
                let op = match Self::int(node, "operator_type")? {
                    0 => BinaryOp::Xor,
                    1 => BinaryOp::Or,
                    2 => BinaryOp::And,
                    3 => BinaryOp::Add,
                    4 => BinaryOp::Sub,
                    5 => BinaryOp::Mul,
                    6 => BinaryOp::Div,
                    7 => BinaryOp::Mod,
                    8 => BinaryOp::Pow,
                    _ => return Err(invalid("binary operator")),
                };
                let left = self.term(&node.getattr("left")?)?;
                let right = self.term(&node.getattr("right")?)?;
                TermKind::Binary(op, Box::new(left), Box::new(right))
            }
            "Interval" => {
                let left = self.term(&node.getattr("left")?)?;
                let right = self.term(&node.getattr("right")?)?;
                TermKind::Interval(Box::new(left), Box::new(right))
            }
            "Function" => {
                let name = Self::string(node, "name")?;
                let args = self.terms(node, "arguments")?;
                let external = Self::int(node, "external")? != 0;
                if name.is_empty() && !external {
                    TermKind::Tuple(args)
                } else {
                    TermKind::Function {
                        name,
                        pool: vec![args],
                        external,
                    }
                }
            }
            "Pool" => {
                let mut alternatives = self.terms(node, "arguments")?;
                if alternatives.len() == 1 {
                    return Ok(alternatives.pop().expect("one alternative"));
                }
                // An empty one too: no alternative (a statement with it in its head makes
                // nothing, in its body no rule; as in clingo).
                TermKind::Pool(alternatives)
            }
            _ => return Err(invalid("term")),
        };
        Ok(Term { span, kind })
    }

    /// The term that writes a symbol (a negative number under a unary minus, as the parser
    /// reads it).
    fn value(span: Span, value: &Value) -> Term {
        let kind = match value {
            Value::Int(n) if *n < 0 && *n != i32::MIN => {
                let literal = Term::new(span, TermKind::Integer((-n).into()));
                TermKind::Unary(UnaryOp::Minus, Box::new(literal))
            }
            Value::Int(n) => TermKind::Integer((*n).into()),
            Value::Str(text) => TermKind::String(text.clone()),
            Value::Infimum => TermKind::Infimum,
            Value::Supremum => TermKind::Supremum,
            Value::Function {
                name,
                negative,
                args,
            } => {
                let args = args.iter().map(|a| Self::value(span, a)).collect();
                let function = if name.is_empty() {
                    TermKind::Tuple(args)
                } else {
                    TermKind::Function {
                        name: name.clone(),
                        pool: vec![args],
                        external: false,
                    }
                };
                if *negative {
                    TermKind::Unary(UnaryOp::Minus, Box::new(Term::new(span, function)))
                } else {
                    function
                }
            }
        };
        Term::new(span, kind)
    }
}

mod theory;
