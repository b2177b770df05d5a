//! gringo's backjumping search for the instances of a disjunct's condition.
//!
//! gringo instantiates a disjunct `h : c1, ..., cn` of a rule by a statement of its own,
//! whose body is the condition and a literal over the rule's instances (binding the
//! construct's global variables), joined in gringo's order ([`Plans::condition_search`]).
//! It searches that body with backjumping: after an instance, the search resumes at the
//! last literal that binds a variable the statement needs (the instance's, the atom's; see
//! [`Projection`]), and a literal that runs out of values resumes at the last literal that
//! binds a variable it uses; the literals in between keep their first values. So a
//! condition literal whose variables are needed by nothing is, as a rule, looked up once,
//! unless a test of its variables fails somewhere and sends the search back to it. The
//! disjunct exists for the instances found only.
//!
//! The search needs every instance of the rule and of the condition's literals, so it runs
//! once the rule's body and the condition are complete (a negated body literal does not hold
//! the rule back: gringo grounds the rule in an earlier part of its component, the literal
//! kept; nor does anything if the rule does not depend on itself positively). A rule that
//! does is searched per new instance, as gringo's statement over the rule's instances is then
//! recursive and goes first. If the condition is not complete, all instances count.
//!
//! [`Plans::condition_search`]: super::plan::Plans::condition_search

use super::Grounder;
use super::disjunction::Projection;
use super::eval::Binding;
use super::join::{self, Instances, JoinInput, JoinState};
use super::plan::{Action, HeadConstruct, Order, PlanLiteral, SearchStep};
use crate::check::ir::{Literal, PredId, VarId};
use crate::symbol::Symbol;
use crate::syntax::ast::Naf;
use indexmap::IndexSet;
use std::collections::{HashMap, HashSet};

/// Values of variables: a rule instance's (the construct's global variables), or those
/// followed by a condition's local variables.
type Key = Box<[Symbol]>;

/// The state of one search.
struct Search<'s> {
    steps: &'s [SearchStep],
    literals: &'s [PlanLiteral],
    order: &'s Order,
    indexes: &'s [Option<usize>],
    /// The rule's instances (values of `globals`), in gringo's order.
    instances: &'s [Key],
    globals: &'s [VarId],
    local: &'s [VarId],
    /// Per step: whether it binds a variable the statement needs.
    important: Vec<bool>,
    /// Per step: the earlier steps that bind the variables it uses.
    depends: Vec<Vec<usize>>,
    /// Per step: whether the search is to resume there (gringo's `backjumpable` negated).
    retry: Vec<bool>,
    /// The instances found: the values of `globals`, then of `local`.
    found: HashSet<Key>,
}

impl Search<'_> {
    /// Searches from step `at` on.
    fn run(
        &mut self,
        at: usize,
        input: &JoinInput<'_>,
        state: &mut JoinState<'_>,
        binding: &mut Binding,
        atoms: &mut Vec<u32>,
    ) {
        if at == self.steps.len() {
            let value = |v: &VarId| binding.get(*v).expect("condition variables are bound");
            let values = self.globals.iter().chain(self.local).map(value).collect();
            self.found.insert(values);
            for (retry, &important) in self.retry.iter_mut().zip(&self.important) {
                *retry |= important;
            }
            return;
        }
        let (literals, order, indexes) = (self.literals, self.order, self.indexes);
        let (instances, globals, step) = (self.instances, self.globals, self.steps[at]);
        // Set when the search jumps back past this step: its other values are not tried.
        let mut jumped = false;
        let mut next = |binding: &mut Binding, atoms: &mut Vec<u32>, state: &mut JoinState<'_>| {
            self.retry[at] = false;
            self.run(at + 1, input, state, binding, atoms);
            jumped = !self.retry[at];
            !jumped
        };
        match step {
            SearchStep::Instance => {
                for instance in instances {
                    let mark = binding.mark();
                    let matches =
                        globals
                            .iter()
                            .zip(instance)
                            .all(|(&v, &value)| match binding.get(v) {
                                Some(bound) => bound == value,
                                None => {
                                    binding.bind(v, value);
                                    true
                                }
                            });
                    let go_on = !matches || next(binding, atoms, state);
                    binding.undo(mark);
                    if !go_on {
                        break;
                    }
                }
            }
            SearchStep::Literal(k) => join::each_match(
                literals, order, indexes, k, input, state, binding, atoms, next,
            ),
        }
        if !jumped {
            for &k in &self.depends[at] {
                self.retry[k] = true;
            }
        }
    }
}

/// What is known of the instances gringo finds of a disjunct's condition.
pub(super) enum ConditionInstances {
    /// All count: the condition was not complete when the disjunct was first instantiated.
    All,
    /// Those found by one search over all the rule's instances (its body was complete).
    Found(HashSet<Key>),
    /// The rule's instances are derived along with the disjunct (a recursive rule): gringo
    /// searches the condition for each new instance of the rule, first. The rule instances
    /// searched so far, and the condition instances found.
    PerInstance(HashSet<Key>, HashSet<Key>),
}

impl Grounder<'_> {
    /// Decides which variables the searches of the disjuncts of the plans `stage` (one part
    /// of rasp's order) need, as gringo does when it starts grounding the part of a
    /// disjunct's accumulation statement: by the atoms that the statements before it
    /// derived (see [`Projection::stratified`]). rasp grounds those statements before the
    /// part (a disjunction's rule waits for all its conditions, gringo's accumulations only
    /// for their own), and maybe others too: a predicate counts if it has an atom that is
    /// not a fact and a rule of it comes before the accumulation in gringo's order.
    pub(super) fn start_searches(&mut self, stage: &[usize]) {
        let plans = self.plans;
        let accumulations = &plans.order.accumulate;
        for &p in stage {
            let (Action::HeadElement(construct, d)
            | Action::ElementCondition(construct, d)
            | Action::ElementHolds(construct, d)) = plans.plans[p].action
            else {
                continue;
            };
            let projections = &plans.heads[construct].projections;
            let Some(projection) = projections.get(d).and_then(Option::as_ref) else {
                continue;
            };
            let disjunct = (plans.heads[construct].rule, d);
            let (tables, patterns) = (&self.tables, &self.head_patterns);
            let choice = |predicate: PredId| {
                (patterns.defining_rules(predicate))
                    .any(|r| accumulations.before_disjunct(r, disjunct))
                    && !tables[predicate.0 as usize].all_facts()
            };
            (self.needed.entry((construct, d))).or_insert_with(|| projection.needed(&choice));
        }
    }

    /// The variables the search for disjunct `d` (with `projection`) of head construct
    /// `construct` needs.
    fn needed_by<'p>(
        &'p self,
        construct: usize,
        d: usize,
        projection: &'p Projection,
    ) -> &'p [VarId] {
        (self.needed.get(&(construct, d))).map_or(&projection.important, Vec::as_slice)
    }

    /// Whether gringo finds the instance `binding` of the condition of disjunct `d` of head
    /// construct `construct` (see the module's documentation).
    pub(super) fn reported(&mut self, construct: usize, d: usize, binding: &Binding) -> bool {
        let head = &self.plans.heads[construct];
        let Some(projection) = head.projections.get(d).and_then(Option::as_ref) else {
            return true;
        };
        if projection.enumerates(self.needed_by(construct, d, projection)) {
            return true;
        }
        let value = |v: &VarId| binding.get(*v).expect("condition variables are bound");
        let instance: Key = head.globals.iter().map(value).collect();
        let values: Key = (head.globals.iter())
            .chain(&projection.local)
            .map(value)
            .collect();
        if !self.condition_instances.contains_key(&(construct, d)) {
            let known = self.start_search(construct, d);
            self.condition_instances.insert((construct, d), known);
        }
        if let Some(ConditionInstances::PerInstance(searched, _)) =
            self.condition_instances.get(&(construct, d))
            && !searched.contains(&instance)
        {
            let found = self.search_condition(construct, d, std::slice::from_ref(&instance), true);
            let known = (self.condition_instances.get_mut(&(construct, d))).expect("started");
            match (known, found) {
                (ConditionInstances::PerInstance(searched, all), Some(found)) => {
                    searched.insert(instance);
                    all.extend(found);
                }
                (known, _) => *known = ConditionInstances::All,
            }
        }
        match &self.condition_instances[&(construct, d)] {
            ConditionInstances::All => true,
            ConditionInstances::Found(found) | ConditionInstances::PerInstance(_, found) => {
                found.contains(&values)
            }
        }
    }

    /// What is known of the condition instances of disjunct `d` of head construct
    /// `construct` when it is first instantiated.
    fn start_search(&mut self, construct: usize, d: usize) -> ConditionInstances {
        let plans = self.plans;
        let projection = plans.heads[construct].projections[d].as_ref();
        let rule = plans.heads[construct].rule;
        // (An atom that no rule head can derive is known whatever is still being grounded.)
        let complete = (projection.into_iter())
            .flat_map(|p| &p.condition)
            .all(|l| match l {
                PlanLiteral::Literal(Literal::Atom(_, atom)) => {
                    self.complete[atom.predicate.0 as usize] || !self.derivable(rule, atom)
                }
                _ => true,
            });
        if !complete {
            return ConditionInstances::All;
        }
        let Some(instances) = self.construct_instances(construct) else {
            return ConditionInstances::PerInstance(HashSet::new(), HashSet::new());
        };
        match self.search_condition(construct, d, &instances, false) {
            Some(found) => ConditionInstances::Found(found),
            None => ConditionInstances::All,
        }
    }

    /// The instances gringo finds of the condition of disjunct `d` of head construct
    /// `construct`, searched for the rule's `instances` (`recursive`: its new ones); `None`
    /// if rasp cannot search as gringo does.
    fn search_condition(
        &mut self,
        construct: usize,
        d: usize,
        instances: &[Key],
        recursive: bool,
    ) -> Option<HashSet<Key>> {
        let plans = self.plans;
        let head = &plans.heads[construct];
        let projection = head.projections[d].as_ref()?;
        let literals = &projection.condition;
        let size = |l: &PlanLiteral| match l {
            PlanLiteral::Literal(Literal::Atom(_, atom)) => {
                self.tables[atom.predicate.0 as usize].len()
            }
            _ => 0,
        };
        let rule = (instances.len(), recursive);
        let (steps, order) = plans.condition_search(construct, literals, rule, &size)?;
        let indexes = self.prepare_indexes(literals, &order);
        let needed = self.needed_by(construct, d, projection);
        let (important, depends) = dependencies(&steps, literals, &order, head, needed);
        let vars = self.program.rules[head.rule].vars.len();
        let mut search = Search {
            steps: &steps,
            literals,
            order: &order,
            indexes: &indexes,
            instances,
            globals: &head.globals,
            local: &projection.local,
            retry: vec![false; steps.len()],
            important,
            depends,
            found: HashSet::new(),
        };
        let mut atoms = vec![u32::MAX; literals.len()];
        let mut binding = Binding::new(vars);
        self.join(
            &[],
            &mut Instances::default(),
            (0..usize::MAX, 0),
            |input, state| search.run(0, input, state, &mut binding, &mut atoms),
        );
        Some(search.found)
    }

    /// The instances of the rule of head construct `construct` (the values of its global
    /// variables), in the order gringo finds them; `None` while its body is not complete.
    fn construct_instances(&mut self, construct: usize) -> Option<Vec<Key>> {
        let plans = self.plans;
        let p =
            (plans.plans.iter()).position(|plan| plan.action == Action::RecordHead(construct))?;
        let plan = &plans.plans[p];
        // A negated literal does not hold back the rule's instances: gringo grounds the rule
        // (in an earlier part of its component) with the literal kept. Nor does anything
        // else if the rule does not depend on itself positively: gringo grounds it in a part
        // of its own, before the statements accumulating its disjuncts, which depend on it
        // (in `h((Z;X)) : d(Z), X<Z ; q(X) :- d(X), #count{ 1 : not q(1) } > 0.` it finds
        // h(1) for both Z=2 and Z=3). rasp derives the rule's instances in the stage of its
        // disjuncts, but before them: what they depend on positively is complete but for
        // the rule's own aggregates and conditional literals, whose elements are.
        let complete = !plans.order.positively_recursive[plan.rule]
            || plan.literals.iter().all(|l| match l {
                PlanLiteral::Literal(Literal::Atom(Naf::Positive, atom)) => {
                    self.complete[atom.predicate.0 as usize]
                }
                PlanLiteral::Lookup(o) => self.occurrence_complete[*o],
                PlanLiteral::Literal(_) => true,
            });
        if !complete {
            return None;
        }
        let (order, _) = self.join_orders(p);
        let indexes = self.prepare_indexes(&plan.literals, &order);
        let unstratified = self.unstratified(p);
        let vars = self.program.rules[plan.rule].vars.len();
        let mut out = Instances::default();
        self.join(
            &unstratified,
            &mut out,
            (0..usize::MAX, 0),
            |input, state| join::run(plan, &order, &indexes, input, state, vars),
        );
        let keys: IndexSet<Key> = (out.iter())
            .map(|instance| {
                let value = |v: &VarId| instance.values[v.0 as usize].expect("keys are bound");
                plan.key.iter().map(value).collect()
            })
            .collect();
        Some(keys.into_iter().collect())
    }
}

/// gringo's dependencies among the `steps` of a search (over `literals` in `order`) for a
/// disjunct of `head`: per step, whether it is the first to bind a variable the statement
/// needs (`needed`, see [`Projection::needed`]), and the earlier steps that bind the
/// variables it uses.
fn dependencies(
    steps: &[SearchStep],
    literals: &[PlanLiteral],
    order: &Order,
    head: &HeadConstruct,
    needed: &[VarId],
) -> (Vec<bool>, Vec<Vec<usize>>) {
    let mut bound_by: HashMap<VarId, usize> = HashMap::new();
    let (mut important, mut depends) = (Vec::new(), Vec::new());
    for (i, step) in steps.iter().enumerate() {
        let mut vars = Vec::new();
        match step {
            SearchStep::Instance => vars.extend(&head.globals),
            SearchStep::Literal(k) => match &literals[order[*k].literal] {
                PlanLiteral::Literal(l) => l.for_each_var(&mut |v| vars.push(v)),
                PlanLiteral::Lookup(_) => unreachable!("conditions have no lookups"),
            },
        }
        let (mut uses, mut is_needed) = (Vec::new(), false);
        for v in vars {
            match bound_by.get(&v) {
                Some(&j) if j != i => uses.push(j),
                Some(_) => {}
                None => {
                    bound_by.insert(v, i);
                    is_needed |= needed.contains(&v);
                }
            }
        }
        uses.sort_unstable();
        uses.dedup();
        depends.push(uses);
        important.push(is_needed);
    }
    (important, depends)
}
