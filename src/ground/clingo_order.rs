//! The orders in which gringo (clingo's grounder) lists what it outputs, so that rasp's
//! output table, and with it the order of the atoms of an answer set, is clingo's.
//!
//! gringo shows atoms predicate by predicate, in the order in which it created the
//! predicates' domains, and each predicate's atoms in the order they were derived. It
//! creates a domain when it first translates a statement mentioning the predicate: the
//! statements in the order written (pools expanded), each one's body literals in the order
//! of its safety analysis ([`body_order`]), then the head. Predicates that occur only in
//! ground facts come last (gringo stores such facts apart and adds their domains after all
//! statements). A statement's classically negated predicates come before its others.
//!
//! `#show p/n` directives instead list the shown predicates sorted by signature: positive
//! before negative, then by arity, then by name.

use crate::check::ir::{
    BodyElement, Conditional, Head, Literal, PredId, Program, Rule, Term, VarId,
};
use crate::graph::Components;
use crate::symbol::SymbolTable;
use crate::syntax::ast::{Naf, Relation};
use std::collections::{HashMap, HashSet};

/// The predicates in the order gringo shows them (every predicate once).
pub fn show_order(program: &Program, symbols: &SymbolTable) -> Vec<PredId> {
    if program.show_filter {
        let mut shown: Vec<PredId> = program
            .show_signatures
            .iter()
            .map(|s| s.predicate)
            .collect();
        shown.sort_by(|a, b| {
            let (pa, pb) = (
                &program.predicates[a.0 as usize],
                &program.predicates[b.0 as usize],
            );
            (pa.negative, pa.arity, symbols.text(pa.name)).cmp(&(
                pb.negative,
                pb.arity,
                symbols.text(pb.name),
            ))
        });
        shown.dedup();
        return shown;
    }
    domain_order(program)
}

/// The predicates in the order gringo creates their domains (every predicate once): the
/// order of its symbolic atoms (and of the atoms of a model in clingo's API).
pub fn domain_order(program: &Program) -> Vec<PredId> {
    let mut order = DomainOrder {
        program,
        seen: vec![false; program.predicates.len()],
        order: Vec::with_capacity(program.predicates.len()),
    };
    for rule in &program.rules {
        order.rule(rule);
    }
    for (predicate, _) in program.facts.iter() {
        order.add(predicate);
    }
    for p in 0..program.predicates.len() {
        order.add(PredId(p as u32));
    }
    order.order
}

/// Collects predicates in the order gringo creates their domains.
struct DomainOrder<'a> {
    program: &'a Program,
    seen: Vec<bool>,
    order: Vec<PredId>,
}

impl DomainOrder<'_> {
    fn add(&mut self, predicate: PredId) {
        if !std::mem::replace(&mut self.seen[predicate.0 as usize], true) {
            self.order.push(predicate);
        }
    }

    fn literal(&mut self, literal: &Literal) {
        if let Literal::Atom(_, atom) = literal {
            self.add(atom.predicate);
        }
    }

    /// The body elements in gringo's order.
    fn body(&mut self, body: &[BodyElement], head: &Head, part: &[VarId]) {
        for i in body_order(body, head, part) {
            match &body[i] {
                BodyElement::Literal(l) => self.literal(l),
                BodyElement::Aggregate(_, aggregate) => {
                    for element in &aggregate.elements {
                        element.condition.iter().for_each(|l| self.literal(l));
                    }
                }
                BodyElement::Conditional(c) => {
                    c.condition.iter().for_each(|l| self.literal(l));
                    self.literal(&c.literal);
                }
            }
        }
    }

    fn rule(&mut self, rule: &Rule) {
        // Classical negation: gringo creates the domains of a statement's classically
        // negated predicates before it translates the statement.
        let mut negated = Vec::new();
        let note = |l: &Literal, into: &mut Vec<PredId>| {
            if let Literal::Atom(_, atom) = l {
                into.push(atom.predicate);
            }
        };
        for element in &rule.body {
            match element {
                BodyElement::Literal(l) => note(l, &mut negated),
                BodyElement::Conditional(c) => {
                    note(&c.literal, &mut negated);
                    c.condition.iter().for_each(|l| note(l, &mut negated));
                }
                BodyElement::Aggregate(_, a) => a
                    .elements
                    .iter()
                    .for_each(|e| e.condition.iter().for_each(|l| note(l, &mut negated))),
            }
        }
        match &rule.head {
            Head::Atom(atom)
            | Head::External(atom, _)
            | Head::Project(atom)
            | Head::Theory(atom) => negated.push(atom.predicate),
            Head::Disjunction(elements, ..) => {
                for c in elements {
                    note(&c.literal, &mut negated);
                    c.condition.iter().for_each(|l| note(l, &mut negated));
                }
            }
            Head::Aggregate(a) => {
                for e in &a.elements {
                    if let Some(atom) = &e.atom {
                        negated.push(atom.predicate);
                    }
                    e.condition.iter().for_each(|l| note(l, &mut negated));
                }
            }
            _ => {}
        }
        for p in negated {
            if self.program.predicates[p.0 as usize].negative {
                self.add(p);
            }
        }
        match &rule.head {
            // Each element of a head aggregate is instantiated by a statement of its own,
            // over the rule's body and the element's condition.
            Head::Aggregate(aggregate) => {
                for element in &aggregate.elements {
                    let mut body = rule.body.clone();
                    body.extend(element.condition.iter().cloned().map(BodyElement::Literal));
                    self.body(&body, &rule.head, &rule.part);
                    if let Some(atom) = &element.atom {
                        self.add(atom.predicate);
                    }
                }
                if aggregate.elements.is_empty() {
                    self.body(&rule.body, &rule.head, &rule.part);
                }
            }
            head => {
                self.body(&rule.body, head, &rule.part);
                match head {
                    Head::Atom(atom)
                    | Head::External(atom, _)
                    | Head::Project(atom)
                    | Head::Theory(atom) => self.add(atom.predicate),
                    Head::Disjunction(elements, ..) => {
                        for c in elements {
                            self.literal(&c.literal);
                            c.condition.iter().for_each(|l| self.literal(l));
                        }
                    }
                    _ => {}
                }
            }
        }
    }
}

/// How a body literal takes part in gringo's safety analysis: the variables it binds, those
/// it needs bound first (once per occurrence), and whether it is an assignment.
#[derive(Clone, Debug, Default)]
pub struct Entity {
    /// Variables it binds.
    pub provides: Vec<VarId>,
    /// Variables it needs bound.
    pub needs: Vec<VarId>,
    /// An assignment `X = t`: bound last among the ready literals.
    pub assignment: bool,
}

/// The order of a rule's body elements after gringo's safety analysis (which it keeps when
/// it translates the rule). gringo moves intervals to the end of the body and conditional
/// literals after them before the analysis.
/// `part`: the variables of the rule's program part ([`crate::check::ir::Rule::part`]).
pub fn body_order(body: &[BodyElement], head: &Head, part: &[VarId]) -> Vec<usize> {
    // The variables of each element's global part (a literal's, an aggregate's bounds; a
    // conditional literal has none) and of the head, to tell an aggregate's or conditional
    // literal's global variables (those occurring there) from its local ones: the same name
    // in two aggregates or conditional literals is two local variables, as in gringo.
    let vars_of = |e: &BodyElement| {
        let mut vars = HashSet::new();
        let mut add = |v| {
            vars.insert(v);
        };
        match e {
            BodyElement::Literal(l) => l.for_each_var(&mut add),
            BodyElement::Aggregate(_, a) => {
                (a.bounds.iter()).for_each(|b| b.term.for_each_var(&mut add))
            }
            BodyElement::Conditional(_) => {}
        }
        vars
    };
    let element_vars: Vec<HashSet<VarId>> = body.iter().map(vars_of).collect();
    let head_vars = head_global_vars(head);
    let global = |i: usize, v: VarId| {
        head_vars.contains(&v)
            || element_vars
                .iter()
                .enumerate()
                .any(|(j, vars)| j != i && vars.contains(&v))
    };
    let rank = |e: &BodyElement| match e {
        BodyElement::Literal(Literal::Range(..)) => 1,
        BodyElement::Conditional(_) => 2,
        _ => 0,
    };
    let mut insertion: Vec<usize> = (0..body.len()).collect();
    insertion.sort_by_key(|&i| rank(&body[i]));
    let entities: Vec<Entity> = insertion
        .iter()
        .map(|&i| match &body[i] {
            BodyElement::Literal(l) => body_literal_entity(l, part),
            element => {
                let mut entity = Entity::default();
                let mut assigned = None;
                if let BodyElement::Aggregate(Naf::Positive, aggregate) = element
                    && let [bound] = aggregate.bounds.as_slice()
                    && bound.relation == Relation::Eq
                    && let Term::Variable(v) = bound.term
                {
                    assigned = Some(v);
                }
                let mut seen = HashSet::new();
                element.for_each_var(&mut |v| {
                    if global(i, v) && seen.insert(v) {
                        if Some(v) == assigned {
                            entity.provides.push(v);
                        } else {
                            entity.needs.push(v);
                        }
                    }
                });
                entity.assignment = assigned.is_some();
                entity
            }
        })
        .collect();
    safety_sort(&entities)
        .into_iter()
        .map(|e| insertion[e])
        .collect()
}

/// The head's variables that are global: all of a plain head's; of a head construct
/// (disjunction, choice, head aggregate), the bounds' and those of each element that its
/// condition does not bind (the others are local to the element, as in gringo: the head
/// `t(Z) : d(Z)` makes no `Z` of a body aggregate global).
fn head_global_vars(head: &Head) -> HashSet<VarId> {
    let mut vars = HashSet::new();
    match head {
        Head::Disjunction(elements, _) => {
            for c in elements {
                insert_unbound(&mut vars, &c.condition, |f| c.for_each_var(&mut |v| f(v)));
            }
        }
        Head::Aggregate(aggregate) => {
            for e in &aggregate.elements {
                insert_unbound(&mut vars, &e.condition, |f| e.for_each_var(&mut |v| f(v)));
            }
            for b in &aggregate.bounds {
                b.term.for_each_var(&mut |v| {
                    vars.insert(v);
                });
            }
        }
        _ => head.for_each_var(&mut |v| {
            vars.insert(v);
        }),
    }
    vars
}

/// Inserts into `vars` the variables of an element (visited by `for_each_var`) that its
/// `condition` does not bind.
fn insert_unbound(
    vars: &mut HashSet<VarId>,
    condition: &[Literal],
    for_each_var: impl FnOnce(&mut dyn FnMut(VarId)),
) {
    let local: HashSet<VarId> = (condition.iter())
        .flat_map(|l| literal_entity(l).provides)
        .collect();
    for_each_var(&mut |v| {
        if !local.contains(&v) {
            vars.insert(v);
        }
    });
}

/// A plain body literal's part in the safety analysis of a rule whose program part's
/// parameters are the variables `part`: a literal of the part (`#Inc0 = 1`) is gringo's
/// positive literal `#inc_step(#Inc0)`, which binds the variable; any other literal as in
/// [`literal_entity`].
pub fn body_literal_entity(literal: &Literal, part: &[VarId]) -> Entity {
    match crate::check::ir::part_variable(literal, part) {
        Some(v) => Entity {
            provides: vec![v],
            ..Entity::default()
        },
        None => literal_entity(literal),
    }
}

/// A plain literal's part in the safety analysis.
pub fn literal_entity(literal: &Literal) -> Entity {
    let mut entity = Entity::default();
    match literal {
        Literal::Atom(Naf::Positive, atom) => {
            for arg in &atom.args {
                if arg.is_pattern() {
                    arg.for_each_var(&mut |v| entity.provides.push(v));
                } else {
                    arg.for_each_var(&mut |v| entity.needs.push(v));
                }
            }
        }
        Literal::Compare(Naf::Positive, left, Relation::Eq, right)
            if left.is_pattern() && !left.is_ground() =>
        {
            left.for_each_var(&mut |v| entity.provides.push(v));
            right.for_each_var(&mut |v| entity.needs.push(v));
            entity.assignment = true;
        }
        Literal::Range(var, low, high) => {
            entity.provides.push(*var);
            low.for_each_var(&mut |v| entity.needs.push(v));
            high.for_each_var(&mut |v| entity.needs.push(v));
        }
        l => l.for_each_var(&mut |v| entity.needs.push(v)),
    }
    entity
}

/// The variables' dependency graph of gringo's safety analysis: remaining needs per entity,
/// the entities waiting for each variable, and which variables are bound.
struct Dependencies {
    waiting: Vec<usize>,
    dependents: Vec<Vec<usize>>,
    bound: Vec<bool>,
}

impl Dependencies {
    fn new(entities: &[Entity]) -> Dependencies {
        let vars = entities
            .iter()
            .flat_map(|e| e.provides.iter().chain(&e.needs))
            .map(|v| v.0 as usize + 1)
            .max()
            .unwrap_or(0);
        let mut dependents = vec![Vec::new(); vars];
        for (e, entity) in entities.iter().enumerate() {
            for v in &entity.needs {
                dependents[v.0 as usize].push(e);
            }
        }
        Dependencies {
            waiting: entities.iter().map(|e| e.needs.len()).collect(),
            dependents,
            bound: vec![false; vars],
        }
    }

    /// The entities ready from the start, as gringo lists them: last inserted first.
    fn ready(&self) -> Vec<usize> {
        (0..self.waiting.len())
            .rev()
            .filter(|&e| self.waiting[e] == 0)
            .collect()
    }

    /// Binds what `entity` provides; appends the entities that become ready to `open`.
    fn bind(&mut self, entity: &Entity, open: &mut Vec<usize>) {
        for v in &entity.provides {
            let v = v.0 as usize;
            if !std::mem::replace(&mut self.bound[v], true) {
                for &z in &self.dependents[v] {
                    self.waiting[z] -= 1;
                    if self.waiting[z] == 0 {
                        open.push(z);
                    }
                }
            }
        }
    }
}

/// gringo's safety analysis of a body (`_rewriteAssignments`): the ready entities in the
/// order gringo lists them (last inserted first), each followed by those it makes ready;
/// assignments wait until nothing else is ready, then the last one waiting goes first.
/// Entities that never become ready (unsafe, rejected before) come last.
pub fn safety_sort(entities: &[Entity]) -> Vec<usize> {
    let mut deps = Dependencies::new(entities);
    let mut open = deps.ready();
    let mut sorted = Vec::with_capacity(entities.len());
    let mut done = vec![false; entities.len()];
    let mut next = 0;
    while next < open.len() {
        let mut assignments = Vec::new();
        while next < open.len() {
            let e = open[next];
            next += 1;
            if entities[e].assignment {
                assignments.push(e);
            } else {
                deps.bind(&entities[e], &mut open);
                sorted.push(e);
                done[e] = true;
            }
        }
        while !assignments.is_empty() {
            let mut waiting = Vec::new();
            for e in assignments {
                if entities[e]
                    .provides
                    .iter()
                    .all(|v| deps.bound[v.0 as usize])
                {
                    deps.bind(&entities[e], &mut open);
                    sorted.push(e);
                    done[e] = true;
                } else {
                    waiting.push(e);
                }
            }
            if let Some(e) = waiting.pop() {
                deps.bind(&entities[e], &mut open);
                sorted.push(e);
                done[e] = true;
            }
            assignments = waiting;
        }
    }
    sorted.extend((0..entities.len()).rev().filter(|&e| !done[e]));
    sorted
}

/// gringo's join order (`_linearize`) over entities in body order: of the ready entities
/// (listed as in [`safety_sort`]), the one with the lowest score goes next, where a scan
/// moves the lowest to the end of the list (swapping) and ties keep the later one; an
/// entity marked `new` (the delta of a semi-naive variant) beats any other with a
/// non-negative score. `score` gets the variables bound so far.
pub fn linearize(
    entities: &[Entity],
    new: Option<usize>,
    mut score: impl FnMut(usize, &HashSet<VarId>) -> f64,
) -> Vec<usize> {
    let mut deps = Dependencies::new(entities);
    let mut open = deps.ready();
    let mut bound: HashSet<VarId> = HashSet::new();
    let mut order = Vec::with_capacity(entities.len());
    while let Some(&last) = open.last() {
        let mut back = last;
        let end = open.len() - 1;
        for i in 0..end {
            let (x, y) = (open[i], back);
            let (sx, sy) = (score(x, &bound), score(y, &bound));
            let less = if sx < 0.0 || sy < 0.0 {
                sx < sy
            } else if (Some(x) == new) != (Some(y) == new) {
                Some(x) == new
            } else {
                sx < sy
            };
            if less {
                open.swap(i, end);
                back = open[end];
            }
        }
        let y = open.pop().expect("not empty");
        order.push(y);
        bound.extend(entities[y].provides.iter().copied());
        deps.bind(&entities[y], &mut open);
    }
    order
}

/// The position of each rule in the order in which gringo grounds its statements: gringo
/// finds the strongly connected components of the statements' dependency graph (a statement
/// depends on those whose heads may derive an atom its body mentions) with Tarjan's algorithm, starting from
/// the last statement and following the dependencies in the order of the body, and grounds
/// the components in the order the algorithm completes them (dependencies first). So
/// independent statements are grounded last written first, and a statement's dependencies in
/// the order its body mentions them. Ground facts are no statements. A disjunction depends
/// on the rules of its auxiliary disjuncts (`#head_n`, see [`crate::check`]): they stand for
/// the local conditions of its elements, which gringo grounds with the disjunction's
/// elements, before it decides which of them hold.
pub fn statement_ranks(
    program: &Program,
    auxiliary: &[bool],
    derives: Derives<'_>,
) -> StatementOrder {
    let rules = &program.rules;
    let providers = Providers {
        rules,
        defining: defining_rules(program),
        theory_elements: theory_element_rules(program),
        auxiliary,
        derives,
    };
    // Per rule: the rules it depends on, whether through a positive literal, and whether
    // under a negated aggregate.
    let dependencies: Vec<Vec<(usize, bool, bool)>> = (0..rules.len())
        .map(|index| {
            let rule = &rules[index];
            let mut targets = Vec::new();
            // `under` is the negation of the construct the literal is in.
            let mut depend = |under: Naf, l: &Literal| {
                providers.each(index, l, |r, positive| {
                    targets.push((r, positive, under != Naf::Positive))
                });
            };
            for i in body_order(&rule.body, &rule.head, &rule.part) {
                match &rule.body[i] {
                    BodyElement::Literal(l) => depend(Naf::Positive, l),
                    BodyElement::Aggregate(naf, aggregate) => (aggregate.elements.iter())
                        .flat_map(|e| &e.condition)
                        .for_each(|l| depend(*naf, l)),
                    BodyElement::Conditional(c) => {
                        c.condition.iter().for_each(|l| depend(Naf::Positive, l));
                        depend(Naf::Positive, &c.literal);
                    }
                }
            }
            providers.head_literals(&rule.head, |l| depend(Naf::Positive, l));
            targets
        })
        .collect();
    // The search starts from the last rule, as gringo's does; a rule's rank is its place in
    // the order Tarjan's algorithm completes the rules.
    let components = Components::new(&dependencies, |&(w, ..)| w, (0..rules.len()).rev());
    // gringo's unstratified rules: those on a cycle of positive dependencies, where one
    // through a negated aggregate is no positive one (gringo's rule depends on the
    // aggregate's complete statement negatively; see `accumulate_after`).
    let unstratified: Vec<Vec<usize>> = (dependencies.iter())
        .map(|targets| {
            (targets.iter())
                .filter(|&&(_, positive, negated)| positive && !negated)
                .map(|&(w, ..)| w)
                .collect()
        })
        .collect();
    let mut positively_recursive = vec![false; rules.len()];
    for cycle in Components::new(&unstratified, |&w| w, 0..rules.len()).iter() {
        for &rule in cycle {
            positively_recursive[rule] = cycle.len() > 1 || unstratified[rule].contains(&rule);
        }
    }
    let mut order = StatementOrder {
        rank: vec![0; rules.len()],
        part: vec![0; rules.len()],
        recursive: vec![false; rules.len()],
        component: vec![0; rules.len()],
        positively_recursive,
        accumulate: super::statement_graph::AccumulateOrder::new(&providers),
        accumulate_after: Default::default(),
        elements_forward: Vec::new(),
    };
    let mut place = 0;
    let mut parts = 0;
    for (number, component) in components.iter().enumerate() {
        for &rule in component {
            order.component[rule] = number;
            order.recursive[rule] =
                component.len() > 1 || dependencies[rule].iter().any(|&(w, ..)| w == rule);
        }
        for part in positive_parts(component, &dependencies) {
            for rule in part {
                order.rank[rule] = place;
                order.part[rule] = parts;
                place += 1;
            }
            parts += 1;
        }
    }
    // A negated aggregate's element accumulation depends positively on the rules that
    // derive its condition's atoms, but the rule only negatively on the aggregate: the
    // accumulation is grounded with the last of those rules in its component.
    let place = |r: usize| (order.part[r], order.rank[r]);
    let mut accumulate_after = std::collections::HashMap::new();
    for (r, rule) in rules.iter().enumerate() {
        for (position, element) in rule.body.iter().enumerate() {
            let BodyElement::Aggregate(Naf::Not | Naf::NotNot, aggregate) = element else {
                continue;
            };
            for (e, element) in aggregate.elements.iter().enumerate() {
                let mut last = r;
                for l in &element.condition {
                    providers.each(r, l, |w, positive| {
                        if positive
                            && order.component[w] == order.component[r]
                            && place(w) > place(last)
                        {
                            last = w;
                        }
                    });
                }
                if last != r {
                    let at = super::statement_graph::ElementAt {
                        rule: r,
                        position,
                        element: e,
                    };
                    accumulate_after.insert(at, last);
                }
            }
        }
    }
    order.accumulate_after = accumulate_after;
    order.elements_forward = elements_forward(rules, &dependencies);
    order
}

/// Per rule: whether gringo accumulates the elements of its head construct (a disjunction or
/// head aggregate accumulated in statements of its own, see [`statement_graph`]) in the
/// order written. The construct's complete statement depends on its elements' statements in
/// that order, so they are, when the search of Tarjan's algorithm reaches the complete
/// statement first: from a later rule, or from the rule itself (recursive). Else it reaches
/// them first, last written first.
///
/// [`statement_graph`]: super::statement_graph
fn elements_forward(rules: &[Rule], dependencies: &[Vec<(usize, bool, bool)>]) -> Vec<bool> {
    let constructs: Vec<usize> = (0..rules.len())
        .filter(|&r| matches!(rules[r].head, Head::Disjunction(..) | Head::Aggregate(_)))
        .collect();
    let mut forward = vec![false; rules.len()];
    if constructs.is_empty() {
        return forward;
    }
    let mut dependents: Vec<Vec<usize>> = vec![Vec::new(); rules.len()];
    for (r, targets) in dependencies.iter().enumerate() {
        for &(w, ..) in targets {
            dependents[w].push(r);
        }
    }
    for r in constructs {
        let mut seen = vec![false; rules.len()];
        let mut stack = dependents[r].clone();
        while let Some(d) = stack.pop() {
            if std::mem::replace(&mut seen[d], true) {
                continue;
            }
            if d >= r {
                forward[r] = true;
                break;
            }
            stack.extend(dependents[d].iter().copied());
        }
    }
    forward
}

/// The rules a literal depends on, as gringo's dependency analysis links them.
pub struct Providers<'a> {
    pub rules: &'a [Rule],
    /// Per predicate: the rules whose heads may derive its atoms ([`defining_rules`]).
    defining: Vec<Vec<usize>>,
    /// Per auxiliary predicate of a body theory atom: the rules of its elements
    /// ([`theory_element_rules`]).
    theory_elements: HashMap<PredId, Vec<usize>>,
    /// Per predicate: whether it is an auxiliary disjunct of the rewriting (`#head_n`).
    pub auxiliary: &'a [bool],
    derives: Derives<'a>,
}

impl Providers<'_> {
    /// Calls `f` with each rule whose head may derive the atom of literal `l` of rule
    /// `index`, and whether the dependency is positive. A disjunction's dependency on
    /// itself through its own auxiliary disjunct is no positive one: gringo grounds the
    /// element with the disjunction. Nor is one on another disjunction with the same
    /// auxiliary disjunct (the copies of a rule that a pool in its body splits, which share
    /// their head's auxiliary atoms): gringo's copies each have their own element.
    pub fn each(&self, index: usize, l: &Literal, mut f: impl FnMut(usize, bool)) {
        let Literal::Atom(naf, atom) = l else {
            return;
        };
        let rule = &self.rules[index];
        let in_head = |r: usize| matches!(self.rules[r].head, Head::Disjunction(..));
        let own = self.auxiliary[atom.predicate.0 as usize];
        for &r in &self.defining[atom.predicate.0 as usize] {
            if (self.derives)(r, rule, atom) {
                let shared = own && (r == index || (in_head(index) && in_head(r)));
                f(r, *naf == Naf::Positive && !shared);
            }
        }
    }

    /// The elements of a body element that gringo accumulates in statements of their own,
    /// as the literals of each element's condition, with the construct's negation: those of
    /// a body aggregate, and those of a body theory atom (the bodies of its elements' rules
    /// after their binding part, see `check::rewrite::theory`). `None` for other elements.
    pub fn accumulated<'e>(
        &'e self,
        element: &'e BodyElement,
    ) -> Option<(Naf, Vec<Vec<&'e Literal>>)> {
        match element {
            BodyElement::Aggregate(naf, aggregate) => Some((
                *naf,
                (aggregate.elements.iter())
                    .map(|e| e.condition.iter().collect())
                    .collect(),
            )),
            BodyElement::Literal(Literal::Atom(naf, _)) => {
                let rules = self.theory_element_rules(element)?;
                let condition = |rule: &'e Rule| -> Vec<&'e Literal> {
                    (rule.body[rule.binding..].iter())
                        .filter_map(|b| match b {
                            BodyElement::Literal(l) => Some(l),
                            _ => None,
                        })
                        .collect()
                };
                Some((
                    *naf,
                    rules.iter().map(|&r| condition(&self.rules[r])).collect(),
                ))
            }
            _ => None,
        }
    }

    /// Whether rule `r` stands for a statement of gringo's, rather than for part of one:
    /// the rules of a body theory atom's elements and the one that makes its atoms exist
    /// are part of the statement the atom is in (whose accumulations they are, see
    /// [`Providers::accumulated`]).
    pub fn is_statement(&self, r: usize) -> bool {
        match &self.rules[r].head {
            Head::TheoryElement { .. } => false,
            Head::Theory(atom) => !self.theory_elements.contains_key(&atom.predicate),
            _ => true,
        }
    }

    /// The rules (gringo's statements first) in the order gringo's dependency analysis
    /// starts its searches from: the last statement first. The others come after all
    /// statements, so that no search reaches a statement through them.
    pub fn search_roots(&self) -> Vec<usize> {
        let rules = (0..self.rules.len()).rev();
        let (mut roots, others): (Vec<usize>, Vec<usize>) =
            rules.partition(|&r| self.is_statement(r));
        roots.extend(others);
        roots
    }

    /// The rules of the elements of a body theory atom, if `element` is one.
    pub fn theory_element_rules(&self, element: &BodyElement) -> Option<&[usize]> {
        match element {
            BodyElement::Literal(Literal::Atom(_, atom)) => {
                self.theory_elements.get(&atom.predicate).map(Vec::as_slice)
            }
            _ => None,
        }
    }

    /// Calls `f` with the literals of `head` that its rule depends on: the conditions of
    /// its elements, and a disjunction's auxiliary disjuncts.
    pub fn head_literals(&self, head: &Head, mut f: impl FnMut(&Literal)) {
        match head {
            Head::Disjunction(elements, ..) => {
                (elements.iter()).for_each(|c| self.disjunct_literals(c, &mut f))
            }
            Head::Aggregate(aggregate) => {
                (aggregate.elements.iter()).for_each(|e| e.condition.iter().for_each(&mut f))
            }
            _ => {}
        }
    }

    /// Calls `f` with the literals of a disjunct that its accumulation depends on: its
    /// condition, and the disjunct if it is auxiliary.
    pub fn disjunct_literals(&self, disjunct: &Conditional, mut f: impl FnMut(&Literal)) {
        disjunct.condition.iter().for_each(&mut f);
        if matches!(&disjunct.literal, Literal::Atom(_, atom) if self.auxiliary[atom.predicate.0 as usize])
        {
            f(&disjunct.literal);
        }
    }
}

/// Per predicate: the rules whose heads may derive its atoms, in order.
fn defining_rules(program: &Program) -> Vec<Vec<usize>> {
    let mut providers: Vec<Vec<usize>> = vec![Vec::new(); program.predicates.len()];
    for (r, rule) in program.rules.iter().enumerate() {
        rule.head.for_each_derived(&mut |p: PredId| {
            let list = &mut providers[p.0 as usize];
            if list.last() != Some(&r) {
                list.push(r);
            }
        });
    }
    providers
}

/// Per auxiliary predicate of a body theory atom: the rules of its elements, in order
/// (predicates of theory atoms in heads and directives are left out: gringo grounds their
/// elements apart from the rule).
fn theory_element_rules(program: &Program) -> HashMap<PredId, Vec<usize>> {
    let mut elements: HashMap<PredId, Vec<usize>> = (program.theory.iter())
        .filter(|occurrence| occurrence.place == crate::check::ir::TheoryPlace::Body)
        .map(|occurrence| (occurrence.predicate, Vec::new()))
        .collect();
    for (r, rule) in program.rules.iter().enumerate() {
        if let Head::TheoryElement { occurrence, .. } = &rule.head {
            let occurrence = &program.theory[*occurrence as usize];
            if occurrence.place == crate::check::ir::TheoryPlace::Body {
                elements.entry(occurrence.predicate).or_default().push(r);
            }
        }
    }
    elements
}

/// Whether rule `r`'s head may derive an instance of a body atom of a rule (their terms may
/// unify).
pub type Derives<'a> = &'a dyn Fn(usize, &crate::check::ir::Rule, &crate::check::ir::Atom) -> bool;

/// The order in which gringo grounds a program's rules.
#[derive(Debug, Default)]
pub struct StatementOrder {
    /// Per rule: its place in the order.
    pub rank: Vec<usize>,
    /// Per rule: the number of the part it is grounded in, a set of rules that depend on
    /// each other positively (parts numbered in order). gringo grounds a part to its
    /// fixpoint before the next one.
    pub part: Vec<usize>,
    /// Per rule: whether it depends on itself, directly or through other rules.
    pub recursive: Vec<bool>,
    /// Per rule: the number of its component (the rules that depend on each other,
    /// through any literal).
    pub component: Vec<usize>,
    /// Per rule: whether it depends on itself through positive literals only, not under a
    /// negated aggregate (gringo's unstratified occurrences).
    pub positively_recursive: Vec<bool>,
    /// Where the accumulation of each body aggregate element lies in gringo's order.
    pub accumulate: super::statement_graph::AccumulateOrder,
    /// For each element of a negated body aggregate that gringo accumulates after its own
    /// rule: the rule deriving its condition with which it is accumulated (the last one of
    /// the rule's component in this order).
    pub accumulate_after: std::collections::HashMap<super::statement_graph::ElementAt, usize>,
    /// Per rule: whether the elements of its head construct are accumulated in the order
    /// written ([`elements_forward`]).
    pub elements_forward: Vec<bool>,
}

/// The rules of a component (`members`, in the order Tarjan's algorithm completed them) in
/// the parts and order gringo grounds them in: it splits a component along its positive dependencies
/// (through literals without `not`, not under a negated aggregate), with Tarjan's algorithm again, from the component's
/// root (the member completed last), and grounds those parts in the order they complete. A
/// negative dependency inside a component orders nothing: `q(X) ; h(Z) : d(Z) :- d(X),
/// not t(2)` is grounded before `t(X+1) :- d(X), q(Z) : d(Z)`, which needs its q.
fn positive_parts(members: &[usize], dependencies: &[Vec<(usize, bool, bool)>]) -> Vec<Vec<usize>> {
    if members.len() == 1 {
        return vec![members.to_vec()];
    }
    let position: std::collections::HashMap<usize, usize> =
        members.iter().enumerate().map(|(i, &m)| (m, i)).collect();
    let local = |rule: usize| position.get(&rule).copied();
    let positive: Vec<Vec<usize>> = (members.iter())
        .map(|&m| {
            (dependencies[m].iter())
                .filter(|&&(_, positive, negated)| positive && !negated)
                .filter_map(|&(w, ..)| local(w))
                .collect()
        })
        .collect();
    let parts = Components::new(&positive, |&w| w, (0..members.len()).rev());
    (parts.iter())
        .map(|part| part.iter().map(|&i| members[i]).collect())
        .collect()
}
