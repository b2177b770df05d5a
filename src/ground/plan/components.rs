//! The dependency order in which plans run: the components of the graph over predicates
//! and occurrences, as gringo's dependency analysis links statements, ordered as gringo
//! grounds them; which occurrences are recursive; and each plan's semi-naive orders.

use super::*;

impl Plans {
    /// Computes components (Tarjan's algorithm over predicates and occurrences) and assigns
    /// plans to them; sets the semi-naive orders.
    pub(super) fn order_components(
        &mut self,
        program: &ir::Program,
        auxiliary: &[bool],
        patterns: &crate::ground::patterns::HeadPatterns,
        derives: clingo_order::Derives<'_>,
    ) {
        let order = clingo_order::statement_ranks(program, auxiliary, derives);
        let (mut edges, homes) = self.dependencies(program, auxiliary, patterns, &order);
        let sccs = merge_head_constructs(program, &order, &mut edges);
        let predicate_count = program.predicates.len();
        let mut component_of = vec![0; edges.len()];
        for (c, scc) in sccs.iter().enumerate() {
            let mut scc = scc.to_vec();
            scc.sort_unstable();
            let mut component = Component::default();
            for node in scc {
                component_of[node] = c;
                if node < predicate_count {
                    component.predicates.push(PredId(node as u32));
                } else {
                    component.occurrences.push(node - predicate_count);
                }
            }
            self.components.push(component);
        }
        for (p, home) in homes.iter().enumerate() {
            match home {
                Some(home) => self.components[component_of[*home]].plans.push(p),
                None => self.final_plans.push(p),
            }
        }
        // Within a component (and at the end), plans run in the order in which gringo
        // grounds their rules, so that atoms are derived in gringo's order.
        let rank = &order.rank;
        // Per plan: the part and rank of its rule, or of the rule an accumulation is
        // grounded with (`accumulate_after`: then after that rule's own plans).
        let place = |plan: &Plan| {
            let rule = plan.rule;
            if let Action::Accumulate(o, element) = plan.action {
                let at = crate::ground::statement_graph::ElementAt {
                    rule,
                    position: self.occurrences[o].position,
                    element,
                };
                if let Some(&after) = order.accumulate_after.get(&at) {
                    return (order.part[after], rank[after], true);
                }
            }
            (order.part[rule], rank[rule], false)
        };
        for component in &mut self.components {
            component.plans.sort_by_key(|&p| place(&self.plans[p]));
            let part = |i: usize| place(&self.plans[component.plans[i]]).0;
            component.stages = (1..=component.plans.len())
                .filter(|&i| i == component.plans.len() || part(i) != part(i - 1))
                .collect();
        }
        self.final_plans.sort_by_key(|&p| rank[self.plans[p].rule]);
        // The components too, by their last rule in gringo's order, where that keeps every
        // component after those it depends on (gringo orders statements, rasp predicates).
        // The elements of a choice rule, each a component of its own, in the order written
        // (gringo grounds the rule as one statement).
        let mut by_rank: Vec<usize> = (0..self.components.len()).collect();
        by_rank.sort_by_key(|&c| {
            self.components[c]
                .plans
                .iter()
                .map(|&p| {
                    let plan = &self.plans[p];
                    let element = match plan.action {
                        Action::HeadElement(_, element) => element,
                        _ => 0,
                    };
                    (rank[plan.rule], element)
                })
                .max()
        });
        let mut position = vec![0; by_rank.len()];
        for (i, &c) in by_rank.iter().enumerate() {
            position[c] = i;
        }
        let dependencies_first = edges.iter().enumerate().all(|(u, targets)| {
            targets
                .iter()
                .all(|&v| position[component_of[v]] <= position[component_of[u]])
        });
        self.mark_occurrences(program, derives, &order, &component_of);
        self.semi_naive_orders(&component_of, &homes, predicate_count);
        if dependencies_first {
            let mut components: Vec<Option<Component>> = std::mem::take(&mut self.components)
                .into_iter()
                .map(Some)
                .collect();
            self.components = by_rank
                .iter()
                .map(|&c| components[c].take().expect("each component once"))
                .collect();
        }
        self.order = order;
    }

    /// The dependency graph over predicates (nodes `0..predicates`) and occurrences (the
    /// nodes after them): an edge from each plan's home to what its literals depend on, as
    /// gringo's analysis links them; and each plan's home node (`None`: it derives nothing).
    fn dependencies(
        &self,
        program: &ir::Program,
        auxiliary: &[bool],
        patterns: &crate::ground::patterns::HeadPatterns,
        order: &clingo_order::StatementOrder,
    ) -> (Vec<Vec<usize>>, Vec<Option<usize>>) {
        let predicate_count = program.predicates.len();
        let node_count = predicate_count + self.occurrences.len();
        let occurrence_node = |o: usize| predicate_count + o;
        let mut edges: Vec<Vec<usize>> = vec![Vec::new(); node_count];
        let mut homes: Vec<Option<usize>> = Vec::new();
        // A body atom no head can match depends on no rule (as in gringo's analysis).
        for plan in &self.plans {
            let home = plan.home.map(|home| match home {
                Home::Predicate(p) => p.0 as usize,
                Home::Occurrence(o) => occurrence_node(o),
            });
            homes.push(home);
            if let Some(home) = home {
                let rule = &program.rules[plan.rule];
                for literal in &plan.literals {
                    match literal {
                        PlanLiteral::Literal(Literal::Atom(_, atom))
                            if patterns.depends(rule, atom) =>
                        {
                            edges[home].push(atom.predicate.0 as usize)
                        }
                        PlanLiteral::Lookup(o) => {
                            edges[home].push(occurrence_node(*o));
                        }
                        _ => {}
                    }
                }
            }
        }
        // A conditional literal depends on the atoms of its literal, as in gringo (which
        // grounds the literal with the condition): they are derived before it is looked up,
        // or in its component.
        for (o, occurrence) in self.occurrences.iter().enumerate() {
            if let OccurrenceKind::Conditional(c) = &occurrence.kind
                && let Literal::Atom(_, atom) = &c.literal
                && patterns.depends(&program.rules[occurrence.rule], atom)
            {
                edges[occurrence_node(o)].push(atom.predicate.0 as usize);
            }
        }
        // gringo grounds a disjunction as a whole: the auxiliary atoms of its elements that
        // are not plain atoms are known before its plain atoms are derived (a disjunction
        // that certainly holds derives none).
        // Per predicate: the lowest rank of a rule with a plan deriving its atoms.
        let mut first_rank = vec![usize::MAX; predicate_count];
        for plan in &self.plans {
            if let Some(Home::Predicate(p)) = plan.home {
                let first = &mut first_rank[p.0 as usize];
                *first = (*first).min(order.rank[plan.rule]);
            }
        }
        for (r, rule) in program.rules.iter().enumerate() {
            let Head::Disjunction(elements, _) = &rule.head else {
                continue;
            };
            if let Some(home) = holds_home(&rule.head, auxiliary) {
                for e in elements {
                    if let Literal::Atom(_, atom) = &e.literal
                        && atom.predicate != home
                    {
                        edges[atom.predicate.0 as usize].push(home.0 as usize);
                        // gringo sees an element hold if its atom is a fact when it grounds
                        // the disjunction: the atoms another rule grounded before it derives
                        // are known when its elements are checked (the two are grounded
                        // together in one component, in gringo's order).
                        let p = atom.predicate.0 as usize;
                        if first_rank[p] < order.rank[r] && !auxiliary[p] {
                            edges[home.0 as usize].push(atom.predicate.0 as usize);
                        }
                    }
                }
            }
            let predicates: Vec<usize> = (elements.iter())
                .filter_map(|e| match &e.literal {
                    Literal::Atom(_, atom) => Some(atom.predicate.0 as usize),
                    _ => None,
                })
                .collect();
            for &plain in predicates.iter().filter(|&&p| !auxiliary[p]) {
                edges[plain].extend(predicates.iter().filter(|&&p| auxiliary[p]));
            }
            // A disjunction whose body negates an atom of its own head is grounded in the
            // component of that atom as a whole: its other atoms do not wait for that
            // predicate to be complete (in `q(3) ; r(X) :- d(X), not not q(X)`, gringo keeps
            // `not not q(1)`, as q(1) may still be derived while the rule is grounded).
            let plain: Vec<usize> = predicates
                .iter()
                .copied()
                .filter(|&p| !auxiliary[p])
                .collect();
            let negates_head = order.recursive[r]
                && rule.body.iter().any(|e| {
                    matches!(e, BodyElement::Literal(Literal::Atom(Naf::Not | Naf::NotNot, atom))
                    if plain.contains(&(atom.predicate.0 as usize)))
                });
            if negates_head {
                for (&p, &q) in plain.iter().zip(plain.iter().cycle().skip(1)) {
                    edges[p].push(q);
                }
            }
        }
        (edges, homes)
    }

    /// Marks the occurrences whose conditions are recursive and those gringo keeps
    /// undecided (see [`Occurrence::undecided`]).
    fn mark_occurrences(
        &mut self,
        program: &ir::Program,
        derives: clingo_order::Derives<'_>,
        order: &clingo_order::StatementOrder,
        component_of: &[usize],
    ) {
        let predicate_count = program.predicates.len();
        let occurrence_node = |o: usize| predicate_count + o;
        for (o, occurrence) in self.occurrences.iter_mut().enumerate() {
            let component = component_of[occurrence_node(o)];
            occurrence.recursive = occurrence.conditions().iter().flat_map(|c| c.iter()).any(|l| {
                matches!(l, Literal::Atom(_, atom) if component_of[atom.predicate.0 as usize] == component)
            });
        }
        // The rules of each of gringo's statement components.
        let mut members: Vec<Vec<usize>> = Vec::new();
        for (r, &c) in order.component.iter().enumerate() {
            if members.len() <= c {
                members.resize(c + 1, Vec::new());
            }
            members[c].push(r);
        }
        for occurrence in &mut self.occurrences {
            let rule = &program.rules[occurrence.rule];
            let OccurrenceKind::Aggregate(Naf::Not, aggregate) = &occurrence.kind else {
                continue;
            };
            // Whether a rule of the rule's statement component may derive the literal's atom.
            let component = &members[order.component[occurrence.rule]];
            let recursive = |l: &Literal| {
                matches!(l, Literal::Atom(_, atom)
                    if component.iter().any(|&r| derives(r, rule, atom)))
            };
            occurrence.early = (aggregate.elements.iter())
                .map(|e| !e.condition.iter().any(recursive))
                .collect();
            occurrence.first_empty = occurrence.early.contains(&false);
            // The body literals before the aggregate in gringo's order of the body.
            let body = crate::ground::clingo_order::body_order(&rule.body, &rule.head, &rule.part);
            let before = body.iter().take_while(|&&i| i != occurrence.position);
            occurrence.undecided = before.map(|&i| &rule.body[i]).any(|e| match e {
                BodyElement::Literal(l) => recursive(l),
                BodyElement::Conditional(c) => {
                    recursive(&c.literal) || c.condition.iter().any(recursive)
                }
                BodyElement::Aggregate(_, a) => {
                    (a.elements.iter()).any(|e| e.condition.iter().any(recursive))
                }
            });
        }
    }

    /// Sets the semi-naive orders of the plans that derive into a component.
    fn semi_naive_orders(
        &mut self,
        component_of: &[usize],
        homes: &[Option<usize>],
        predicate_count: usize,
    ) {
        let occurrence_node = |o: usize| predicate_count + o;
        // Semi-naive orders: one per positive atom literal over the plan's own component.
        for (p, home) in homes.iter().enumerate() {
            let Some(home) = *home else { continue };
            let component = component_of[home];
            let plan = &self.plans[p];
            let recursive: Vec<usize> = plan
                .literals
                .iter()
                .enumerate()
                .filter(|(_, l)| matches!(l, PlanLiteral::Literal(Literal::Atom(Naf::Positive, atom)) if component_of[atom.predicate.0 as usize] == component))
                .map(|(i, _)| i)
                .collect();
            // A plan looking up an occurrence of its own component runs naively (so does one
            // with a conditional literal over its component's atoms: the occurrence depends on
            // them, so it is in the component).
            let naive = plan
                .literals
                .iter()
                .any(|l| matches!(l, PlanLiteral::Lookup(o) if component_of[occurrence_node(*o)] == component));
            let gated = plan.literals.iter().any(|l| {
                matches!(l, PlanLiteral::Lookup(o)
                    if component_of[occurrence_node(*o)] == component
                        && matches!(self.occurrences[*o].kind, OccurrenceKind::Conditional(_)))
            });
            let orders = recursive
                .iter()
                .map(|&d| self.order(&plan.literals, Some(d), &recursive))
                .collect();
            let plan = &mut self.plans[p];
            plan.semi_naive = orders;
            plan.naive = naive;
            plan.gated = gated;
        }
    }
}

/// The components of the dependency graph `edges` (nodes: predicates, then occurrences),
/// with the element atoms of a head construct in one: gringo orders statements, not
/// predicates, so they are derived in one component, and the construct's body's negative
/// literals stay recursive for all of them (`q(3) ; r(1,X) :- d(X), not not q(X)` keeps
/// `not not q(1)` for `r(1,1)`). So are those of a head aggregate with bounds, whose atoms
/// gringo defines only once all its elements are known and their values can meet the
/// bounds. A disjunction's atoms are in one component even if its rule is not recursive:
/// gringo grounds the statement once, at its place in its order, and drops an instance
/// whose disjunct is a fact by then; in `r(X,X) :- d(X). r(X,X) ; t(X) :- d(X).
/// r(X,X) :- r(X,X).` the t part in a component of its own ran before r's, when r(1,1)
/// was no fact yet, and kept the instance (differential seed 40418). Adds the edges that
/// merge them.
fn merge_head_constructs(
    program: &ir::Program,
    order: &clingo_order::StatementOrder,
    edges: &mut [Vec<usize>],
) -> Components {
    let node_count = edges.len();
    let mut sccs = Components::new(edges, |&w| w, 0..node_count);
    loop {
        let mut component_of = vec![0; node_count];
        for (c, scc) in sccs.iter().enumerate() {
            scc.iter().for_each(|&node| component_of[node] = c);
        }
        let mut merged = false;
        for (r, rule) in program.rules.iter().enumerate() {
            // A head aggregate with bounds defines its atoms once all its elements are
            // known (see `ground::head_aggregate`), so they are derived together.
            let bounded = matches!(&rule.head, Head::Aggregate(a) if !a.bounds.is_empty());
            let disjunction = matches!(&rule.head, Head::Disjunction(..));
            // Else only a rule that depends on itself in gringo's statement graph (where
            // `not q(a)` does not depend on `q(1) ; p(X)`), or a disjunction.
            if !order.recursive[r] && !bounded && !disjunction {
                continue;
            }
            let heads = head_construct_predicates(rule);
            let components: Vec<usize> = heads.iter().map(|&p| component_of[p]).collect();
            if components.iter().all(|&c| c == components[0]) {
                continue;
            }
            let mut recursive = bounded || disjunction;
            for_each_body_predicate(rule, &mut |p| {
                recursive |= components.contains(&component_of[p.0 as usize])
            });
            if recursive {
                for (&a, &b) in heads.iter().zip(heads.iter().cycle().skip(1)) {
                    edges[a].push(b);
                }
                merged = true;
            }
        }
        if !merged {
            break;
        }
        sccs = Components::new(edges, |&w| w, 0..node_count);
    }
    sccs
}

/// The predicates of the element atoms of a rule's disjunction or head aggregate.
fn head_construct_predicates(rule: &ir::Rule) -> Vec<usize> {
    let atoms: Vec<&ir::Atom> = match &rule.head {
        Head::Disjunction(elements, _) => (elements.iter())
            .filter_map(|e| match &e.literal {
                Literal::Atom(_, atom) => Some(atom),
                _ => None,
            })
            .collect(),
        Head::Aggregate(aggregate) => aggregate
            .elements
            .iter()
            .filter_map(|e| e.atom.as_ref())
            .collect(),
        _ => Vec::new(),
    };
    atoms.iter().map(|a| a.predicate.0 as usize).collect()
}

/// Calls `f` on the predicate of every atom in a rule's body and its head's conditions.
fn for_each_body_predicate(rule: &ir::Rule, f: &mut impl FnMut(PredId)) {
    let mut literal = |l: &Literal| {
        if let Literal::Atom(_, atom) = l {
            f(atom.predicate)
        }
    };
    for element in &rule.body {
        match element {
            BodyElement::Literal(l) => literal(l),
            BodyElement::Conditional(c) => {
                literal(&c.literal);
                c.condition.iter().for_each(&mut literal);
            }
            BodyElement::Aggregate(_, a) => a
                .elements
                .iter()
                .flat_map(|e| &e.condition)
                .for_each(&mut literal),
        }
    }
    match &rule.head {
        Head::Disjunction(elements, _) => elements
            .iter()
            .flat_map(|e| &e.condition)
            .for_each(&mut literal),
        Head::Aggregate(a) => a
            .elements
            .iter()
            .flat_map(|e| &e.condition)
            .for_each(&mut literal),
        _ => {}
    }
}
