//! gringo's dependency analysis at the grain of its statements, where a rule is several:
//! a body aggregate `#min{ Z : d(Z), not p(1); Z : p(Z) }` becomes a *complete* statement,
//! a *neutral* accumulation statement and one accumulation statement per element (each
//! with the body elements before the aggregate and the element's condition), then the rule
//! itself, which depends on the complete statement. gringo orders the statements of a
//! component along their positive dependencies, and an occurrence whose defining statement
//! is not in an earlier part of that order is *unstratified*: a negative literal there is
//! decided by facts only. An element's accumulation statement with no positive dependency
//! inside its component can come first in that order, before the rules that define the atom
//! of its negative literal, although the rule itself comes after them
//! ([`super::clingo_order::statement_ranks`] orders whole rules). This module finds, per
//! element of a body aggregate, which rules define its condition's atoms in earlier parts.
//!
//! A body theory atom is grounded as a body aggregate is: a complete statement, a neutral
//! accumulation and one accumulation per element, whose rules (`check::rewrite::theory`)
//! are no statements of gringo's of their own. So in `not p(X) ; r(X,X+1) :- d(X).` with
//! `p(X) :- d(X), &a{ Z : d(Z), not r(X+1,Z) } = 1.` the element's accumulation comes before
//! the rule for `r`, and gringo keeps `not r(3,1)` although no rule derives it.
//!
//! A head disjunction with conditions is likewise a *complete* statement that defines its
//! atoms, one accumulation statement per disjunct (with the disjunct's condition and a
//! literal over the rule's instances) and the rule itself (its body only): a disjunct's
//! accumulation can come after rules that the rule itself does not wait for. In
//! `{c(3)}. h(Z..Z) : d(Z), not c((Z;(Z,1))) :- d(X).` gringo grounds the rule, then the
//! accumulation of the disjunct with `not c((Z,1))` (which depends on no statement), then
//! `{c(3)}` and then that of the disjunct with `not c(Z)`.

use super::clingo_order::{Providers, body_order};
use super::simple_disjunction;
use crate::check::ir::{BodyElement, Conditional, Head, Literal, Rule};
use crate::graph::Components;
use crate::syntax::ast::Naf;
use std::collections::HashMap;

/// An element of a body aggregate: its rule, the aggregate's position in the rule's body,
/// and the element's index among the aggregate's elements.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ElementAt {
    pub rule: usize,
    pub position: usize,
    pub element: usize,
}

/// Where each rule, each body aggregate element's accumulation and each disjunct's
/// accumulation lies in gringo's order.
#[derive(Debug, Default)]
pub struct AccumulateOrder {
    /// Per rule: its own statement.
    rule_node: Vec<usize>,
    /// Per rule: the statement that defines its head atoms (a disjunction's complete
    /// statement, else the rule's own).
    head_node: Vec<usize>,
    /// The accumulation statement of each element.
    accumulate_node: HashMap<ElementAt, usize>,
    /// The element of a body theory atom whose rule each element rule is (see
    /// `check::rewrite::theory`).
    theory_element: HashMap<usize, ElementAt>,
    /// The accumulation statement of each disjunct (rule, disjunct) of a disjunction with
    /// conditions.
    disjunct_node: HashMap<(usize, usize), usize>,
    /// Per statement: its component (over all dependencies).
    component: Vec<u32>,
    /// Per statement: its part of the component (over positive dependencies), numbered in
    /// the order gringo grounds them.
    part: Vec<u32>,
}

impl AccumulateOrder {
    /// Whether gringo sees rule `provider` as defining the atoms of the condition of
    /// `element` in an earlier component or part (a stratified occurrence).
    pub fn stratified(&self, element: ElementAt, provider: usize) -> bool {
        let node = self.accumulate_node[&element];
        let other = self.head_node[provider];
        self.component[other] != self.component[node] || self.part[other] < self.part[node]
    }

    /// The element of a body theory atom whose accumulation the element rule `rule` grounds
    /// (the first one, where copies of a statement share the rule).
    pub fn theory_element(&self, rule: usize) -> Option<ElementAt> {
        self.theory_element.get(&rule).copied()
    }

    /// Whether gringo grounds the statement defining rule `provider`'s head atoms in a
    /// part before that of the accumulation of disjunct `d` of rule `rule` (a disjunction
    /// with conditions).
    pub fn before_disjunct(&self, provider: usize, (rule, d): (usize, usize)) -> bool {
        self.part[self.head_node[provider]] < self.part[self.disjunct_node[&(rule, d)]]
    }

    /// gringo's statements of the rules of `providers` and their order.
    pub fn new(providers: &Providers<'_>) -> AccumulateOrder {
        let rules = providers.rules;
        // The statements in gringo's order: per rule, a disjunction's complete statement
        // and its disjuncts' accumulations, the complete statements of its body aggregates
        // (in body order), then per aggregate its neutral and element accumulations, then
        // the rule.
        let mut order = AccumulateOrder::default();
        let mut count = 0;
        let mut layout: Vec<Vec<(usize, usize, usize)>> = Vec::with_capacity(rules.len());
        let body_orders: Vec<Vec<usize>> = (rules.iter())
            .map(|rule| body_order(&rule.body, &rule.head, &rule.part))
            .collect();
        let disjuncts: Vec<&[Conditional]> = (rules.iter())
            .map(|rule| accumulated_disjuncts(rule, providers.auxiliary))
            .collect();
        for (r, rule) in rules.iter().enumerate() {
            let complete = count;
            if !disjuncts[r].is_empty() {
                count += 1;
                for d in 0..disjuncts[r].len() {
                    order.disjunct_node.insert((r, d), count);
                    count += 1;
                }
            }
            let aggregates: Vec<(usize, usize)> = (body_orders[r].iter().copied())
                .filter_map(|i| Some((i, providers.accumulated(&rule.body[i])?.1.len())))
                .collect();
            let mut nodes = Vec::new();
            let completes = count;
            count += aggregates.len();
            for (k, &(i, elements)) in aggregates.iter().enumerate() {
                let neutral = count;
                count += 1;
                nodes.push((i, completes + k, neutral));
                let element_rules = providers.theory_element_rules(&rule.body[i]);
                for element in 0..elements {
                    let at = ElementAt {
                        rule: r,
                        position: i,
                        element,
                    };
                    if let Some(rules) = element_rules {
                        order.theory_element.entry(rules[element]).or_insert(at);
                    }
                    order.accumulate_node.insert(at, count);
                    count += 1;
                }
            }
            order.rule_node.push(count);
            order.head_node.push(match disjuncts[r].is_empty() {
                true => count,
                false => complete,
            });
            count += 1;
            layout.push(nodes);
        }
        // Per statement: the statements it depends on, and whether positively.
        let mut edges: Vec<Vec<(usize, bool)>> = vec![Vec::new(); count];
        for (r, rule) in rules.iter().enumerate() {
            let head_node = &order.head_node;
            let depend = |l: &Literal, targets: &mut Vec<(usize, bool)>| {
                providers.each(r, l, |p, positive| targets.push((head_node[p], positive)));
            };
            let mut before: Vec<(usize, bool)> = Vec::new();
            for &i in &body_orders[r] {
                if let Some((naf, elements)) = providers.accumulated(&rule.body[i]) {
                    let &(_, complete, neutral) = (layout[r].iter())
                        .find(|&&(position, ..)| position == i)
                        .expect("every accumulated construct has statements");
                    edges[neutral] = before.clone();
                    edges[complete].push((neutral, true));
                    for (e, condition) in elements.iter().enumerate() {
                        let at = ElementAt {
                            rule: r,
                            position: i,
                            element: e,
                        };
                        let node = order.accumulate_node[&at];
                        let mut targets = before.clone();
                        condition.iter().for_each(|l| depend(l, &mut targets));
                        edges[node] = targets;
                        edges[complete].push((node, true));
                    }
                    before.push((complete, naf == Naf::Positive));
                    continue;
                }
                match &rule.body[i] {
                    BodyElement::Literal(l) => depend(l, &mut before),
                    BodyElement::Conditional(c) => {
                        c.condition.iter().for_each(|l| depend(l, &mut before));
                        depend(&c.literal, &mut before);
                    }
                    BodyElement::Aggregate(..) => unreachable!("accumulated"),
                }
            }
            let rule_node = order.rule_node[r];
            if disjuncts[r].is_empty() {
                providers.head_literals(&rule.head, |l| depend(l, &mut before));
            } else {
                // A disjunct's accumulation depends on its condition (and an auxiliary
                // disjunct's rules), then on the rule; the complete statement on them all.
                let complete = order.head_node[r];
                for (d, disjunct) in disjuncts[r].iter().enumerate() {
                    let node = order.disjunct_node[&(r, d)];
                    let mut targets = Vec::new();
                    providers.disjunct_literals(disjunct, |l| depend(l, &mut targets));
                    targets.push((rule_node, true));
                    edges[node] = targets;
                    edges[complete].push((node, true));
                }
            }
            edges[rule_node] = before;
        }
        // gringo's graph lists the statements last first; its components list their
        // members in the order the search completed them, and the positive graph of a
        // component lists them in reverse again.
        // Rules that are parts of gringo's statements are searched from last, with all
        // their nodes (see [`Providers::search_roots`]).
        let mut first_node = Vec::with_capacity(rules.len() + 1);
        first_node.push(0);
        first_node.extend(order.rule_node.iter().map(|&n| n + 1));
        let roots = (providers.search_roots().into_iter())
            .flat_map(|r| (first_node[r]..first_node[r + 1]).rev());
        let components = Components::new(&edges, |&(w, _)| w, roots);
        order.component = components.component_of();
        order.part = vec![0; count];
        let mut parts = 0;
        let mut local = vec![usize::MAX; count];
        for members in components.iter() {
            for (i, &m) in members.iter().enumerate() {
                local[m] = i;
            }
            let positive: Vec<Vec<usize>> = (members.iter())
                .map(|&m| {
                    (edges[m].iter())
                        .filter(|&&(w, positive)| positive && local[w] != usize::MAX)
                        .filter(|&&(w, _)| members.get(local[w]) == Some(&w))
                        .map(|&(w, _)| local[w])
                        .collect()
                })
                .collect();
            for part in Components::new(&positive, |&w| w, (0..members.len()).rev()).iter() {
                for &i in part {
                    order.part[members[i]] = parts;
                }
                parts += 1;
            }
            for &m in members {
                local[m] = usize::MAX;
            }
        }
        order
    }
}

/// The disjuncts of `rule`'s head that gringo accumulates in statements of their own: those
/// of a disjunction with conditions (none for other heads).
fn accumulated_disjuncts<'r>(rule: &'r Rule, auxiliary: &[bool]) -> &'r [Conditional] {
    match &rule.head {
        Head::Disjunction(elements, origins)
            if !simple_disjunction(elements, origins, auxiliary) =>
        {
            elements
        }
        _ => &[],
    }
}
