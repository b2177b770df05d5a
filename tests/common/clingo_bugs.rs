//! Known bugs of the clingo oracle (5.8.3, also 5.7.1) that random programs run into: a
//! program that matches one of the patterns here may legitimately get other answers from
//! rasp. Each pattern has golden regressions whose expected answers were checked by hand.
//!
//! The differential tester counts a disagreement on such a program apart from the mismatches
//! and lists it, so that a reader sees how many cases the patterns account for. The patterns
//! are narrow on purpose (a pattern that matched much would hide other differences).

use rasp::diag::FileId;
use rasp::syntax::ast::{
    AggregateElements, Atom, BodyElement, ConditionalLiteral, Head, Literal, LiteralKind, Naf,
    Program, Rule, StatementKind, Term, TermKind,
};
use std::collections::HashMap;

/// The known clingo bug a program may run into, by the name of its regression test.
pub fn known_bug(program: &str) -> Option<&'static str> {
    let ast = rasp::syntax::parse(program, FileId(0)).ok()?;
    if recursive_disjunction_with_aggregate(&ast) {
        return Some("clingo_bug_recursive_disjunction_with_aggregate");
    }
    if pooled_recursive_condition_with_arithmetic(&ast) {
        return Some("clingo_bug_pooled_head_with_recursive_condition");
    }
    if head_condition_repeated_body_literal(&ast) {
        return Some("clingo_bug_head_condition_repeated_body_literal");
    }
    if pooled_negated_disjunct_with_recursive_conditional(&ast) {
        return Some("clingo_bug_pooled_negated_disjunct_recursive_conditional");
    }
    if pooled_disjunct_with_anonymous_recursive_literal(&ast) {
        return Some("clingo_bug_pooled_disjunct_anonymous_body_literal");
    }
    if complex_disjunction_with_recursive_conditional(&ast) {
        return Some("clingo_bug_complex_disjunction_recursive_conditional");
    }
    if theory_body_with_recursive_complex_disjunction(&ast) {
        return Some("clingo_bug_theory_body_recursive_complex_disjunction");
    }
    conditional_repeats_body_literal(&ast).then_some("clingo_bug_conditional_repeats_body_literal")
}

/// tests/golden/regressions/clingo_bug_theory_body_recursive_complex_disjunction.lp and
/// clingo_bug_theory_body_recursive_complex_disjunction_other_rule.lp: clingo drops the
/// rules of a recursive component with a disjunction with a condition (or a pool, or a
/// negated disjunct) and a rule with a theory atom in its body and a positive body literal
/// of one of the disjunction's predicates (or of their component): the disjunction's own
/// rule, or one whose head is in that component (a head aggregate over `-p` in
/// `1 <= #count{ Z : -p(Z) : d(Z) } :- d(X), p(X), &a{ } <= X.` with
/// `h(Z) : d(Z) ; p(X) :- d(X), -p(_).`).
fn theory_body_with_recursive_complex_disjunction(program: &Program) -> bool {
    let graph = Graph::of(program);
    let reach = graph.closure();
    let recursive = |a: usize, b: usize| a == b || together(&reach, a, b);
    // The positive disjuncts' predicates of each complex disjunction.
    let disjunctions: Vec<Vec<usize>> = (rules(program))
        .filter_map(|rule| match &rule.head {
            Some(Head::Disjunction(elements)) if complex_disjunction(elements) => Some(
                positive_disjuncts(elements)
                    .map(|a| graph.node_of(a))
                    .collect(),
            ),
            _ => None,
        })
        .collect();
    rules(program).any(|rule| {
        if !(rule.body.iter()).any(|e| matches!(e, BodyElement::Theory { .. })) {
            return false;
        }
        let heads: Vec<usize> = (RuleAtoms::of(rule).heads.iter())
            .map(|a| graph.node_of(a))
            .collect();
        positive_body_atoms(rule).any(|a| {
            let n = graph.node_of(a);
            disjunctions
                .iter()
                .flatten()
                .any(|&h| recursive(h, n) && heads.iter().any(|&head| recursive(head, h)))
        })
    })
}

/// tests/golden/regressions/clingo_bug_complex_disjunction_recursive_conditional.lp and
/// clingo_bug_head_condition_recursive_conditional.lp: clingo grounds the literal of a body
/// conditional literal as `#false` when the rule's head is a disjunction with a condition,
/// a pool or interval in a disjunct, or a negated disjunct, and the literal (without a pool)
/// is of the head's predicates and an atom of the condition too or of their recursive
/// component (clingo_bug_pooled_head_condition_of_component; with a pool in the literal,
/// as in clingo_bug_pooled_head_with_recursive_condition's variants, it grounds it).
fn complex_disjunction_with_recursive_conditional(program: &Program) -> bool {
    let graph = Graph::of(program);
    let reach = graph.closure();
    rules(program).any(|rule| {
        let Some(Head::Disjunction(elements)) = &rule.head else {
            return false;
        };
        let complex = complex_disjunction(elements);
        let heads: Vec<&Atom> = positive_disjuncts(elements).collect();
        complex
            && rule.body.iter().any(|element| {
                let BodyElement::Conditional(c) = element else {
                    return false;
                };
                let of_head = |a: &Atom| heads.iter().any(|h| same_predicate(h, a));
                // Of a head predicate's own component (recursive with it).
                let with_head = |a: &Atom| {
                    let n = graph.node_of(a);
                    (heads.iter()).any(|h| together(&reach, graph.node_of(h), n))
                };
                atom_of(&c.literal).is_some_and(|a| a.pool.len() == 1 && of_head(a))
                    && (c.condition.iter().filter_map(atom_of)).any(|a| of_head(a) || with_head(a))
            })
    })
}

/// tests/golden/regressions/clingo_bug_head_condition_repeated_body_literal.lp: clingo grounds
/// a body conditional literal as true when the rule's head is a disjunction with a condition
/// and the conditional's condition repeats a positive body literal of a head predicate.
fn head_condition_repeated_body_literal(program: &Program) -> bool {
    rules(program).any(|rule| {
        let Some(Head::Disjunction(elements)) = &rule.head else {
            return false;
        };
        if elements.iter().all(|e| e.condition.is_empty()) {
            return false;
        }
        let heads: Vec<&Atom> = elements
            .iter()
            .filter_map(|e| atom_of(&e.literal))
            .collect();
        let plain: Vec<String> = positive_body_atoms(rule)
            .filter(|atom| heads.iter().any(|h| same_predicate(h, atom)))
            .map(|atom| atom.to_string())
            .collect();
        rule.body.iter().any(|element| {
            let BodyElement::Conditional(c) = element else {
                return false;
            };
            (c.condition.iter())
                .filter(|l| l.naf == Naf::Positive)
                .filter_map(atom_of)
                .any(|atom| plain.contains(&atom.to_string()))
        })
    })
}

/// tests/golden/regressions/clingo_bug_pooled_negated_disjunct_recursive_conditional.lp:
/// clingo drops the instances of a rule whose body has a plain positive literal and a
/// conditional literal (its literal or its condition) over predicates that a disjunction with
/// a pool in a negated disjunct (`not p(X;X)`, `not q(X;X)`) derives, when the two rules are
/// recursive with each other (with `not p(X) ; not p(X)` instead of the pool, or without the
/// plain literal, it grounds them).
fn pooled_negated_disjunct_with_recursive_conditional(program: &Program) -> bool {
    let graph = Graph::of(program);
    let reach = graph.closure();
    // The positive disjuncts of the disjunctions with a pooled negated disjunct.
    let mut derived = Vec::new();
    for rule in rules(program) {
        let Some(Head::Disjunction(elements)) = &rule.head else {
            continue;
        };
        let pooled_negation = elements.iter().any(|e| {
            e.literal.naf != Naf::Positive && atom_of(&e.literal).is_some_and(pooled_atom)
        });
        if pooled_negation {
            derived.extend(positive_disjuncts(elements).map(|a| graph.node_of(a)));
        }
    }
    rules(program).any(|rule| {
        let heads: Vec<usize> = (RuleAtoms::of(rule).heads.iter())
            .map(|a| graph.node_of(a))
            .collect();
        let plain = rule.body.iter().any(|element| match element {
            BodyElement::Literal(l) if l.naf == Naf::Positive => {
                atom_of(l).is_some_and(|a| derived.contains(&graph.node_of(a)))
            }
            _ => false,
        });
        plain
            && rule.body.iter().any(|element| {
                let BodyElement::Conditional(c) = element else {
                    return false;
                };
                let atoms = atom_of(&c.literal).into_iter();
                atoms
                    .chain(c.condition.iter().filter_map(atom_of))
                    .any(|a| {
                        let n = graph.node_of(a);
                        derived.contains(&n) && heads.iter().any(|&h| together(&reach, h, n))
                    })
            })
    })
}

/// tests/golden/regressions/clingo_bug_conditional_repeats_body_literal.lp: clingo drops a
/// rule whose body has a conditional literal (`s : d(Z)`) and a positive literal of the same
/// predicate, in the condition (`s : d(Z), s`) or beside it (`s : d(Z); s`), when a
/// disjunction with a condition or a pooled disjunct derives that predicate and is recursive
/// with the rule's head (the disjunction may be the rule itself).
/// clingo_bug_conditional_condition_repeats_body_literal.lp: the same with the repeated atom
/// in the condition (`p(Z) : d(Z), s, r(Z,X)` beside `s`): clingo grounds the conditional
/// literal as true.
fn conditional_repeats_body_literal(program: &Program) -> bool {
    let graph = Graph::of(program);
    let reach = graph.closure();
    let mut derived = Vec::new();
    for rule in rules(program) {
        let Some(Head::Disjunction(elements)) = &rule.head else {
            continue;
        };
        let conditional_or_pooled = (elements.iter())
            .filter(|e| e.literal.naf == Naf::Positive)
            .any(|e| !e.condition.is_empty() || atom_of(&e.literal).is_some_and(pooled_atom));
        if conditional_or_pooled {
            derived.extend(positive_disjuncts(elements));
        }
    }
    rules(program).any(|rule| {
        let heads: Vec<usize> = (RuleAtoms::of(rule).heads.iter())
            .map(|a| graph.node_of(a))
            .collect();
        let plain: Vec<&Atom> = positive_body_atoms(rule).collect();
        rule.body.iter().any(|element| {
            let BodyElement::Conditional(c) = element else {
                return false;
            };
            // The positive atoms of the conditional literal: its literal and its condition's.
            let literal = atom_of(&c.literal).filter(|_| c.literal.naf == Naf::Positive);
            let condition = (c.condition.iter())
                .filter(|l| l.naf == Naf::Positive)
                .filter_map(atom_of);
            let atoms: Vec<&Atom> = literal.into_iter().chain(condition).collect();
            (atoms.iter().enumerate()).any(|(i, &atom)| {
                let n = graph.node_of(atom);
                let others = (atoms.iter().enumerate()).filter(|&(j, _)| j != i);
                let repeated = plain.iter().any(|p| same_predicate(p, atom))
                    || others.into_iter().any(|(_, p)| same_predicate(p, atom));
                repeated
                    && derived.iter().any(|d| same_predicate(d, atom))
                    && heads.iter().any(|&h| together(&reach, h, n))
            })
        })
    })
}

/// tests/golden/regressions/clingo_bug_pooled_disjunct_anonymous_body_literal.lp: clingo
/// drops instances of a rule whose head is a disjunction with a pooled disjunct (`p((X;X))`)
/// and whose body has two positive literals of the head's predicates, one of them with an
/// anonymous variable (`p(_), p(1)`).
fn pooled_disjunct_with_anonymous_recursive_literal(program: &Program) -> bool {
    rules(program).any(|rule| {
        let Some(Head::Disjunction(elements)) = &rule.head else {
            return false;
        };
        let heads: Vec<&Atom> = positive_disjuncts(elements).collect();
        let pooled_head = heads.iter().any(|a| pooled_atom(a));
        let recursive: Vec<&Atom> = positive_body_atoms(rule)
            .filter(|a| heads.iter().any(|h| same_predicate(h, a)))
            .collect();
        pooled_head
            && recursive.len() >= 2
            && (recursive.iter()).any(|a| a.pool.iter().flatten().any(anonymous))
    })
}

/// Whether a term contains an anonymous variable.
fn anonymous(term: &Term) -> bool {
    match &term.kind {
        TermKind::Anonymous => true,
        TermKind::Function { pool, .. } => pool.iter().flatten().any(anonymous),
        TermKind::Tuple(terms) | TermKind::Pool(terms) => terms.iter().any(anonymous),
        TermKind::Unary(_, t) => anonymous(t),
        TermKind::Binary(_, l, r) => anonymous(l) || anonymous(r),
        _ => false,
    }
}

/// The rules of a program.
fn rules(program: &Program) -> impl Iterator<Item = &Rule> {
    (program.statements.iter()).filter_map(|statement| match &statement.kind {
        StatementKind::Rule(rule) => Some(rule),
        _ => None,
    })
}

/// Whether two atoms are of one predicate (name, arity, sign).
fn same_predicate(a: &Atom, b: &Atom) -> bool {
    (a.negative, &a.name, a.pool.first().map_or(0, Vec::len))
        == (b.negative, &b.name, b.pool.first().map_or(0, Vec::len))
}

/// tests/golden/regressions/clingo_bug_pooled_head_with_recursive_condition.lp: clingo can
/// drop a rule with a pool in a head atom (`r(X,(X;X))`) whose body has a conditional literal
/// over that atom's predicate with a pool and arithmetic in an alternative.
fn pooled_recursive_condition_with_arithmetic(program: &Program) -> bool {
    rules(program).any(|rule| {
        let mut heads = Vec::new();
        match &rule.head {
            Some(Head::Literal(l)) => heads.extend(atom_of(l)),
            Some(Head::Disjunction(elements)) => {
                heads.extend(elements.iter().filter_map(|e| atom_of(&e.literal)))
            }
            _ => {}
        }
        rule.body.iter().any(|element| {
            let BodyElement::Conditional(c) = element else {
                return false;
            };
            atom_of(&c.literal).is_some_and(|atom| {
                atom.pool.len() > 1
                    && atom.pool.iter().flatten().any(arithmetic)
                    && heads
                        .iter()
                        .any(|h| same_predicate(h, atom) && h.pool.iter().flatten().any(pooled))
            })
        })
    })
}

/// Whether a term contains an arithmetic operation.
fn arithmetic(term: &Term) -> bool {
    match &term.kind {
        TermKind::Unary(..) | TermKind::Binary(..) => true,
        TermKind::Function { pool, .. } => pool.iter().flatten().any(arithmetic),
        TermKind::Tuple(terms) | TermKind::Pool(terms) => terms.iter().any(arithmetic),
        _ => false,
    }
}

/// tests/golden/regressions/clingo_bug_recursive_disjunction_with_aggregate.lp,
/// clingo_bug_pool_disjunct_with_aggregate.lp and clingo_bug_aggregate_recursive_element.lp:
/// clingo drops the instances of a rule (or the elements of its aggregate) whose body has an
/// aggregate and a literal of the rule's own (recursive) component, beside the aggregate or in
/// its elements' conditions, when that component holds a complex disjunction (one with a
/// condition, a pool or interval in a disjunct, or a negated disjunct).
fn recursive_disjunction_with_aggregate(program: &Program) -> bool {
    let graph = Graph::of(program);
    let mut complex_heads = Vec::new();
    let mut candidates = Vec::new();
    for rule in rules(program) {
        let atoms = RuleAtoms::of(rule);
        let heads: Vec<usize> = atoms.heads.iter().map(|a| graph.node_of(a)).collect();
        if atoms.complex {
            complex_heads.extend(heads.iter().copied());
        }
        if rule
            .body
            .iter()
            .any(|e| matches!(e, BodyElement::Aggregate { .. }))
        {
            // The positive literals of the body and of the aggregates' element conditions.
            let mut plain: Vec<usize> = Vec::new();
            for element in &rule.body {
                match element {
                    BodyElement::Literal(l) if l.naf == Naf::Positive => {
                        plain.extend(atom_of(l).map(|a| graph.node_of(a)))
                    }
                    BodyElement::Aggregate { aggregate, .. } => {
                        let conditions: Vec<&Literal> = match &aggregate.elements {
                            AggregateElements::Function(_, elements) => {
                                elements.iter().flat_map(|e| &e.condition).collect()
                            }
                            AggregateElements::Set(elements) => {
                                elements.iter().flat_map(|e| &e.condition).collect()
                            }
                        };
                        plain.extend(
                            (conditions.into_iter())
                                .filter(|l| l.naf == Naf::Positive)
                                .filter_map(atom_of)
                                .map(|a| graph.node_of(a)),
                        );
                    }
                    _ => {}
                }
            }
            candidates.push((heads, plain));
        }
    }
    let reach = graph.closure();
    candidates.iter().any(|(heads, plain)| {
        heads.iter().any(|&h| {
            plain.iter().any(|&p| together(&reach, h, p))
                && complex_heads.iter().any(|&c| together(&reach, h, c))
        })
    })
}

/// The atoms a rule derives and those it uses (body, conditions, negated head literals), and
/// whether its head is a complex disjunction (one with a condition, a pool or interval in a
/// disjunct, or a negated disjunct).
struct RuleAtoms<'a> {
    heads: Vec<&'a Atom>,
    uses: Vec<&'a Atom>,
    complex: bool,
}

impl<'a> RuleAtoms<'a> {
    fn of(rule: &'a Rule) -> RuleAtoms<'a> {
        let mut atoms = RuleAtoms {
            heads: Vec::new(),
            uses: Vec::new(),
            complex: false,
        };
        let conditions = |condition: &'a [Literal]| condition.iter().filter_map(atom_of);
        match &rule.head {
            Some(Head::Literal(l)) => atoms.heads.extend(atom_of(l)),
            Some(Head::Disjunction(elements)) => {
                for e in elements {
                    atoms.complex |= !e.condition.is_empty() || e.literal.naf != Naf::Positive;
                    if let Some(atom) = atom_of(&e.literal) {
                        atoms.complex |= pooled_atom(atom);
                        if e.literal.naf == Naf::Positive {
                            atoms.heads.push(atom);
                        } else {
                            atoms.uses.push(atom);
                        }
                    }
                    atoms.uses.extend(conditions(&e.condition));
                }
            }
            Some(Head::Aggregate(aggregate)) => {
                let elements: Vec<(&Literal, &[Literal])> = match &aggregate.elements {
                    AggregateElements::Function(_, elements) => (elements.iter())
                        .map(|e| (&e.literal, &e.condition[..]))
                        .collect(),
                    AggregateElements::Set(elements) => (elements.iter())
                        .map(|e| (&e.literal, &e.condition[..]))
                        .collect(),
                };
                for (literal, condition) in elements {
                    atoms.heads.extend(atom_of(literal));
                    atoms.uses.extend(conditions(condition));
                }
            }
            Some(Head::Theory(atom)) => {
                atoms.complex = true;
                for e in &atom.elements {
                    atoms.uses.extend(conditions(&e.condition));
                }
            }
            None => {}
        }
        for element in &rule.body {
            match element {
                BodyElement::Literal(l) => atoms.uses.extend(atom_of(l)),
                BodyElement::Theory { atom, .. } => {
                    atoms.complex = true;
                    for e in &atom.elements {
                        atoms.uses.extend(conditions(&e.condition));
                    }
                }
                BodyElement::Conditional(c) => {
                    atoms.uses.extend(atom_of(&c.literal));
                    atoms.uses.extend(conditions(&c.condition));
                }
                BodyElement::Aggregate { aggregate, .. } => match &aggregate.elements {
                    AggregateElements::Function(_, elements) => {
                        for e in elements {
                            atoms.uses.extend(conditions(&e.condition));
                        }
                    }
                    AggregateElements::Set(elements) => {
                        for e in elements {
                            atoms.uses.extend(atom_of(&e.literal));
                            atoms.uses.extend(conditions(&e.condition));
                        }
                    }
                },
            }
        }
        atoms
    }
}

/// The atom of a literal, if it is one.
fn atom_of(literal: &Literal) -> Option<&Atom> {
    match &literal.kind {
        LiteralKind::Atom(atom) => Some(atom),
        _ => None,
    }
}

/// The atoms of a disjunction's positive disjuncts.
fn positive_disjuncts(elements: &[ConditionalLiteral]) -> impl Iterator<Item = &Atom> {
    (elements.iter())
        .filter(|e| e.literal.naf == Naf::Positive)
        .filter_map(|e| atom_of(&e.literal))
}

/// Whether nodes `a` and `b` of a graph with reachability `reach` ([`Graph::closure`]) are
/// in one strongly connected component (recursive with each other).
fn together(reach: &[Vec<bool>], a: usize, b: usize) -> bool {
    reach[a][b] && reach[b][a]
}

/// Whether an atom has a pool or an interval.
fn pooled_atom(atom: &Atom) -> bool {
    atom.pool.len() > 1 || atom.pool.iter().flatten().any(pooled)
}

/// The atoms of a rule's positive body literals (not those in aggregates or conditions).
fn positive_body_atoms(rule: &Rule) -> impl Iterator<Item = &Atom> {
    (rule.body.iter()).filter_map(|element| match element {
        BodyElement::Literal(l) if l.naf == Naf::Positive => atom_of(l),
        _ => None,
    })
}

/// Whether a disjunction has a condition, a negated disjunct, or a pool or interval in a
/// disjunct (clingo then grounds it as a `#delayed` head).
fn complex_disjunction(elements: &[ConditionalLiteral]) -> bool {
    elements.iter().any(|e| {
        !e.condition.is_empty()
            || e.literal.naf != Naf::Positive
            || atom_of(&e.literal).is_some_and(pooled_atom)
    })
}

/// Whether a term contains a pool or an interval.
fn pooled(term: &Term) -> bool {
    match &term.kind {
        TermKind::Pool(_) | TermKind::Interval(..) => true,
        TermKind::Function { pool, .. } => pool.len() > 1 || pool.iter().flatten().any(pooled),
        TermKind::Tuple(terms) => terms.iter().any(pooled),
        TermKind::Unary(_, t) => pooled(t),
        TermKind::Binary(_, l, r) => pooled(l) || pooled(r),
        _ => false,
    }
}

/// A predicate dependency graph: an edge from each head predicate to each predicate its
/// rule's body (or condition) mentions.
#[derive(Default)]
struct Graph {
    nodes: HashMap<(bool, String, usize), usize>,
    edges: Vec<(usize, usize)>,
}

impl Graph {
    /// The graph of a program's rules.
    fn of(program: &Program) -> Graph {
        let mut graph = Graph::default();
        for rule in rules(program) {
            let atoms = RuleAtoms::of(rule);
            let heads: Vec<usize> = atoms.heads.iter().map(|a| graph.node(a)).collect();
            let uses: Vec<usize> = atoms.uses.iter().map(|a| graph.node(a)).collect();
            for &h in &heads {
                for &u in &uses {
                    graph.edge(h, u);
                }
            }
        }
        graph
    }

    /// The node of an atom's predicate, which the graph has.
    fn node_of(&self, atom: &Atom) -> usize {
        let arity = atom.pool.first().map_or(0, Vec::len);
        self.nodes[&(atom.negative, atom.name.clone(), arity)]
    }

    fn node(&mut self, atom: &Atom) -> usize {
        let arity = atom.pool.first().map_or(0, Vec::len);
        let next = self.nodes.len();
        *self
            .nodes
            .entry((atom.negative, atom.name.clone(), arity))
            .or_insert(next)
    }

    fn edge(&mut self, from: usize, to: usize) {
        self.edges.push((from, to));
    }

    /// Reachability by one or more edges.
    fn closure(&self) -> Vec<Vec<bool>> {
        let n = self.nodes.len();
        let mut reach = vec![vec![false; n]; n];
        for &(a, b) in &self.edges {
            reach[a][b] = true;
        }
        for k in 0..n {
            let via = reach[k].clone();
            for row in reach.iter_mut() {
                if row[k] {
                    for (to, &r) in row.iter_mut().zip(&via) {
                        *to |= r;
                    }
                }
            }
        }
        reach
    }
}
