//! Bodies: literals, conditional literals and aggregates with their elements and conditions,
//! expanded over pools and intervals.

use super::*;

impl Rewriter<'_> {
    /// The alternatives of a body: each a list of body elements (range literals included).
    pub(super) fn body(
        &mut self,
        scope: &mut Scope,
        body: &[ast::BodyElement],
    ) -> Vec<Vec<BodyElement>> {
        let mut lists = Vec::new();
        for element in body {
            lists.push(self.body_element(scope, element));
        }
        unpool_then_split(lists)
            .into_iter()
            .map(|alt| {
                let mut elements: Vec<BodyElement> = alt.value.into_iter().flatten().collect();
                elements.extend(alt.ranges.into_iter().map(BodyElement::Literal));
                elements
            })
            .collect()
    }

    /// The alternatives of one body element (none if it can never hold): per alternative of
    /// its pools, the alternatives it splits into (see [`unpool_then_split`]).
    fn body_element(
        &mut self,
        scope: &mut Scope,
        element: &ast::BodyElement,
    ) -> Vec<Vec<Alt<Vec<BodyElement>>>> {
        let literals = |alts: Vec<Alt<Vec<Literal>>>| {
            (alts.into_iter())
                .map(|alt| alt.map(|ls| ls.into_iter().map(BodyElement::Literal).collect()))
                .collect()
        };
        if let ast::BodyElement::Literal(literal) = element
            && !matches!(literal.kind, LiteralKind::Boolean(_))
        {
            return (self.literal_unpooled(scope, literal).into_iter())
                .map(literals)
                .collect();
        }
        let alternatives = self.body_element_unsplit(scope, element);
        alternatives.into_iter().map(|alt| vec![alt]).collect()
    }

    /// The alternatives of a body element that is no literal (or a Boolean one).
    fn body_element_unsplit(
        &mut self,
        scope: &mut Scope,
        element: &ast::BodyElement,
    ) -> Vec<Alt<Vec<BodyElement>>> {
        match element {
            // `#false` (or `not #true`) keeps the rule, as gringo keeps it: a statement
            // without instances whose head atoms still occur in a head (no info for them)
            // and whose dependencies still link its component (`p ; not r. r :- p, #false.`
            // leaves `not r` undecided).
            ast::BodyElement::Literal(
                literal @ ast::Literal {
                    kind: LiteralKind::Boolean(value),
                    ..
                },
            ) if !naf_holds(literal.naf, *value) => {
                vec![Alt::plain(vec![BodyElement::Literal(false_literal())])]
            }
            ast::BodyElement::Literal(literal) => self
                .literal(scope, literal)
                .into_iter()
                .map(|alt| alt.map(|ls| ls.into_iter().map(BodyElement::Literal).collect()))
                .collect(),
            ast::BodyElement::Conditional(conditional) => {
                vec![Alt::plain(self.body_conditional(scope, conditional))]
            }
            ast::BodyElement::Theory { naf, atom, .. } => self.body_theory(scope, *naf, atom),
            ast::BodyElement::Aggregate { naf, aggregate, .. } => {
                let mut elements = Vec::new();
                let function = match &aggregate.elements {
                    AggregateElements::Set(set) => {
                        for element in set {
                            elements.extend(self.set_element(scope, element));
                        }
                        AggregateFunction::Count
                    }
                    AggregateElements::Function(function, list) => {
                        for element in list {
                            elements.extend(self.body_aggregate_element(scope, element));
                        }
                        *function
                    }
                };
                self.bounds(scope, aggregate)
                    .into_iter()
                    .map(|bounds| {
                        bounds.map(|bounds| {
                            vec![BodyElement::Aggregate(
                                *naf,
                                ir::Aggregate {
                                    function,
                                    elements: elements.clone(),
                                    bounds,
                                    span: aggregate.span,
                                },
                            )]
                        })
                    })
                    .collect()
            }
        }
    }

    /// `l : c` in a body set aggregate: the element `(id of l) : l, c`.
    fn set_element(
        &mut self,
        scope: &mut Scope,
        element: &ast::ConditionalLiteral,
    ) -> Vec<ir::AggregateElement> {
        let mut out = Vec::new();
        let literals = self.literal(scope, &element.literal);
        let conditions = self.condition(scope, &element.condition);
        for literal in &literals {
            for condition in &conditions {
                // `_` in a positive literal is a local variable of the element, which the
                // literal binds; in a negated one it is projected away (`project_anonymous`),
                // from the element's identity too, as gringo does.
                let literals: Vec<Literal> = (literal.value.iter())
                    .map(|l| match l {
                        Literal::Atom(Naf::Positive, atom) => {
                            let mut atom = atom.clone();
                            for arg in &mut atom.args {
                                if matches!(arg, Term::Variable(v) if scope.is_anonymous(*v)) {
                                    *arg = Term::Variable(scope.fresh("Local", atom.span));
                                }
                            }
                            Literal::Atom(Naf::Positive, atom)
                        }
                        _ => l.clone(),
                    })
                    .collect();
                let mut tuple = vec![Term::Symbol(Symbol::Int(naf_code(&element.literal)))];
                for l in &literals {
                    let projected = match l {
                        Literal::Atom(naf, atom)
                            if !self.program.predicates[atom.predicate.0 as usize].negative =>
                        {
                            let mut atom = atom.clone();
                            (atom.args).retain(
                                |t| !matches!(t, Term::Variable(v) if scope.is_anonymous(*v)),
                            );
                            Some(Literal::Atom(*naf, atom))
                        }
                        _ => None,
                    };
                    tuple.extend(literal_terms(
                        projected.as_ref().unwrap_or(l),
                        &self.program,
                    ));
                }
                let mut cond = literals;
                cond.extend(condition.value.iter().cloned());
                cond.extend(condition.ranges.iter().cloned());
                cond.extend(literal.ranges.iter().cloned());
                out.push(ir::AggregateElement {
                    tuple,
                    atom: None,
                    condition: cond,
                    span: element.span,
                });
            }
        }
        out
    }

    fn body_aggregate_element(
        &mut self,
        scope: &mut Scope,
        element: &ast::BodyAggregateElement,
    ) -> Vec<ir::AggregateElement> {
        let mut out = Vec::new();
        let conditions = self.condition(scope, &element.condition);
        for tuple in self.terms(scope, &element.terms) {
            for condition in &conditions {
                let mut cond = condition.value.clone();
                cond.extend(condition.ranges.iter().cloned());
                cond.extend(tuple.ranges.iter().cloned());
                out.push(ir::AggregateElement {
                    tuple: tuple.value.clone(),
                    atom: None,
                    condition: cond,
                    span: element.terms.first().map_or(element.span, |t| t.span),
                });
            }
        }
        out
    }

    /// The alternatives of a condition (a conjunction of literals); none if it never holds.
    pub(super) fn condition(
        &mut self,
        scope: &mut Scope,
        literals: &[ast::Literal],
    ) -> Vec<Alt<Vec<Literal>>> {
        // A `#false` stays as a literal that never holds: gringo keeps the condition's
        // statement, whose other atoms still link its component (`q(X) :- d(X), p(Z) : d(Z),
        // t(Z), #false.` depends on t, and q is derived only once the conjunction completes).
        let lists = (literals.iter())
            .map(|l| match &l.kind {
                LiteralKind::Boolean(value) if !naf_holds(l.naf, *value) => {
                    vec![vec![Alt::plain(vec![super::false_literal()])]]
                }
                _ => self.literal_unpooled(scope, l),
            })
            .collect();
        unpool_then_split(lists)
            .into_iter()
            .map(|alt| alt.map(|ls| ls.into_iter().flatten().collect()))
            .collect()
    }

    /// The alternatives of a literal: each the literals it stands for (a comparison chain is
    /// several; `#true` none); no alternative at all if it can never hold.
    pub(super) fn literal(
        &mut self,
        scope: &mut Scope,
        literal: &ast::Literal,
    ) -> Vec<Alt<Vec<Literal>>> {
        (self.literal_unpooled(scope, literal).into_iter())
            .flatten()
            .collect()
    }

    /// The alternatives of a literal as gringo makes them, in two steps: per alternative of
    /// its pools, the alternatives a negated comparison chain splits into (one per
    /// comparison, inverted), which gringo makes after unpooling the whole statement
    /// (`unpoolComparison`, libgringo/src/input/statement.cc); a single one for any other
    /// literal.
    fn literal_unpooled(
        &mut self,
        scope: &mut Scope,
        literal: &ast::Literal,
    ) -> Vec<Vec<Alt<Vec<Literal>>>> {
        let single = |alts: Vec<Alt<Vec<Literal>>>| alts.into_iter().map(|alt| vec![alt]).collect();
        match &literal.kind {
            LiteralKind::Boolean(value) => {
                if naf_holds(literal.naf, *value) {
                    vec![vec![Alt::plain(Vec::new())]]
                } else {
                    Vec::new()
                }
            }
            LiteralKind::Atom(atom) => single(
                self.atom(scope, atom)
                    .into_iter()
                    .map(|a| a.map(|atom| vec![Literal::Atom(literal.naf, atom)]))
                    .collect(),
            ),
            LiteralKind::Comparison(comparison) => {
                // gringo unpools the left term outermost, the terms to its right as a cross
                // product (`RelationLiteral::unpool`, libgringo/src/input/literals.cc).
                let left = self.term(scope, &comparison.left);
                let rest = self.terms(scope, comparison.rest.iter().map(|(_, t)| t));
                let alternatives: Vec<Alt<Vec<Term>>> = nested(vec![
                    left.into_iter().map(|alt| alt.map(|t| vec![t])).collect(),
                    rest,
                ])
                .into_iter()
                .map(|alt| alt.map(|parts| parts.into_iter().flatten().collect()))
                .collect();
                // The links `t_i rel t_i+1` of the chain in one alternative of its terms.
                let links = |ts: &[Term]| {
                    let ts = ts.to_vec();
                    comparison
                        .rest
                        .iter()
                        .enumerate()
                        .map(move |(i, (relation, _))| {
                            (ts[i].clone(), *relation, ts[i + 1].clone())
                        })
                        .collect::<Vec<_>>()
                };
                if literal.naf == Naf::Not && comparison.rest.len() > 1 {
                    // `not a < b < c` holds when one of its comparisons fails: an
                    // alternative per comparison, inverted (as gringo rewrites it).
                    return alternatives
                        .into_iter()
                        .map(|alt| {
                            (links(&alt.value).into_iter())
                                .map(|(l, r, u)| Alt {
                                    value: vec![Literal::Compare(
                                        Naf::Positive,
                                        l,
                                        ir::negate(r),
                                        u,
                                    )],
                                    ranges: alt.ranges.clone(),
                                })
                                .collect()
                        })
                        .collect();
                }
                // A single comparison keeps its negation; `not not a < b < c` is `a < b < c`.
                let naf = if comparison.rest.len() > 1 {
                    Naf::Positive
                } else {
                    literal.naf
                };
                single(
                    alternatives
                        .into_iter()
                        .map(|alt| {
                            alt.map(|ts| {
                                links(&ts)
                                    .into_iter()
                                    .map(|(l, r, u)| Literal::Compare(naf, l, r, u))
                                    .collect()
                            })
                        })
                        .collect(),
                )
            }
        }
    }

    // ------------------------------------------------------------------ atoms and terms
}

/// The combinations of one alternative per part, given per part its pool alternatives and
/// what each splits into, in gringo's order: it unpools the whole statement first (a cross
/// product over the pools, see [`cross`]), then splits each unpooled statement (a cross
/// product over the splits of its parts).
fn unpool_then_split<T: Clone>(parts: Vec<Vec<Vec<Alt<T>>>>) -> Vec<Alt<Vec<T>>> {
    let pooled = cross(
        (parts.into_iter())
            .map(|pools| pools.into_iter().map(Alt::plain).collect())
            .collect(),
    );
    (pooled.into_iter())
        .flat_map(|combination| cross(combination.value))
        .collect()
}
