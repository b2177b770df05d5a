//! Theory atoms, theory terms and theory definitions of `rasp.ast` nodes (see the parent
//! module).
//!
//! rasp's tree keeps a theory term as a row of operators and primaries, resolved later by
//! the theory's definition: an unparsed term (`TheoryUnparsedTerm`) is such a row already;
//! an operator applied to terms (`TheoryFunction` named `+`, as a theory parser builds it)
//! becomes a row whose operands are parenthesized where they have operators of their own,
//! so that the row resolves to the tree it was.

use super::{Builder, Node, invalid, unsupported};
use crate::convert::decode;
use pyo3::prelude::*;
use rasp::api::Value;
use rasp::diag::Span;
use rasp::syntax::ast::*;

/// Whether `name` is a theory operator (written with operator characters only).
fn is_operator(name: &str) -> bool {
    !name.is_empty() && name.chars().all(|c| "/!<=>+-*\\?&@|:;~^.".contains(c))
}

impl Builder {
    pub(super) fn theory_atom(&mut self, node: &Node<'_>) -> PyResult<TheoryAtom> {
        if Self::kind(node)? != "TheoryAtom" {
            return Err(invalid("theory atom"));
        }
        let span = self.span(node)?;
        let name = self.atom(&node.getattr("term")?)?;
        if !name.others.is_empty() || name.pool.is_empty() {
            // clingo makes a theory atom of each alternative (none for an empty pool).
            return Err(unsupported(
                "a theory atom named by a pool of different names or an empty pool",
            ));
        }
        let elements = (Self::items(node, "elements")?.iter())
            .map(|element| {
                if Self::kind(element)? != "TheoryAtomElement" {
                    return Err(invalid("theory atom element"));
                }
                let tuple = (Self::items(element, "terms")?.iter())
                    .map(|t| self.theory_term(t))
                    .collect::<PyResult<Vec<_>>>()?;
                let condition = self.literals(element, "condition")?;
                let span = self.covering(element, span)?;
                Ok(TheoryElement {
                    span,
                    tuple,
                    condition,
                })
            })
            .collect::<PyResult<_>>()?;
        let guard = match Self::optional(node, "guard")? {
            Some(guard) => {
                if Self::kind(&guard)? != "TheoryGuard" {
                    return Err(invalid("theory guard"));
                }
                let operator = Self::string(&guard, "operator_name")?;
                Some((operator, self.theory_term(&guard.getattr("term")?)?))
            }
            None => None,
        };
        Ok(TheoryAtom {
            span,
            name,
            elements,
            guard,
        })
    }

    fn theory_term(&mut self, node: &Node<'_>) -> PyResult<TheoryTerm> {
        let kind = Self::kind(node)?;
        let span = self.span(node).map_err(|_| invalid("theory term"))?;
        match kind.as_str() {
            "TheoryUnparsedTerm" => {
                let parts = (Self::items(node, "elements")?.iter())
                    .map(|element| {
                        if Self::kind(element)? != "TheoryUnparsedTermElement" {
                            return Err(invalid("theory unparsed term element"));
                        }
                        let operators: Vec<String> = (element.getattr("operators")?.try_iter()?)
                            .map(|op| op?.extract())
                            .collect::<PyResult<_>>()?;
                        Ok((operators, self.theory_operand(&element.getattr("term")?)?))
                    })
                    .collect::<PyResult<Vec<_>>>()?;
                if parts.is_empty() {
                    return Err(invalid("theory term"));
                }
                Ok(TheoryTerm { span, parts })
            }
            "TheoryFunction" if is_operator(&Self::string(node, "name")?) => {
                let operator = Self::string(node, "name")?;
                let args = Self::items(node, "arguments")?;
                let parts = match args.as_slice() {
                    [operand] => vec![(vec![operator], self.theory_operand(operand)?)],
                    [left, right] => vec![
                        (Vec::new(), self.theory_operand(left)?),
                        (vec![operator], self.theory_operand(right)?),
                    ],
                    _ => return Ok(TheoryTerm::primary(span, self.theory_primary(node)?)),
                };
                Ok(TheoryTerm { span, parts })
            }
            "SymbolicTerm" => {
                let value = decode(&node.getattr("symbol")?.call_method0("_encode")?)?;
                Ok(theory_value(span, &value))
            }
            _ => Ok(TheoryTerm::primary(span, self.theory_primary(node)?)),
        }
    }

    /// A theory term as an operand of operators: its primary, parenthesized if it has
    /// operators.
    fn theory_operand(&mut self, node: &Node<'_>) -> PyResult<TheoryPrimary> {
        Ok(operand(self.theory_term(node)?))
    }

    fn theory_primary(&mut self, node: &Node<'_>) -> PyResult<TheoryPrimary> {
        let terms = |b: &mut Self, name: &str| -> PyResult<Vec<TheoryTerm>> {
            (Self::items(node, name)?.iter())
                .map(|t| b.theory_term(t))
                .collect()
        };
        Ok(match Self::kind(node)?.as_str() {
            "Variable" => TheoryPrimary::Variable(Self::string(node, "name")?, self.span(node)?),
            "SymbolicTerm" | "TheoryUnparsedTerm" => self.theory_operand(node)?,
            "TheoryFunction" | "Function" => {
                let name = Self::string(node, "name")?;
                let args = terms(self, "arguments")?;
                if node.hasattr("external")? && Self::int(node, "external")? != 0 {
                    return Err(invalid("theory term"));
                }
                match (name.is_empty(), args.is_empty()) {
                    (true, _) => TheoryPrimary::Tuple(args),
                    (false, true) => TheoryPrimary::Name(name),
                    (false, false) => TheoryPrimary::Function(name, args),
                }
            }
            "TheorySequence" => {
                let items = terms(self, "terms")?;
                match Self::int(node, "sequence_type")? {
                    0 => TheoryPrimary::Tuple(items),
                    1 => TheoryPrimary::Set(items),
                    2 => TheoryPrimary::List(items),
                    _ => return Err(invalid("theory sequence type")),
                }
            }
            _ => return Err(invalid("theory term")),
        })
    }

    pub(super) fn theory_definition(&mut self, node: &Node<'_>) -> PyResult<TheoryDefinition> {
        let terms = (Self::items(node, "terms")?.iter())
            .map(|term| {
                let operators = (Self::items(term, "operators")?.iter())
                    .map(|op| {
                        Ok(TheoryOperatorDefinition {
                            span: self.span(op)?,
                            operator: Self::string(op, "name")?,
                            priority: op.getattr("priority")?.extract()?,
                            kind: match Self::int(op, "operator_type")? {
                                0 => TheoryOperatorKind::Unary,
                                1 => TheoryOperatorKind::BinaryLeft,
                                2 => TheoryOperatorKind::BinaryRight,
                                _ => return Err(invalid("theory operator type")),
                            },
                        })
                    })
                    .collect::<PyResult<_>>()?;
                Ok(TheoryTermDefinition {
                    span: self.span(term)?,
                    name: Self::string(term, "name")?,
                    operators,
                })
            })
            .collect::<PyResult<_>>()?;
        let atoms = (Self::items(node, "atoms")?.iter())
            .map(|atom| {
                let guard = match Self::optional(atom, "guard")? {
                    Some(guard) => {
                        let operators: Vec<String> = (guard.getattr("operators")?.try_iter()?)
                            .map(|op| op?.extract())
                            .collect::<PyResult<_>>()?;
                        Some((operators, Self::string(&guard, "term")?))
                    }
                    None => None,
                };
                Ok(TheoryAtomDefinition {
                    span: self.span(atom)?,
                    name: Self::string(atom, "name")?,
                    arity: atom.getattr("arity")?.extract()?,
                    elements: Self::string(atom, "term")?,
                    guard,
                    kind: match Self::int(atom, "atom_type")? {
                        0 => TheoryAtomKind::Head,
                        1 => TheoryAtomKind::Body,
                        2 => TheoryAtomKind::Any,
                        3 => TheoryAtomKind::Directive,
                        _ => return Err(invalid("theory atom type")),
                    },
                })
            })
            .collect::<PyResult<_>>()?;
        Ok(TheoryDefinition {
            name: Self::string(node, "name")?,
            terms,
            atoms,
        })
    }
}

/// A theory term as an operand: its primary, parenthesized if it has operators.
fn operand(mut term: TheoryTerm) -> TheoryPrimary {
    if let [(operators, _)] = term.parts.as_slice()
        && operators.is_empty()
    {
        return term.parts.pop().expect("one part").1;
    }
    TheoryPrimary::Parenthesized(Box::new(term))
}

/// The theory term that writes a symbol (a classically negated function under `-`).
fn theory_value(span: Span, value: &Value) -> TheoryTerm {
    let primary = match value {
        Value::Int(n) => TheoryPrimary::Integer((*n).into()),
        Value::Str(text) => TheoryPrimary::String(text.clone()),
        Value::Infimum => TheoryPrimary::Infimum,
        Value::Supremum => TheoryPrimary::Supremum,
        Value::Function {
            name,
            negative,
            args,
        } => {
            let args: Vec<TheoryTerm> = args.iter().map(|a| theory_value(span, a)).collect();
            let primary = match (name.is_empty(), args.is_empty()) {
                (true, _) => TheoryPrimary::Tuple(args),
                (false, true) => TheoryPrimary::Name(name.clone()),
                (false, false) => TheoryPrimary::Function(name.clone(), args),
            };
            if *negative {
                let parts = vec![(vec!["-".to_string()], primary)];
                return TheoryTerm { span, parts };
            }
            primary
        }
    };
    TheoryTerm::primary(span, primary)
}

/// `TheoryTerm::primary`: a term of one primary without operators.
trait Primary {
    fn primary(span: Span, primary: TheoryPrimary) -> Self;
}

impl Primary for TheoryTerm {
    fn primary(span: Span, primary: TheoryPrimary) -> TheoryTerm {
        TheoryTerm {
            span,
            parts: vec![(Vec::new(), primary)],
        }
    }
}
