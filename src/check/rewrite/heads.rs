//! Heads: a literal (an atom, or a constraint for a negated literal or a comparison), a
//! disjunction (its elements in module `elements`), a choice or head aggregate with its
//! elements and bounds.

use super::*;

impl Rewriter<'_> {
    pub(super) fn head(
        &mut self,
        scope: &mut Scope,
        head: &ast::Head,
        has_body: bool,
    ) -> Vec<Alt<Head>> {
        match head {
            ast::Head::Literal(literal) => self.head_literal(scope, literal),
            ast::Head::Theory(atom) => self.head_theory(scope, atom, has_body),
            ast::Head::Disjunction(elements) => {
                let mut parts = elements::DisjunctionParts::default();
                for element in elements {
                    self.disjunction_element(scope, element, &mut parts);
                }
                // What is left of the disjunction may be a constraint or a normal rule.
                let value = match parts.disjuncts.as_slice() {
                    [] => Head::False,
                    [
                        Conditional {
                            literal: Literal::Atom(_, atom),
                            condition,
                        },
                    ] if condition.is_empty() => Head::Atom(atom.clone()),
                    _ => Head::Disjunction(parts.disjuncts, parts.origins),
                };
                vec![Alt {
                    value,
                    ranges: parts.ranges,
                }]
            }
            ast::Head::Aggregate(aggregate) => {
                let mut elements = Vec::new();
                let function = match &aggregate.elements {
                    AggregateElements::Set(set) => {
                        for element in set {
                            for (conditional, tuple) in self.head_conditional(scope, element) {
                                let Literal::Atom(_, atom) = conditional.literal else {
                                    unreachable!("head literals are atoms")
                                };
                                elements.push(ir::AggregateElement {
                                    tuple,
                                    atom: Some(atom),
                                    condition: conditional.condition,
                                    span: element.span,
                                });
                            }
                        }
                        AggregateFunction::Count
                    }
                    AggregateElements::Function(function, list) => {
                        for element in list {
                            elements.extend(self.head_aggregate_element(scope, element));
                        }
                        *function
                    }
                };
                self.bounds(scope, aggregate)
                    .into_iter()
                    .map(|bounds| {
                        bounds.map(|bounds| {
                            Head::Aggregate(ir::Aggregate {
                                function,
                                elements: elements.clone(),
                                bounds,
                                span: aggregate.span,
                            })
                        })
                    })
                    .collect()
            }
        }
    }

    /// A single head literal: an atom, or a literal that turns the rule into a constraint.
    fn head_literal(&mut self, scope: &mut Scope, literal: &ast::Literal) -> Vec<Alt<Head>> {
        match (&literal.kind, literal.naf) {
            (LiteralKind::Atom(atom), Naf::Positive) => self
                .atom(scope, atom)
                .into_iter()
                .map(|a| a.map(Head::Atom))
                .collect(),
            (LiteralKind::Boolean(value), naf) => {
                if naf_holds(naf, *value) {
                    Vec::new()
                } else {
                    vec![Alt::plain(Head::False)]
                }
            }
            // `l :- B.` with a negated or comparison literal l is the constraint
            // `:- B, not l.`
            (_, naf) => {
                let negated = ast::Literal {
                    span: literal.span,
                    naf: match naf {
                        Naf::Positive => Naf::Not,
                        Naf::Not => Naf::NotNot,
                        Naf::NotNot => Naf::Not,
                    },
                    kind: literal.kind.clone(),
                };
                self.literal(scope, &negated)
                    .into_iter()
                    .map(|alt| {
                        let mut ranges = alt.ranges;
                        ranges.extend(alt.value);
                        Alt {
                            value: Head::False,
                            ranges,
                        }
                    })
                    .collect()
            }
        }
    }

    /// An element of a choice or head aggregate, pools expanded into separate elements, each
    /// with the terms that identify it in a set (`0` and the atom, as for a body set
    /// aggregate). An element that is not an atom holds with its literal, as gringo reads it:
    /// it gets an auxiliary atom (see module `elements`).
    fn head_conditional(
        &mut self,
        scope: &mut Scope,
        element: &ast::ConditionalLiteral,
    ) -> Vec<(Conditional, Vec<Term>)> {
        let literal = &element.literal;
        let (LiteralKind::Atom(atom), Naf::Positive) = (&literal.kind, literal.naf) else {
            return self.literal_element(scope, element);
        };
        let atoms = self.atom(scope, atom);
        let conditions = self.condition(scope, &element.condition);
        let mut out = Vec::new();
        for atom in atoms {
            for condition in &conditions {
                let mut literals = condition.value.clone();
                literals.extend(condition.ranges.iter().cloned());
                literals.extend(atom.ranges.iter().cloned());
                let tuple = vec![
                    Term::Symbol(Symbol::Int(0)),
                    atom_term(&atom.value, &self.program),
                ];
                let conditional = Conditional {
                    literal: Literal::Atom(Naf::Positive, atom.value.clone()),
                    condition: literals,
                };
                out.push((conditional, tuple));
            }
        }
        out
    }

    fn head_aggregate_element(
        &mut self,
        scope: &mut Scope,
        element: &ast::HeadAggregateElement,
    ) -> Vec<ir::AggregateElement> {
        let conditional = ast::ConditionalLiteral {
            span: element.span,
            literal: element.literal.clone(),
            condition: element.condition.clone(),
        };
        let mut out = Vec::new();
        for (conditional, _) in self.head_conditional(scope, &conditional) {
            for tuple in self.terms(scope, &element.terms) {
                let Literal::Atom(_, atom) = conditional.literal.clone() else {
                    unreachable!("head literals are atoms")
                };
                let mut condition = conditional.condition.clone();
                condition.extend(tuple.ranges);
                out.push(ir::AggregateElement {
                    tuple: tuple.value,
                    atom: Some(atom),
                    condition,
                    span: element.terms.first().map_or(element.span, |t| t.span),
                });
            }
        }
        out
    }

    /// The bounds of an aggregate as `value rel term`, with their pool alternatives.
    pub(super) fn bounds<E>(
        &mut self,
        scope: &mut Scope,
        aggregate: &ast::Aggregate<E>,
    ) -> Vec<Alt<Vec<Bound>>> {
        let mut lists = Vec::new();
        if let Some(guard) = &aggregate.left {
            let relation = ir::flip(guard.relation);
            lists.push(
                self.term(scope, &guard.term)
                    .into_iter()
                    .map(|t| t.map(|term| Bound { relation, term }))
                    .collect(),
            );
        }
        if let Some(guard) = &aggregate.right {
            let relation = guard.relation;
            lists.push(
                self.term(scope, &guard.term)
                    .into_iter()
                    .map(|t| t.map(|term| Bound { relation, term }))
                    .collect(),
            );
        }
        cross(lists)
    }
}
