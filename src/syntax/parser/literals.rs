//! Literals, atoms and aggregates: from their pairs to syntax tree nodes.

use super::{Builder, P, Rule, children};
use crate::syntax::ast::*;

impl Builder {
    // ------------------------------------------------------------------ literals

    pub(super) fn literal(&self, pair: P<'_>) -> Literal {
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

    pub(super) fn atom(&self, pair: P<'_>) -> Atom {
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
        Atom::new(span, negative, name, pool)
    }

    pub(super) fn argument_pool(&self, pair: P<'_>) -> Vec<Vec<Term>> {
        children(pair)
            .map(|arguments| children(arguments).map(|t| self.term(t)).collect())
            .collect()
    }

    // ------------------------------------------------------------------ aggregates

    /// A body or head aggregate; `element` builds the function form's elements.
    pub(super) fn aggregate<E>(
        &self,
        pair: P<'_>,
        element: fn(&Builder, P<'_>) -> E,
    ) -> Aggregate<E> {
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

    pub(super) fn body_aggregate_element(&self, pair: P<'_>) -> BodyAggregateElement {
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

    pub(super) fn head_aggregate_element(&self, pair: P<'_>) -> HeadAggregateElement {
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
}

pub(super) fn naf_of(pair: &P<'_>) -> Naf {
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
