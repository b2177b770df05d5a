//! Theory definitions, theory atoms and theory terms: from their pairs to syntax tree nodes.

use super::terms::{integer_value, unescape};
use super::{Builder, P, Rule, children};
use crate::syntax::ast::*;

impl Builder {
    /// `#theory name { ... }.`
    pub(super) fn theory_definition<'i>(
        &self,
        parts: impl Iterator<Item = P<'i>>,
    ) -> TheoryDefinition {
        let mut definition = TheoryDefinition {
            name: String::new(),
            terms: Vec::new(),
            atoms: Vec::new(),
        };
        for part in parts {
            match part.as_rule() {
                Rule::identifier => definition.name = part.as_str().to_string(),
                Rule::theory_term_definition => {
                    definition.terms.push(self.theory_term_definition(part))
                }
                Rule::theory_atom_definition => {
                    definition.atoms.push(self.theory_atom_definition(part))
                }
                _ => {}
            }
        }
        definition
    }

    fn theory_term_definition(&self, pair: P<'_>) -> TheoryTermDefinition {
        let span = self.span(&pair);
        let mut parts = children(pair);
        let name = parts.next().expect("term name").as_str().to_string();
        let operators = parts
            .filter(|p| p.as_rule() == Rule::theory_operator_definition)
            .map(|p| self.theory_operator_definition(p))
            .collect();
        TheoryTermDefinition {
            span,
            name,
            operators,
        }
    }

    fn theory_operator_definition(&self, pair: P<'_>) -> TheoryOperatorDefinition {
        let span = self.span(&pair);
        let mut parts = children(pair);
        let operator = parts.next().expect("operator").as_str().to_string();
        let priority = integer_value(parts.next().expect("priority").as_str());
        let kind = match parts.next().expect("kind").as_rule() {
            Rule::kw_unary => TheoryOperatorKind::Unary,
            _ => match parts.next().expect("associativity").as_rule() {
                Rule::kw_left => TheoryOperatorKind::BinaryLeft,
                _ => TheoryOperatorKind::BinaryRight,
            },
        };
        TheoryOperatorDefinition {
            span,
            operator,
            priority,
            kind,
        }
    }

    fn theory_atom_definition(&self, pair: P<'_>) -> TheoryAtomDefinition {
        let span = self.span(&pair);
        let mut parts = children(pair).filter(|p| p.as_rule() != Rule::op_and);
        let name = parts.next().expect("atom name").as_str().to_string();
        let arity = integer_value(parts.next().expect("arity").as_str());
        let elements = parts.next().expect("element term").as_str().to_string();
        let mut guard = None;
        let mut kind = TheoryAtomKind::Any;
        for part in parts {
            match part.as_rule() {
                Rule::theory_guard_definition => {
                    let mut operators = Vec::new();
                    let mut term = String::new();
                    for p in children(part) {
                        match p.as_rule() {
                            Rule::theory_op => operators.push(p.as_str().to_string()),
                            Rule::identifier => term = p.as_str().to_string(),
                            _ => {}
                        }
                    }
                    guard = Some((operators, term));
                }
                Rule::theory_atom_type => {
                    kind = match part.as_str() {
                        "head" => TheoryAtomKind::Head,
                        "body" => TheoryAtomKind::Body,
                        "directive" => TheoryAtomKind::Directive,
                        _ => TheoryAtomKind::Any,
                    }
                }
                _ => {}
            }
        }
        TheoryAtomDefinition {
            span,
            name,
            arity,
            elements,
            guard,
            kind,
        }
    }

    /// `&name(args) { elements } op guard`.
    pub(super) fn theory_atom(&self, pair: P<'_>) -> TheoryAtom {
        let span = self.span(&pair);
        let mut parts = children(pair).filter(|p| p.as_rule() != Rule::op_and);
        let name = self.atom(parts.next().expect("theory atom name"));
        let mut atom = TheoryAtom {
            span,
            name,
            elements: Vec::new(),
            guard: None,
        };
        for part in parts {
            match part.as_rule() {
                Rule::theory_elements => {
                    atom.elements = children(part).map(|e| self.theory_element(e)).collect()
                }
                Rule::theory_guard => {
                    let mut guard = children(part);
                    let operator = guard.next().expect("operator").as_str().to_string();
                    let term = self.theory_term(guard.next().expect("guard term"));
                    atom.guard = Some((operator, term));
                }
                _ => {}
            }
        }
        atom
    }

    fn theory_element(&self, pair: P<'_>) -> TheoryElement {
        let span = self.span(&pair);
        let mut element = TheoryElement {
            span,
            tuple: Vec::new(),
            condition: Vec::new(),
        };
        for part in children(pair) {
            match part.as_rule() {
                Rule::theory_opterms => element.tuple = self.theory_terms(part),
                Rule::condition => element.condition = self.condition(part),
                _ => {}
            }
        }
        element
    }

    fn theory_terms(&self, pair: P<'_>) -> Vec<TheoryTerm> {
        children(pair).map(|t| self.theory_term(t)).collect()
    }

    /// A `theory_opterm`: operators and primaries in a row.
    pub(super) fn theory_term(&self, pair: P<'_>) -> TheoryTerm {
        let span = self.span(&pair);
        let mut parts = Vec::new();
        let mut operators = Vec::new();
        for part in children(pair) {
            if part.as_rule() == Rule::theory_op {
                operators.push(part.as_str().to_string());
            } else {
                parts.push((std::mem::take(&mut operators), self.theory_primary(part)));
            }
        }
        TheoryTerm { span, parts }
    }

    fn theory_primary(&self, pair: P<'_>) -> TheoryPrimary {
        let inner = pair.into_inner().next().expect("theory term");
        let list = |pair: P<'_>| -> Vec<TheoryTerm> {
            children(pair)
                .filter(|p| p.as_rule() == Rule::theory_opterms)
                .flat_map(|p| self.theory_terms(p))
                .collect()
        };
        match inner.as_rule() {
            Rule::variable => {
                TheoryPrimary::Variable(inner.as_str().to_string(), self.span(&inner))
            }
            Rule::theory_set => TheoryPrimary::Set(list(inner)),
            Rule::theory_list => TheoryPrimary::List(list(inner)),
            Rule::theory_function => {
                let mut parts = children(inner);
                let name = parts.next().expect("name").as_str().to_string();
                let args = parts.flat_map(|p| self.theory_terms(p)).collect();
                TheoryPrimary::Function(name, args)
            }
            Rule::theory_tuple => {
                let mut terms = Vec::new();
                let mut trailing = false;
                for p in children(inner) {
                    match p.as_rule() {
                        Rule::theory_opterm => terms.push(self.theory_term(p)),
                        _ => trailing = true,
                    }
                }
                if terms.len() == 1 && !trailing {
                    TheoryPrimary::Parenthesized(Box::new(terms.pop().expect("one term")))
                } else {
                    TheoryPrimary::Tuple(terms)
                }
            }
            Rule::theory_value => {
                let value = inner.into_inner().next().expect("value");
                match value.as_rule() {
                    Rule::identifier => TheoryPrimary::Name(value.as_str().to_string()),
                    Rule::number => TheoryPrimary::Integer(integer_value(value.as_str()).into()),
                    Rule::string => TheoryPrimary::String(unescape(value)),
                    Rule::infimum => TheoryPrimary::Infimum,
                    _ => TheoryPrimary::Supremum,
                }
            }
            other => unreachable!("not a theory term: {other:?}"),
        }
    }
}
