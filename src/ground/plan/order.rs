//! Join orders: in which order a plan's literals are joined, chosen as gringo chooses them
//! (its estimates of how many instances each literal leaves), and the search order of the
//! conditions of a body conditional literal.

use super::*;

impl Plans {
    /// What a literal needs bound and what it binds, given `bound`; `None` if it cannot be
    /// evaluated yet.
    pub(super) fn binds(
        &self,
        literal: &PlanLiteral,
        bound: &HashSet<VarId>,
    ) -> Option<Vec<VarId>> {
        match literal {
            PlanLiteral::Literal(l) => safety::binds(l, bound),
            PlanLiteral::Lookup(o) => {
                let occurrence = &self.occurrences[*o];
                if occurrence.globals.iter().any(|v| !bound.contains(v)) {
                    return None;
                }
                let assignment = occurrence.assignment(bound);
                let OccurrenceKind::Aggregate(_, aggregate) = &occurrence.kind else {
                    return Some(Vec::new());
                };
                let mut binds = Vec::new();
                for (i, b) in aggregate.bounds.iter().enumerate() {
                    let unbound = b.term.pattern_vars(&|v| bound.contains(&v));
                    if Some(i) == assignment {
                        binds.extend(unbound);
                    } else if !unbound.is_empty() {
                        return None;
                    }
                }
                Some(binds)
            }
        }
    }

    /// A join order for `literals`: the `first` literal (the delta of a semi-naive variant)
    /// first, then greedily: literals that bind nothing new (filters) as soon as they can be
    /// evaluated, then assignments, then the atom with the most bound arguments.
    pub(super) fn order(
        &self,
        literals: &[PlanLiteral],
        first: Option<usize>,
        recursive: &[usize],
    ) -> Order {
        let mut bound: HashSet<VarId> = HashSet::new();
        let mut remaining: Vec<usize> = (0..literals.len()).filter(|&i| Some(i) != first).collect();
        let mut order = Vec::new();
        if let Some(d) = first {
            order.push(self.step(literals, d, &mut bound, first, recursive));
        }
        while !remaining.is_empty() {
            let mut best: Option<(usize, (u8, usize))> = None;
            for (slot, &i) in remaining.iter().enumerate() {
                let Some(binds) = self.binds(&literals[i], &bound) else {
                    continue;
                };
                let score = match &literals[i] {
                    _ if binds.is_empty() => (0, 0),
                    PlanLiteral::Literal(Literal::Compare(..)) => (1, 0),
                    PlanLiteral::Lookup(_) => (2, 0),
                    PlanLiteral::Literal(Literal::Atom(_, atom)) => {
                        let unbound = atom
                            .args
                            .iter()
                            .filter(|t| !t.pattern_vars(&|v| bound.contains(&v)).is_empty())
                            .count();
                        (3, unbound * 16 / atom.args.len().max(1))
                    }
                    PlanLiteral::Literal(Literal::Range(..)) => (4, 0),
                };
                if best.is_none_or(|(_, s)| score < s) {
                    best = Some((slot, score));
                }
            }
            let (slot, _) = best.expect("safe rules can always be ordered");
            let i = remaining.remove(slot);
            order.push(self.step(literals, i, &mut bound, first, recursive));
        }
        order
    }

    /// The step joining literal `i` once `bound` are bound (which it extends). Recursive
    /// literals before the delta literal `first` range over the old atoms, the delta over
    /// the delta, all others over everything.
    fn step(
        &self,
        literals: &[PlanLiteral],
        i: usize,
        bound: &mut HashSet<VarId>,
        first: Option<usize>,
        recursive: &[usize],
    ) -> Step {
        let version = match first {
            None => Version::All,
            Some(d) if i == d => Version::Delta,
            Some(d) => {
                let position = |x: usize| recursive.iter().position(|&r| r == x);
                match (position(i), position(d)) {
                    (Some(pi), Some(pd)) if pi < pd => Version::Old,
                    _ => Version::All,
                }
            }
        };
        let binds = self.binds(&literals[i], bound).unwrap_or_default();
        let (bound_positions, full_scan) = match &literals[i] {
            PlanLiteral::Literal(Literal::Atom(Naf::Positive, atom)) => {
                let positions: Vec<usize> = (atom.args.iter().enumerate())
                    .filter(|(_, t)| t.pattern_vars(&|v| bound.contains(&v)).is_empty())
                    .map(|(p, _)| p)
                    .collect();
                let full_scan = positions.iter().all(|&p| atom.args[p].is_ground());
                (positions, full_scan)
            }
            _ => (Vec::new(), false),
        };
        bound.extend(binds.iter().copied());
        Step {
            literal: i,
            version,
            bound_positions,
            full_scan,
            binds,
        }
    }

    /// gringo's join order for plan `p` (see [`clingo_order::linearize`]), which depends on
    /// how many atoms each positive literal's predicate has now (`size`): the order in which
    /// gringo derives atoms, so that rasp derives (and numbers) them in the same order.
    /// `None` if that order does not suit rasp's join (it then uses [`Plan::all`]).
    pub fn linearized(
        &self,
        p: usize,
        first: Option<usize>,
        recursive: &[usize],
        size: &dyn Fn(&PlanLiteral) -> usize,
    ) -> Option<Order> {
        let literals = &self.plans[p].literals;
        let part = &self.part[self.plans[p].rule];
        let entity = |l: &PlanLiteral| match l {
            PlanLiteral::Literal(l) => clingo_order::body_literal_entity(l, part),
            PlanLiteral::Lookup(o) => {
                let occurrence = &self.occurrences[*o];
                let mut entity = clingo_order::Entity {
                    needs: occurrence.globals.clone(),
                    ..Default::default()
                };
                if let OccurrenceKind::Aggregate(Naf::Positive, aggregate) = &occurrence.kind
                    && let [bound] = aggregate.bounds.as_slice()
                    && bound.relation == Relation::Eq
                    && let ir::Term::Variable(v) = bound.term
                    && !occurrence.globals.contains(&v)
                {
                    entity.provides.push(v);
                    entity.assignment = true;
                }
                entity
            }
        };
        // gringo's body: intervals moved to the end, conditional literals after them, in
        // the order of its safety analysis; its join order starts from that.
        let rank = |l: &PlanLiteral| match l {
            PlanLiteral::Literal(Literal::Range(..)) => 1,
            PlanLiteral::Lookup(o)
                if matches!(self.occurrences[*o].kind, OccurrenceKind::Conditional(_)) =>
            {
                2
            }
            _ => 0,
        };
        let mut insertion: Vec<usize> = (0..literals.len()).collect();
        insertion.sort_by_key(|&i| rank(&literals[i]));
        let entities: Vec<clingo_order::Entity> =
            insertion.iter().map(|&i| entity(&literals[i])).collect();
        // The body as gringo keeps it, behind the literal of the program part (`#inc_base`),
        // which binds nothing.
        let mut body = vec![usize::MAX];
        body.extend(
            clingo_order::safety_sort(&entities)
                .into_iter()
                .map(|e| insertion[e]),
        );
        let entities: Vec<clingo_order::Entity> = body
            .iter()
            .map(|&i| {
                if i == usize::MAX {
                    clingo_order::Entity::default()
                } else {
                    entity(&literals[i])
                }
            })
            .collect();
        let new = first.and_then(|d| body.iter().position(|&i| i == d));
        let sequence = clingo_order::linearize(&entities, new, |e, bound| match body[e] {
            usize::MAX => NO_BOUND_VARIABLE,
            i => {
                let literal = &literals[i];
                let part_variable = match literal {
                    PlanLiteral::Literal(l) => ir::part_variable(l, part),
                    PlanLiteral::Lookup(_) => None,
                };
                match part_variable {
                    // gringo's `#inc_step(#Inc0)`, over the one atom of the part's parameters.
                    Some(v) => atom_score(&[ir::Term::Variable(v)], 1, bound),
                    None => gringo_score(literal, size(literal), bound),
                }
            }
        });
        let mut bound = HashSet::new();
        let mut order = Vec::with_capacity(literals.len());
        for e in sequence {
            let i = body[e];
            if i == usize::MAX {
                continue;
            }
            self.binds(&literals[i], &bound)?;
            order.push(self.step(literals, i, &mut bound, first, recursive));
        }
        (order.len() == literals.len()).then_some(order)
    }

    /// gringo's order for searching the instances of the condition `literals` of a disjunct
    /// of head construct `construct`, which has `instances` rule instances (see
    /// [`super::backjump`]); `size` as for [`Self::linearized`]. gringo's statement that
    /// accumulates the disjunct joins the condition (intervals last) with a literal over
    /// the rule's instances, which binds the construct's global variables; if the rule is
    /// `recursive`, over its new instances, which go first. Returns the steps and the order
    /// of the literal steps; `None` if that order does not suit rasp's join.
    pub fn condition_search(
        &self,
        construct: usize,
        literals: &[PlanLiteral],
        (instances, recursive): (usize, bool),
        size: &dyn Fn(&PlanLiteral) -> usize,
    ) -> Option<(Vec<SearchStep>, Order)> {
        let globals = &self.heads[construct].globals;
        let rank =
            |l: &PlanLiteral| usize::from(matches!(l, PlanLiteral::Literal(Literal::Range(..))));
        let literal = |i: usize| match &literals[i] {
            PlanLiteral::Literal(l) => l,
            PlanLiteral::Lookup(_) => unreachable!("conditions have no lookups"),
        };
        // gringo's body: the condition (intervals last), then, for each equation whose
        // right side has variables, the equation turned around (gringo's `rewriteArithmetics`
        // adds it), then the literal over the rule's instances.
        let mut body: Vec<(Option<usize>, clingo_order::Entity)> = (0..literals.len())
            .map(|i| (Some(i), clingo_order::literal_entity(literal(i))))
            .collect();
        body.sort_by_key(|(i, _)| i.map(|i| rank(&literals[i])));
        for i in 0..literals.len() {
            if let Literal::Compare(Naf::Positive, left, Relation::Eq, right) = literal(i)
                && !right.is_ground()
            {
                let turned =
                    Literal::Compare(Naf::Positive, right.clone(), Relation::Eq, left.clone());
                body.push((Some(i), clingo_order::literal_entity(&turned)));
            }
        }
        let instance = clingo_order::Entity {
            provides: globals.clone(),
            ..Default::default()
        };
        body.push((None, instance));
        let entities: Vec<clingo_order::Entity> = body.iter().map(|(_, e)| e.clone()).collect();
        let instance_args: Vec<ir::Term> = globals.iter().map(|&v| ir::Term::Variable(v)).collect();
        let new = recursive.then_some(body.len() - 1);
        let sequence = clingo_order::linearize(&entities, new, |e, bound| match body[e].0 {
            Some(i) => gringo_score(&literals[i], size(&literals[i]), bound),
            None => atom_score(&instance_args, instances, bound),
        });
        let mut bound = HashSet::new();
        let (mut steps, mut order) = (Vec::new(), Vec::new());
        let mut placed = vec![false; literals.len()];
        for e in sequence {
            match body[e].0 {
                // An equation met the second time is a test that holds.
                Some(i) if placed[i] => {}
                Some(i) => {
                    self.binds(&literals[i], &bound)?;
                    order.push(self.step(literals, i, &mut bound, None, &[]));
                    steps.push(SearchStep::Literal(order.len() - 1));
                    placed[i] = true;
                }
                None => {
                    bound.extend(globals.iter().copied());
                    steps.push(SearchStep::Instance);
                }
            }
        }
        if placed.contains(&false) {
            return None;
        }
        Some((steps, order))
    }
}

/// What gringo adds to the estimate of a literal none of whose variables is bound yet.
const NO_BOUND_VARIABLE: f64 = 1e7;

/// gringo's score of a positive atom with the arguments `args` (see [`gringo_score`]).
fn atom_score(args: &[ir::Term], size: usize, bound: &HashSet<VarId>) -> f64 {
    let mut found = false;
    for arg in args {
        arg.for_each_var(&mut |v| found |= bound.contains(&v));
    }
    function_estimate(false, args, size as f64, bound) + if found { 0.0 } else { NO_BOUND_VARIABLE }
}

/// gringo's score of a literal for its join order (lower goes first): comparisons first, then
/// negative literals, intervals by their length, positive atoms by an estimate of how many
/// atoms match given the bound variables (`size` atoms in all), far behind if none of their
/// variables is bound.
fn gringo_score(literal: &PlanLiteral, size: usize, bound: &HashSet<VarId>) -> f64 {
    match literal {
        PlanLiteral::Literal(Literal::Compare(..)) => -1.0,
        PlanLiteral::Literal(Literal::Atom(Naf::Positive, atom)) => {
            atom_score(&atom.args, size, bound)
        }
        PlanLiteral::Literal(Literal::Atom(..)) => 0.0,
        PlanLiteral::Literal(Literal::Range(_, low, high)) => match (low, high) {
            (ir::Term::Symbol(Symbol::Int(l)), ir::Term::Symbol(Symbol::Int(h))) => {
                f64::from(*h) - f64::from(*l)
            }
            (ir::Term::Symbol(_), ir::Term::Symbol(_)) => -1.0,
            _ => 0.0,
        },
        PlanLiteral::Lookup(_) => 0.0,
    }
}

/// gringo's estimate of the matches of a term among `size` values.
fn estimate(term: &ir::Term, size: f64, bound: &HashSet<VarId>) -> f64 {
    match term {
        ir::Term::Variable(v) => {
            if bound.contains(v) {
                0.0
            } else {
                size
            }
        }
        ir::Term::Function(name, args) => {
            function_estimate(*name == crate::symbol::Name::EMPTY, args, size, bound)
        }
        t if !t.is_ground() && t.is_pattern() => {
            let mut var = None;
            t.for_each_var(&mut |v| var = Some(v));
            var.map_or(0.0, |v| estimate(&ir::Term::Variable(v), size, bound))
        }
        _ => 0.0,
    }
}

/// gringo's estimate of the matches of a function (a tuple if `tuple`) with the arguments
/// `args` among `size` values.
fn function_estimate(tuple: bool, args: &[ir::Term], size: f64, bound: &HashSet<VarId>) -> f64 {
    if args.is_empty() {
        return 0.0;
    }
    let n = args.len() as f64;
    let root = (if tuple { size } else { size / 2.0 })
        .powf(1.0 / n)
        .max(1.0);
    args.iter().map(|a| estimate(a, root, bound)).sum::<f64>() / n
}
