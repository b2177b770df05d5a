//! `rasp.ast.parse_string`'s native half: rasp's parser reads a program and its syntax tree
//! becomes the nodes of `rasp.ast` (clingo's `clingo.ast`), built here by calling the
//! module's constructor functions with typed values (strings, integers, symbols, nodes).
//!
//! The tree is turned into clingo's shape: a `#minimize` or `#edge` statement is one
//! statement per element, an atom with argument pools a `Pool` of functions, an
//! integrity constraint a rule whose head is `#false`, a missing priority `0`, a right
//! guard alone the left guard with the relation flipped (as clingo's parser does). Comments
//! (which the syntax tree has no place for) are found by a scan of the text and come in
//! clingo's order: each where it starts, each statement where it ends.

use pyo3::IntoPyObjectExt;
use pyo3::prelude::*;
use pyo3::types::{PyList, PyTuple};
use rasp::diag::{SourceFile, SourceMap, Span};
use rasp::syntax::ast::*;

/// Builds the node `$name` of `rasp.ast` from its attributes (anything Python takes).
macro_rules! node {
    ($c:expr, $name:literal $(, $arg:expr)* $(,)?) => {
        $c.make($name, vec![$($arg.into_bound_py_any($c.py)?),*])
    };
}

/// What the parse gives back: the nodes and `#include` statements (as `(target, library,
/// place)`) in order, and the rendered syntax errors.
type Parsed<'py> = (Vec<Bound<'py, PyAny>>, Vec<String>);

/// Parses `text` (a file named `name`) into nodes of `rasp.ast`; see the module
/// documentation.
#[pyfunction]
pub(crate) fn parse_ast<'py>(py: Python<'py>, text: &str, name: &str) -> PyResult<Parsed<'py>> {
    let mut sources = SourceMap::new();
    let file = sources.add(name, text);
    let (program, errors) = rasp::syntax::parse_partial(text, file);
    let converter = Converter::new(py, sources.file(file))?;
    let mut items: Vec<(usize, Bound<'py, PyAny>)> = Vec::new();
    let mut skipped = Vec::new();
    let mut add = |statement: &Statement| -> PyResult<()> {
        let end = statement.span.end as usize;
        if let StatementKind::Script(_) = statement.kind {
            skipped.push((statement.span.start as usize, end));
        }
        for item in converter.statement(statement, &sources)? {
            items.push((end, item));
        }
        Ok(())
    };
    for statement in &program.statements {
        match &statement.kind {
            // Each fact of a block in its place (comments may stand between them).
            StatementKind::Facts(facts) => facts.statements().try_for_each(|f| add(&f))?,
            _ => add(statement)?,
        }
    }
    for (start, end, block) in rasp::syntax::comments(text, &skipped) {
        let location = converter.location(Span::new(file, start, end))?;
        let comment = node!(
            converter,
            "Comment",
            location,
            &text[start..end],
            block as i64
        )?;
        items.push((start, comment));
    }
    items.sort_by_key(|(at, _)| *at);
    let messages = errors
        .iter()
        .map(|error| error.render(&sources).trim_end().to_string() + "\n")
        .collect();
    Ok((items.into_iter().map(|(_, item)| item).collect(), messages))
}

/// The codes of clingo's enumerations.
fn relation_code(relation: Relation) -> i64 {
    match relation {
        Relation::Gt => 0,
        Relation::Lt => 1,
        Relation::Le => 2,
        Relation::Ge => 3,
        Relation::Ne => 4,
        Relation::Eq => 5,
    }
}

/// The relation with its sides swapped (`2 > x` for `x < 2`).
fn flipped(relation: Relation) -> Relation {
    match relation {
        Relation::Lt => Relation::Gt,
        Relation::Gt => Relation::Lt,
        Relation::Le => Relation::Ge,
        Relation::Ge => Relation::Le,
        other => other,
    }
}

fn sign_code(naf: Naf) -> i64 {
    match naf {
        Naf::Positive => 0,
        Naf::Not => 1,
        Naf::NotNot => 2,
    }
}

fn function_code(function: AggregateFunction) -> i64 {
    match function {
        AggregateFunction::Count => 0,
        AggregateFunction::Sum => 1,
        AggregateFunction::SumPlus => 2,
        AggregateFunction::Min => 3,
        AggregateFunction::Max => 4,
    }
}

fn binary_code(op: BinaryOp) -> i64 {
    match op {
        BinaryOp::Xor => 0,
        BinaryOp::Or => 1,
        BinaryOp::And => 2,
        BinaryOp::Add => 3,
        BinaryOp::Sub => 4,
        BinaryOp::Mul => 5,
        BinaryOp::Div => 6,
        BinaryOp::Mod => 7,
        BinaryOp::Pow => 8,
    }
}

fn unary_code(op: UnaryOp) -> i64 {
    match op {
        UnaryOp::Minus => 0,
        UnaryOp::BitNot => 1,
        UnaryOp::Abs => 2,
    }
}

/// The value of an integer literal as clingo reads it (32 bits that wrap around).
fn integer(value: i64) -> i64 {
    (value as u32 as i32).into()
}

type Node<'py> = Bound<'py, PyAny>;
type Nodes<'py> = Vec<Node<'py>>;

/// Builds the nodes of one file.
struct Converter<'a, 'py> {
    py: Python<'py>,
    file: &'a SourceFile,
    ast: Bound<'py, PyModule>,
    symbol: Bound<'py, PyModule>,
}

impl<'a, 'py> Converter<'a, 'py> {
    fn new(py: Python<'py>, file: &'a SourceFile) -> PyResult<Self> {
        Ok(Converter {
            py,
            file,
            ast: PyModule::import(py, "rasp.ast")?,
            symbol: PyModule::import(py, "rasp.symbol")?,
        })
    }

    fn make(&self, name: &str, args: Nodes<'py>) -> PyResult<Node<'py>> {
        self.ast.getattr(name)?.call1(PyTuple::new(self.py, args)?)
    }

    fn location(&self, span: Span) -> PyResult<Node<'py>> {
        let position = |offset: u32| -> PyResult<Node<'py>> {
            let (line, column) = self.file.line_col(offset as usize);
            let name = self.file.name.as_str();
            self.ast.getattr("Position")?.call1((name, line, column))
        };
        let (begin, end) = (position(span.start)?, position(span.end)?);
        self.ast.getattr("Location")?.call1((begin, end))
    }

    /// A symbol of `rasp.symbol`: `constructor(args)`.
    fn symbol(&self, constructor: &str, args: impl IntoPyObject<'py>) -> PyResult<Node<'py>> {
        let args = args.into_bound_py_any(self.py)?;
        self.symbol.getattr(constructor)?.call1((args,))
    }

    fn symbolic(&self, span: Span, symbol: Node<'py>) -> PyResult<Node<'py>> {
        node!(self, "SymbolicTerm", self.location(span)?, symbol)
    }

    fn number(&self, span: Span, value: i64) -> PyResult<Node<'py>> {
        self.symbolic(span, self.symbol("Number", value)?)
    }

    fn constant(&self, span: Span, name: &str) -> PyResult<Node<'py>> {
        self.symbolic(span, self.symbol("Function", name)?)
    }

    // ------------------------------------------------------------------ statements

    /// The nodes of a statement (several for `#minimize`, `#edge` and blocks of facts), or
    /// an `#include` as `(target, library, place)`.
    fn statement(&self, statement: &Statement, sources: &SourceMap) -> PyResult<Nodes<'py>> {
        let span = statement.span;
        let loc = self.location(span)?;
        let one = |node: PyResult<Node<'py>>| node.map(|n| vec![n]);
        match &statement.kind {
            StatementKind::Rule(rule) => {
                let head = match &rule.head {
                    Some(head) => self.head(head)?,
                    None => {
                        let constant = node!(self, "BooleanConstant", 0)?;
                        node!(self, "Literal", loc.clone(), 0, constant)?
                    }
                };
                one(node!(self, "Rule", loc, head, self.body(&rule.body)?))
            }
            StatementKind::WeakConstraint(weak) => {
                let priority = self.priority(&weak.weight, &weak.priority)?;
                one(node!(
                    self,
                    "Minimize",
                    loc,
                    self.term(&weak.weight)?,
                    priority,
                    self.terms(&weak.terms)?,
                    self.body(&weak.body)?
                ))
            }
            StatementKind::Optimize(optimize) => (optimize.elements.iter())
                .map(|element| {
                    // clingo places each element from the start of the first one.
                    let first = optimize.elements.first().map_or(element.span, |e| e.span);
                    let placed = Span::join(first, element.span);
                    let mut weight = self.term(&element.weight)?;
                    if optimize.maximize {
                        let at = self.location(element.weight.span)?;
                        weight = node!(self, "UnaryOperation", at, 0, weight)?;
                    }
                    let priority = self.priority(&element.weight, &element.priority)?;
                    node!(
                        self,
                        "Minimize",
                        self.location(placed)?,
                        weight,
                        priority,
                        self.terms(&element.terms)?,
                        self.literals(&element.condition)?
                    )
                })
                .collect(),
            StatementKind::ShowAll => one(node!(self, "ShowSignature", loc, "", 0, 1)),
            StatementKind::ShowSignature(signature) => {
                one(self.signature("ShowSignature", loc, signature))
            }
            StatementKind::ProjectSignature(signature) => {
                one(self.signature("ProjectSignature", loc, signature))
            }
            StatementKind::Defined(signature) => one(self.signature("Defined", loc, signature)),
            StatementKind::ShowTerm { term, body } => one(node!(
                self,
                "ShowTerm",
                loc,
                self.term(term)?,
                self.body(body)?
            )),
            StatementKind::ProjectAtom { atom, body } => {
                let atom = node!(self, "SymbolicAtom", self.atom(atom)?)?;
                one(node!(self, "ProjectAtom", loc, atom, self.body(body)?))
            }
            StatementKind::External(external) => {
                let atom = node!(self, "SymbolicAtom", self.atom(&external.atom)?)?;
                let value = match &external.value {
                    Some(value) => self.term(value)?,
                    None => self.constant(span, "false")?,
                };
                one(node!(
                    self,
                    "External",
                    loc,
                    atom,
                    self.body(&external.body)?,
                    value
                ))
            }
            StatementKind::Const { name, value, kind } => {
                let default = *kind == ConstKind::Default;
                one(node!(
                    self,
                    "Definition",
                    loc,
                    name,
                    self.term(value)?,
                    default as i64
                ))
            }
            StatementKind::Include { target, library } => {
                let place = sources.location(span);
                let include = (target.as_str(), *library, place);
                Ok(vec![include.into_bound_py_any(self.py)?])
            }
            StatementKind::Program { name, params } => {
                let params = (params.iter())
                    .map(|p| node!(self, "Id", loc.clone(), p))
                    .collect::<PyResult<Nodes<'py>>>()?;
                one(node!(self, "Program", loc, name, params))
            }
            StatementKind::Heuristic(heuristic) => {
                let atom = node!(self, "SymbolicAtom", self.atom(&heuristic.atom)?)?;
                let priority = self.priority(&heuristic.weight, &heuristic.priority)?;
                one(node!(
                    self,
                    "Heuristic",
                    loc,
                    atom,
                    self.body(&heuristic.body)?,
                    self.term(&heuristic.weight)?,
                    priority,
                    self.term(&heuristic.modifier)?
                ))
            }
            StatementKind::Edge { pairs, body } => (pairs.iter())
                .map(|(u, v)| {
                    let (u, v) = (self.term(u)?, self.term(v)?);
                    node!(self, "Edge", loc.clone(), u, v, self.body(body)?)
                })
                .collect(),
            StatementKind::Facts(facts) => {
                let mut nodes = Vec::with_capacity(facts.len());
                for fact in facts.statements() {
                    nodes.extend(self.statement(&fact, sources)?);
                }
                Ok(nodes)
            }
            StatementKind::Theory(theory) => one(self.theory_definition(loc, theory)),
            StatementKind::Script(script) => {
                // The code as written from the `)` to `#end` without the blanks at its
                // ends (newlines stay), as clingo's lexer reads it; the tree's code starts
                // at its first token.
                let written = &self.file.text[span.start as usize..span.end as usize];
                let code = (written.find(')'))
                    .map(|open| &written[open + 1..])
                    .and_then(|rest| rest.rfind("#end").map(|end| &rest[..end]))
                    .map_or(script.code.as_str(), |code| code.trim_matches([' ', '\t']));
                one(node!(self, "Script", loc, &script.language, code))
            }
        }
    }

    /// The priority of a weak constraint, optimize element or heuristic: `0` where none is
    /// given (placed at the weight, as clingo places it).
    fn priority(&self, weight: &Term, priority: &Option<Term>) -> PyResult<Node<'py>> {
        match priority {
            Some(priority) => self.term(priority),
            None => self.number(weight.span, 0),
        }
    }

    fn signature(&self, name: &str, loc: Node<'py>, signature: &Signature) -> PyResult<Node<'py>> {
        let positive = (!signature.negative) as i64;
        let args = vec![
            loc,
            signature.name.as_str().into_bound_py_any(self.py)?,
            signature.arity.into_bound_py_any(self.py)?,
            positive.into_bound_py_any(self.py)?,
        ];
        self.make(name, args)
    }

    // ------------------------------------------------------------------ heads and bodies

    fn head(&self, head: &Head) -> PyResult<Node<'py>> {
        match head {
            Head::Literal(literal) => self.literal(literal),
            Head::Disjunction(elements) => {
                let span = (elements.iter().map(|e| e.span))
                    .reduce(Span::join)
                    .unwrap_or_default();
                let elements = (elements.iter())
                    .map(|e| self.conditional(e))
                    .collect::<PyResult<Nodes<'py>>>()?;
                node!(self, "Disjunction", self.location(span)?, elements)
            }
            Head::Aggregate(aggregate) => {
                let elements = match &aggregate.elements {
                    AggregateElements::Set(elements) => {
                        return self.set_aggregate(aggregate, elements);
                    }
                    AggregateElements::Function(_, elements) => (elements.iter())
                        .map(|e| {
                            let condition = node!(
                                self,
                                "ConditionalLiteral",
                                self.location(e.span)?,
                                self.literal(&e.literal)?,
                                self.literals(&e.condition)?
                            )?;
                            node!(
                                self,
                                "HeadAggregateElement",
                                self.terms(&e.terms)?,
                                condition
                            )
                        })
                        .collect::<PyResult<Nodes<'py>>>()?,
                };
                self.function_aggregate("HeadAggregate", aggregate, elements)
            }
            Head::Theory(atom) => self.theory_atom(atom),
        }
    }

    fn body(&self, body: &[BodyElement]) -> PyResult<Node<'py>> {
        let mut nodes = Vec::with_capacity(body.len());
        for element in body {
            nodes.push(match element {
                BodyElement::Literal(literal) => self.literal(literal)?,
                BodyElement::Conditional(conditional) => self.conditional(conditional)?,
                BodyElement::Aggregate {
                    span,
                    naf,
                    aggregate,
                } => {
                    let atom = match &aggregate.elements {
                        AggregateElements::Set(elements) => {
                            self.set_aggregate(aggregate, elements)?
                        }
                        AggregateElements::Function(_, elements) => {
                            let elements = (elements.iter())
                                .map(|e| {
                                    let (terms, condition) =
                                        (self.terms(&e.terms)?, self.literals(&e.condition)?);
                                    node!(self, "BodyAggregateElement", terms, condition)
                                })
                                .collect::<PyResult<Nodes<'py>>>()?;
                            self.function_aggregate("BodyAggregate", aggregate, elements)?
                        }
                    };
                    node!(
                        self,
                        "Literal",
                        self.location(*span)?,
                        sign_code(*naf),
                        atom
                    )?
                }
                BodyElement::Theory { span, naf, atom } => {
                    let atom = self.theory_atom(atom)?;
                    node!(
                        self,
                        "Literal",
                        self.location(*span)?,
                        sign_code(*naf),
                        atom
                    )?
                }
            });
        }
        Ok(PyList::new(self.py, nodes)?.into_any())
    }

    /// The guards of an aggregate in clingo's shape: a right guard alone becomes the left
    /// guard with the relation flipped.
    fn guards<E>(&self, aggregate: &Aggregate<E>) -> PyResult<(Node<'py>, Node<'py>)> {
        let guard = |relation: Relation, term: &Term| -> PyResult<Node<'py>> {
            node!(self, "Guard", relation_code(relation), self.term(term)?)
        };
        let none = || self.py.None().into_bound(self.py);
        Ok(match (&aggregate.left, &aggregate.right) {
            (None, Some(right)) => (guard(flipped(right.relation), &right.term)?, none()),
            (left, right) => {
                let left = left
                    .as_ref()
                    .map(|g| guard(g.relation, &g.term))
                    .transpose()?;
                let right = right
                    .as_ref()
                    .map(|g| guard(g.relation, &g.term))
                    .transpose()?;
                (left.unwrap_or_else(none), right.unwrap_or_else(none))
            }
        })
    }

    fn set_aggregate<E>(
        &self,
        aggregate: &Aggregate<E>,
        elements: &[ConditionalLiteral],
    ) -> PyResult<Node<'py>> {
        let (left, right) = self.guards(aggregate)?;
        let elements = (elements.iter())
            .map(|e| self.conditional(e))
            .collect::<PyResult<Nodes<'py>>>()?;
        node!(
            self,
            "Aggregate",
            self.location(aggregate.span)?,
            left,
            elements,
            right
        )
    }

    fn function_aggregate<E>(
        &self,
        name: &str,
        aggregate: &Aggregate<E>,
        elements: Nodes<'py>,
    ) -> PyResult<Node<'py>> {
        let AggregateElements::Function(function, _) = &aggregate.elements else {
            unreachable!("a function aggregate");
        };
        let (left, right) = self.guards(aggregate)?;
        let args = vec![
            self.location(aggregate.span)?,
            left,
            function_code(*function).into_bound_py_any(self.py)?,
            PyList::new(self.py, elements)?.into_any(),
            right,
        ];
        self.make(name, args)
    }

    fn conditional(&self, conditional: &ConditionalLiteral) -> PyResult<Node<'py>> {
        node!(
            self,
            "ConditionalLiteral",
            self.location(conditional.span)?,
            self.literal(&conditional.literal)?,
            self.literals(&conditional.condition)?
        )
    }

    fn literals(&self, literals: &[Literal]) -> PyResult<Nodes<'py>> {
        literals.iter().map(|l| self.literal(l)).collect()
    }

    fn literal(&self, literal: &Literal) -> PyResult<Node<'py>> {
        let mut sign = sign_code(literal.naf);
        let atom = match &literal.kind {
            LiteralKind::Boolean(value) => {
                // clingo's parser takes the negations of a Boolean constant in.
                let value = *value != (literal.naf == Naf::Not);
                sign = 0;
                node!(self, "BooleanConstant", value as i64)?
            }
            LiteralKind::Atom(atom) => node!(self, "SymbolicAtom", self.atom(atom)?)?,
            LiteralKind::Comparison(comparison) => {
                let guards = (comparison.rest.iter())
                    .map(|(relation, term)| {
                        node!(self, "Guard", relation_code(*relation), self.term(term)?)
                    })
                    .collect::<PyResult<Nodes<'py>>>()?;
                node!(self, "Comparison", self.term(&comparison.left)?, guards)?
            }
        };
        node!(self, "Literal", self.location(literal.span)?, sign, atom)
    }

    /// The term of an atom: a function (a pool of them for argument pools), under a unary
    /// minus if classically negated; a pool of them for a pool of atoms of different
    /// predicates (only built through the API).
    fn atom(&self, atom: &Atom) -> PyResult<Node<'py>> {
        let term = |atom: &Atom| {
            let term = self.function(atom.span, &atom.name, &atom.pool, false)?;
            if atom.negative {
                return node!(self, "UnaryOperation", self.location(atom.span)?, 0, term);
            }
            Ok(term)
        };
        if atom.others.is_empty() {
            return term(atom);
        }
        let alternatives = (std::iter::once(atom).chain(&atom.others))
            .map(term)
            .collect::<PyResult<Nodes<'py>>>()?;
        node!(self, "Pool", self.location(atom.span)?, alternatives)
    }

    // ------------------------------------------------------------------ terms

    fn terms(&self, terms: &[Term]) -> PyResult<Nodes<'py>> {
        terms.iter().map(|t| self.term(t)).collect()
    }

    /// A function with argument lists `pool`: one function, or a pool of them.
    fn function(
        &self,
        span: Span,
        name: &str,
        pool: &[Vec<Term>],
        external: bool,
    ) -> PyResult<Node<'py>> {
        let loc = self.location(span)?;
        let mut functions = (pool.iter())
            .map(|args| {
                node!(
                    self,
                    "Function",
                    loc.clone(),
                    name,
                    self.terms(args)?,
                    external as i64
                )
            })
            .collect::<PyResult<Nodes<'py>>>()?;
        if functions.len() == 1 {
            return Ok(functions.pop().expect("one function"));
        }
        node!(self, "Pool", loc, functions)
    }

    fn term(&self, term: &Term) -> PyResult<Node<'py>> {
        let span = term.span;
        match &term.kind {
            TermKind::Integer(value) if *value == i64::from(i32::MIN) => {
                // `-2147483648`, which the parser reads as one integer: clingo keeps the
                // minus and reads the literal in 32 bits (it wraps to the same value).
                let literal = Span::new(span.file, span.start as usize + 1, span.end as usize);
                let literal = self.number(literal, *value)?;
                node!(self, "UnaryOperation", self.location(span)?, 0, literal)
            }
            TermKind::Integer(value) => self.number(span, integer(*value)),
            TermKind::String(text) => self.symbolic(span, self.symbol("String", text)?),
            TermKind::Variable(name) => node!(self, "Variable", self.location(span)?, name),
            TermKind::Anonymous => node!(self, "Variable", self.location(span)?, "_"),
            TermKind::Infimum => self.symbolic(span, self.symbol.getattr("Infimum")?),
            TermKind::Supremum => self.symbolic(span, self.symbol.getattr("Supremum")?),
            TermKind::Function {
                name,
                pool,
                external,
            } => {
                // A constant, unless written `f()` (the tree does not tell them apart).
                let written = self.file.text.get(span.start as usize..span.end as usize);
                let call = written.is_some_and(|w| w.ends_with(')'));
                if !external && pool.len() == 1 && pool[0].is_empty() && !call {
                    return self.constant(span, name);
                }
                self.function(span, name, pool, *external)
            }
            TermKind::Tuple(terms) => {
                node!(
                    self,
                    "Function",
                    self.location(span)?,
                    "",
                    self.terms(terms)?,
                    0
                )
            }
            TermKind::Pool(terms) => node!(self, "Pool", self.location(span)?, self.terms(terms)?),
            TermKind::Unary(op, operand) => {
                let operand = self.term(operand)?;
                node!(
                    self,
                    "UnaryOperation",
                    self.location(span)?,
                    unary_code(*op),
                    operand
                )
            }
            TermKind::Binary(op, left, right) => {
                let (left, right) = (self.term(left)?, self.term(right)?);
                let code = binary_code(*op);
                node!(
                    self,
                    "BinaryOperation",
                    self.location(span)?,
                    code,
                    left,
                    right
                )
            }
            TermKind::Interval(left, right) => {
                let (left, right) = (self.term(left)?, self.term(right)?);
                node!(self, "Interval", self.location(span)?, left, right)
            }
        }
    }

    // ------------------------------------------------------------------ theories

    fn theory_atom(&self, atom: &TheoryAtom) -> PyResult<Node<'py>> {
        let elements = (atom.elements.iter())
            .map(|e| {
                let terms = (e.tuple.iter())
                    .map(|t| self.theory_term(t))
                    .collect::<PyResult<Nodes<'py>>>()?;
                node!(
                    self,
                    "TheoryAtomElement",
                    terms,
                    self.literals(&e.condition)?
                )
            })
            .collect::<PyResult<Nodes<'py>>>()?;
        let guard = match &atom.guard {
            Some((op, term)) => node!(self, "TheoryGuard", op, self.theory_term(term)?)?,
            None => self.py.None().into_bound(self.py),
        };
        let loc = self.location(atom.name.span)?;
        node!(
            self,
            "TheoryAtom",
            loc,
            self.atom(&atom.name)?,
            elements,
            guard
        )
    }

    /// A theory term: its primary if it has no operators, else an unparsed term.
    fn theory_term(&self, term: &TheoryTerm) -> PyResult<Node<'py>> {
        if let [(operators, primary)] = term.parts.as_slice()
            && operators.is_empty()
        {
            return self.theory_primary(term.span, primary);
        }
        let elements = (term.parts.iter())
            .map(|(operators, primary)| {
                let primary = self.theory_primary(term.span, primary)?;
                node!(
                    self,
                    "TheoryUnparsedTermElement",
                    operators.clone(),
                    primary
                )
            })
            .collect::<PyResult<Nodes<'py>>>()?;
        node!(
            self,
            "TheoryUnparsedTerm",
            self.location(term.span)?,
            elements
        )
    }

    /// A primary of a theory term (placed at its term: primaries keep no place of their
    /// own, but variables).
    fn theory_primary(&self, span: Span, primary: &TheoryPrimary) -> PyResult<Node<'py>> {
        let terms = |terms: &[TheoryTerm]| -> PyResult<Nodes<'py>> {
            terms.iter().map(|t| self.theory_term(t)).collect()
        };
        let sequence = |kind: i64, items: &[TheoryTerm]| -> PyResult<Node<'py>> {
            node!(
                self,
                "TheorySequence",
                self.location(span)?,
                kind,
                terms(items)?
            )
        };
        match primary {
            TheoryPrimary::Name(name) => self.constant(span, name),
            TheoryPrimary::Integer(value) => self.number(span, integer(*value)),
            TheoryPrimary::String(text) => self.symbolic(span, self.symbol("String", text)?),
            TheoryPrimary::Infimum => self.symbolic(span, self.symbol.getattr("Infimum")?),
            TheoryPrimary::Supremum => self.symbolic(span, self.symbol.getattr("Supremum")?),
            TheoryPrimary::Variable(name, at) => {
                node!(self, "Variable", self.location(*at)?, name)
            }
            TheoryPrimary::Function(name, args) => {
                node!(
                    self,
                    "TheoryFunction",
                    self.location(span)?,
                    name,
                    terms(args)?
                )
            }
            TheoryPrimary::Tuple(items) => sequence(0, items),
            TheoryPrimary::Set(items) => sequence(1, items),
            TheoryPrimary::List(items) => sequence(2, items),
            TheoryPrimary::Parenthesized(term) => self.theory_term(term),
        }
    }

    fn theory_definition(&self, loc: Node<'py>, theory: &TheoryDefinition) -> PyResult<Node<'py>> {
        let terms = (theory.terms.iter())
            .map(|term| {
                let operators = (term.operators.iter())
                    .map(|op| {
                        let kind = match op.kind {
                            TheoryOperatorKind::Unary => 0,
                            TheoryOperatorKind::BinaryLeft => 1,
                            TheoryOperatorKind::BinaryRight => 2,
                        };
                        let loc = self.location(op.span)?;
                        let operator = op.operator.as_str();
                        node!(
                            self,
                            "TheoryOperatorDefinition",
                            loc,
                            operator,
                            op.priority,
                            kind
                        )
                    })
                    .collect::<PyResult<Nodes<'py>>>()?;
                let loc = self.location(term.span)?;
                node!(self, "TheoryTermDefinition", loc, &term.name, operators)
            })
            .collect::<PyResult<Nodes<'py>>>()?;
        let atoms = (theory.atoms.iter())
            .map(|atom| {
                let kind = match atom.kind {
                    TheoryAtomKind::Head => 0,
                    TheoryAtomKind::Body => 1,
                    TheoryAtomKind::Any => 2,
                    TheoryAtomKind::Directive => 3,
                };
                let guard = match &atom.guard {
                    Some((operators, term)) => {
                        node!(self, "TheoryGuardDefinition", operators.clone(), term)?
                    }
                    None => self.py.None().into_bound(self.py),
                };
                let (loc, name) = (self.location(atom.span)?, atom.name.as_str());
                let (arity, elements) = (atom.arity, atom.elements.as_str());
                node!(
                    self,
                    "TheoryAtomDefinition",
                    loc,
                    kind,
                    name,
                    arity,
                    elements,
                    guard
                )
            })
            .collect::<PyResult<Nodes<'py>>>()?;
        node!(self, "TheoryDefinition", loc, &theory.name, terms, atoms)
    }
}
