//! Disjunctions as gringo grounds them. An element of a disjunction is one per value of the
//! local variables its literal shares with its condition: the instances of its condition
//! (over its other variables) form a disjunction, the alternatives of its literal's pools
//! (and the values of its intervals) a conjunction, from which an undefined atom is left
//! out. gringo grounds a pool alternative on its own and searches its condition's instances
//! with backjumping, so that a condition literal whose variables neither the atom nor an
//! uncertain literal needs is, as a rule, looked up once, which this module follows too
//! ([`Projection`]).

use super::emit::{Emitter, Lit};
use super::eval::{self, Binding, Undefined};
use super::numbering::Place;
use super::plan::PlanLiteral;
use super::{Grounder, HeadElement};
use crate::aspif::{AtomId, GroundLit};
use crate::check::ir::{self, BodyElement, Head, Literal, PredId, VarId};
use crate::check::safety;
use crate::graph::Components;
use crate::symbol::Symbol;
use crate::syntax::ast::Naf;
use std::collections::{HashMap, HashSet};

/// The distinct element instances `stored` of an instance of a head construct.
pub(super) fn record_elements(stored: Option<&Vec<HeadElement>>) -> Vec<HeadElement> {
    let mut elements = stored.map_or(&[][..], Vec::as_slice).to_vec();
    let mut seen = HashSet::new();
    elements.retain(|e| {
        let condition = e.condition.clone();
        seen.insert((e.element, e.key.clone(), e.atom, e.tuple.clone(), condition))
    });
    elements
}

/// What is known of the elements of a head disjunction's instances (see
/// [`super::plan::Action::ElementHolds`]).
#[derive(Default)]
pub(super) struct ElementTruths {
    /// Per instance: per element (its index and key), whether its condition certainly holds
    /// somewhere and whether an atom of it may fail.
    elements: HashMap<Key, HashMap<(usize, Key), ElementTruth>>,
}

/// Values of variables: an instance's, an element's key.
type Key = Box<[Symbol]>;

#[derive(Default)]
struct ElementTruth {
    certain: bool,
    fails: bool,
}

impl ElementTruths {
    /// Whether the instance `key` has an element that certainly holds (gringo's `#true`):
    /// gringo drops the instance, and defines none of its atoms unless the rule is recursive.
    pub fn holds(&self, key: &[Symbol]) -> bool {
        (self.elements.get(key)).is_some_and(|e| e.values().any(|t| t.certain && !t.fails))
    }
}

/// One element of a disjunction as gringo grounds it: the conjunction of its atoms (an
/// undefined one is left out), guarded by the disjunction of its condition's instances.
#[derive(Default)]
pub(super) struct DisjunctionElement {
    pub atoms: Vec<AtomId>,
    pub conditions: Vec<Box<[GroundLit]>>,
}

/// The elements of gringo's that the disjuncts `elements` of an instance form: those with
/// the same element and key are one.
pub(super) fn disjunction_elements(
    elements: &[HeadElement],
) -> indexmap::IndexMap<(usize, &[Symbol]), DisjunctionElement> {
    let mut grouped: indexmap::IndexMap<(usize, &[Symbol]), DisjunctionElement> =
        indexmap::IndexMap::new();
    for e in elements {
        let group = grouped.entry((e.element, &e.key)).or_default();
        if let Some(atom) = e.atom
            && !group.atoms.contains(&atom)
        {
            group.atoms.push(atom);
        }
        if !group.conditions.contains(&e.condition) {
            group.conditions.push(e.condition.clone());
        }
    }
    grouped
}

/// The head atoms of a disjunction instance with the elements `elements` (`None`: the rule
/// is satisfied whatever holds), as gringo translates it. Elements with the same element
/// index and key are one element `A : C1 | ... | Cn` of gringo's. For `C` an atom `c`
/// equivalent to the disjunction of the conditions (defined positively, so that a head
/// never founds its own condition), and `a` the conjunction `A`, the disjunct is an atom `x`
/// with `x :- a, c`, `a :- c, x` and `:- not c, x`; with a certain condition, the disjunct
/// is `a` itself; an element with no atom adds `not c` to the `body`.
pub(super) fn disjunction_head(
    emitter: &mut Emitter<'_>,
    elements: &[HeadElement],
    body: &mut Vec<GroundLit>,
) -> Option<Vec<AtomId>> {
    let grouped = disjunction_elements(elements);
    let mut head = Vec::new();
    for group in grouped.values() {
        let condition = emitter.disjunction(&group.conditions);
        let atom = match group.atoms.as_slice() {
            [] => match condition {
                Lit::True => return None,
                Lit::False => continue,
                Lit::Ground(c) => {
                    let not_c = emitter.negation(c);
                    body.push(not_c);
                    continue;
                }
            },
            [atom] => *atom,
            atoms => {
                let conjunction = emitter.atom();
                let lits: Vec<GroundLit> = atoms.iter().map(|&a| GroundLit::positive(a)).collect();
                emitter.rule(Some(conjunction), &lits);
                for &a in atoms {
                    emitter.rule(Some(a), &[GroundLit::positive(conjunction)]);
                }
                conjunction
            }
        };
        match condition {
            Lit::True => head.push(atom),
            Lit::False => {}
            Lit::Ground(c) => {
                let disjunct = emitter.atom();
                emitter.rule(Some(disjunct), &[GroundLit::positive(atom), c]);
                emitter.rule(Some(atom), &[c, GroundLit::positive(disjunct)]);
                emitter.rule(None, &[GroundLit(-c.0), GroundLit::positive(disjunct)]);
                head.push(disjunct);
            }
        }
    }
    Some(head)
}

/// How gringo instantiates a disjunct whose condition has variables that neither the rule's
/// instance nor the disjunct's atom needs: it searches the condition's instances with
/// backjumping (see [`super::backjump`]), so that a condition literal binding only such
/// variables is, as a rule, looked up once. The disjunct exists for the instances found
/// only.
#[derive(Debug)]
pub struct Projection {
    /// The variables gringo needs whatever it has grounded before: the rule instance's, the
    /// atom's and those of condition literals it does not take as positively stratified (of
    /// the [`nonpositive_predicates`], where some statement may derive them).
    pub important: Vec<VarId>,
    /// The condition's atoms that gringo takes as positively stratified (by predicate, with
    /// their variables, sorted). gringo needs their variables too if the predicate already
    /// has an atom that is not a fact when it starts grounding the part of its statement
    /// order with the disjunct's accumulation statement: it then takes the literal as
    /// stratified (its `PredicateLiteral::getType` asks the domain's `hasChoice`), whatever
    /// its arguments. In `d(1..3). {c(3)}. h(Z..Z) : d(Z), not c(f(Z)) :- d(X).` no head
    /// derives `c(f(Z))`, and gringo grounds the disjunct before `{c(3)}` (nothing orders
    /// them; its search starts from the last statement): `h(1)` only. With `q :- c(Y).`
    /// added after the rule, gringo grounds `{c(3)}` (which q depends on) first, so the c
    /// atoms are not all facts when it grounds the disjunct, and every Z counts:
    /// `h(1);h(2);h(3)`. See [`Projection::needed`] and
    /// [`Grounder::start_searches`](super::Grounder::start_searches).
    pub stratified: Vec<(PredId, Vec<VarId>)>,
    /// The condition's variables that the rule's body does not bind: with the instance's,
    /// they identify an instance of the condition.
    pub local: Vec<VarId>,
    /// The condition, without the ranges of the atom's own intervals (gringo grounds those
    /// for each instance found).
    pub condition: Vec<PlanLiteral>,
}

/// The projection of disjunct `d` (`None`: gringo enumerates all its condition's instances),
/// `unstratified` telling the condition atoms that are not positively stratified.
pub(super) fn projection(
    d: &ir::Conditional,
    origin: &ir::DisjunctOrigin,
    globals: &[VarId],
    unstratified: &dyn Fn(&ir::Atom) -> bool,
) -> Option<Projection> {
    let written: Vec<Literal> = written_condition(d, origin).collect();
    let vars_of = |l: &Literal| safety::var_set(|f| l.for_each_var(&mut |v| f(v)));
    let mut important = safety::var_set(|f| d.literal.for_each_var(&mut |v| f(v)));
    important.extend(globals.iter().copied());
    let mut stratified = Vec::new();
    for l in &written {
        if let Literal::Atom(_, atom) = l {
            if unstratified(atom) {
                important.extend(vars_of(l));
            } else {
                let mut vars: Vec<VarId> = vars_of(l).into_iter().collect();
                vars.sort();
                stratified.push((atom.predicate, vars));
            }
        }
    }
    let mut local: Vec<VarId> = written.iter().flat_map(vars_of).collect();
    local.retain(|v| !globals.contains(v));
    local.sort();
    local.dedup();
    let mut important: Vec<VarId> = important.into_iter().collect();
    important.sort();
    let projection = Projection {
        important,
        stratified,
        local,
        condition: written.into_iter().map(PlanLiteral::Literal).collect(),
    };
    (!projection.enumerates(&projection.important)).then_some(projection)
}

impl Projection {
    /// The variables gringo needs when it starts grounding the disjunct's part, `choice`
    /// telling the predicates that then have an atom that is not a fact: the
    /// [`important`](Projection::important) ones and those of the
    /// [`stratified`](Projection::stratified) atoms of such predicates (sorted).
    pub fn needed(&self, choice: &dyn Fn(PredId) -> bool) -> Vec<VarId> {
        let mut needed = self.important.clone();
        for (predicate, vars) in &self.stratified {
            if choice(*predicate) {
                needed.extend(vars);
            }
        }
        needed.sort();
        needed.dedup();
        needed
    }

    /// Whether the variables `needed` are all the condition's local ones: gringo then
    /// enumerates every instance of the condition.
    pub fn enumerates(&self, needed: &[VarId]) -> bool {
        self.local.iter().all(|v| needed.contains(v))
    }
}

/// The predicates whose atoms gringo does not take as positively stratified (its
/// occurrence types other than `POSITIVELY_STRATIFIED`): those of a component of the
/// dependency graph that is not positive. A component is positive if all its rules are
/// normal ones (a single atom as head, not a choice, disjunction or external), the
/// components it depends on are positive, and its recursion goes through positive
/// literals only (not through a negation, aggregate or conditional literal).
///
/// A predicate in `uncertain` (with atoms of earlier steps that are not facts) counts as
/// defined by a rule that is not normal.
pub(super) fn nonpositive_predicates(
    program: &ir::Program,
    uncertain: &HashSet<PredId>,
) -> HashSet<PredId> {
    let n = program.predicates.len();
    // Per predicate: its dependencies (predicate, whether through a positive literal).
    let mut depends: Vec<Vec<(usize, bool)>> = vec![Vec::new(); n];
    let mut normal = vec![true; n];
    for rule in &program.rules {
        let (heads, is_normal): (Vec<PredId>, bool) = match &rule.head {
            Head::Atom(atom) => (vec![atom.predicate], true),
            Head::External(atom, _) | Head::Theory(atom) => (vec![atom.predicate], false),
            Head::Disjunction(disjuncts, _) => (
                disjuncts
                    .iter()
                    .filter_map(|d| literal_predicate(&d.literal))
                    .collect(),
                false,
            ),
            Head::Aggregate(aggregate) => (
                aggregate
                    .elements
                    .iter()
                    .filter_map(|e| Some(e.atom.as_ref()?.predicate))
                    .collect(),
                false,
            ),
            _ => continue,
        };
        let mut body: Vec<(usize, bool)> = Vec::new();
        let mut add = |l: &Literal, positive: bool| {
            if let Some(p) = literal_predicate(l) {
                let plain = matches!(l, Literal::Atom(Naf::Positive, _));
                body.push((p.0 as usize, positive && plain));
            }
        };
        for element in &rule.body {
            match element {
                BodyElement::Literal(l) => add(l, true),
                BodyElement::Conditional(c) => {
                    add(&c.literal, false);
                    c.condition.iter().for_each(|l| add(l, false));
                }
                BodyElement::Aggregate(_, aggregate) => (aggregate.elements.iter())
                    .flat_map(|e| &e.condition)
                    .for_each(|l| add(l, false)),
            }
        }
        match &rule.head {
            Head::Disjunction(disjuncts, _) => (disjuncts.iter())
                .flat_map(|d| &d.condition)
                .for_each(|l| add(l, false)),
            Head::Aggregate(aggregate) => (aggregate.elements.iter())
                .flat_map(|e| &e.condition)
                .for_each(|l| add(l, false)),
            _ => {}
        }
        for head in heads {
            let h = head.0 as usize;
            normal[h] &= is_normal;
            depends[h].extend(body.iter().copied());
        }
    }
    for p in uncertain {
        normal[p.0 as usize] = false;
    }
    let components = Components::new(&depends, |&(p, _)| p, 0..n);
    let component = components.component_of();
    let mut positive = vec![true; components.iter().count()];
    // Components come after those they depend on.
    for (c, members) in components.iter().enumerate() {
        positive[c] = members.iter().all(|&m| {
            normal[m]
                && depends[m].iter().all(|&(p, plain)| {
                    let other = component[p] as usize;
                    if other == c { plain } else { positive[other] }
                })
        });
    }
    (0..n)
        .filter(|&p| !positive[component[p] as usize])
        .map(|p| PredId(p as u32))
        .collect()
}

/// The predicate of an atom literal.
fn literal_predicate(l: &Literal) -> Option<PredId> {
    match l {
        Literal::Atom(_, atom) => Some(atom.predicate),
        _ => None,
    }
}

/// The condition of disjunct `d` without the ranges of its literal's own intervals.
pub(super) fn written_condition<'a>(
    d: &'a ir::Conditional,
    origin: &'a ir::DisjunctOrigin,
) -> impl Iterator<Item = Literal> + 'a {
    (d.condition.iter().enumerate())
        .filter(|(i, _)| !origin.local.contains(i))
        .map(|(_, l)| l.clone())
}

impl Grounder<'_> {
    /// Records an instance of disjunct `element` of head disjunction `construct` (`at`) for
    /// the instance `key` of the construct. An undefined atom is left out of gringo's
    /// element (as if it held), and reported once per value of the disjunct's own variables
    /// (gringo evaluates the disjunct once per such value, whatever else the body binds).
    pub(super) fn disjunct(
        &mut self,
        at: (usize, usize),
        disjunct: &ir::Conditional,
        key: Box<[Symbol]>,
        binding: &Binding,
        condition: Box<[GroundLit]>,
    ) {
        let (construct, element) = at;
        let rule = &self.program.rules[self.plans.heads[construct].rule];
        let Head::Disjunction(elements, origins) = &rule.head else {
            unreachable!("a disjunct of a disjunction")
        };
        let origin = &origins[element];
        let Literal::Atom(_, atom) = &disjunct.literal else {
            unreachable!("disjuncts are atoms")
        };
        let value = |v: &VarId| binding.get(*v).expect("element variables are bound");
        let element_key = self.plans.heads[construct].element_keys[element]
            .iter()
            .map(value)
            .collect();
        let args: Result<Box<[Symbol]>, Undefined> = (atom.args.iter())
            .map(|t| eval::eval(t, binding, self.symbols))
            .collect();
        let id = match args {
            Ok(args) => {
                if self.voided_disjunctions[construct]
                    .get(&key)
                    .is_some_and(|&undefined| element > undefined)
                {
                    return;
                }
                let own = (element, atom.predicate, &args[..], condition.is_empty());
                let simple = super::simple_disjunction(elements, origins, &self.auxiliary);
                let certain = if !simple {
                    self.element_truths[construct]
                        .holds(&key)
                        .then_some(elements.len())
                } else if let Some(&first) = self.certain_disjuncts[construct].get(&key) {
                    first
                } else {
                    let first = self.certain_disjunct(elements, origins, binding, own);
                    self.certain_disjuncts[construct].insert(key.clone(), first);
                    first
                };
                if let Some(first) = certain {
                    // A disjunct that certainly holds (or is undefined): gringo drops the
                    // rule instance, and defines the atoms of a disjunction without
                    // conditions one by one until it meets that disjunct; with conditions,
                    // none, unless the rule depends on itself positively (gringo's
                    // unstratified disjunction).
                    self.dropped_disjunctions[construct].insert(key);
                    let define = if super::simple_disjunction(elements, origins, &self.auxiliary) {
                        element < first
                    } else {
                        self.plans.order.positively_recursive[self.plans.heads[construct].rule]
                    };
                    if define {
                        self.tables[atom.predicate.0 as usize].insert(&args);
                    }
                    return;
                }
                let (index, _) = self.tables[atom.predicate.0 as usize].insert(&args);
                let place = Place::Index(atom.predicate, index);
                self.number_later(construct, &key, element, place)
            }
            Err(undefined) => {
                let mut vars = Vec::new();
                disjunct.for_each_var(&mut |v| vars.push(v));
                let values: Box<[Symbol]> = vars.iter().map(value).collect();
                if self.undefined_disjuncts.insert((at, key.clone(), values)) {
                    let rule = self.plans.heads[construct].rule;
                    self.report_undefined(rule, vec![undefined]);
                }
                // Undefined where its condition holds (and the disjunct alone decides its
                // element): gringo drops the rule instance and defines none of the atoms of
                // the disjuncts after this one, unless the rule depends on itself positively
                // (gringo's unstratified disjunction keeps the instance with `#true` for
                // the element, so every other disjunct's atom is defined).
                if condition.is_empty() && ir::stands_alone(origins, element) {
                    self.dropped_disjunctions[construct].insert(key.clone());
                    let rule = self.plans.heads[construct].rule;
                    if !self.plans.order.positively_recursive[rule] {
                        (self.voided_disjunctions[construct].entry(key))
                            .and_modify(|first| *first = (*first).min(element))
                            .or_insert(element);
                    }
                    return;
                }
                None
            }
        };
        self.head_elements[construct]
            .entry(key)
            .or_default()
            .push(HeadElement {
                element: origin.element,
                key: element_key,
                atom: id,
                tuple: Box::default(),
                condition,
            });
    }

    /// Records an instance (`binding`) of the condition of disjunct `d` of head disjunction
    /// `construct`, for the construct's instance `key`: whether it holds for `certain`, and
    /// whether an atom of the disjunct (over the values of its intervals) may fail.
    pub(super) fn element_truth(
        &mut self,
        construct: usize,
        d: usize,
        key: Box<[Symbol]>,
        binding: &Binding,
        certain: bool,
    ) {
        let head = &self.plans.heads[construct];
        let Head::Disjunction(elements, origins) = &self.program.rules[head.rule].head else {
            unreachable!("element checks are disjunctions'")
        };
        let value = |v: &VarId| binding.get(*v).expect("element variables are bound");
        let element_key: Box<[Symbol]> = head.element_keys[d].iter().map(value).collect();
        let element = (origins[d].element, element_key);
        let Literal::Atom(_, atom) = &elements[d].literal else {
            unreachable!("disjuncts are atoms")
        };
        let local = &elements[d].condition[origins[d].local.clone()];
        let fails = !self.conjunction_holds(atom, local, &mut binding.clone());
        let truth = (self.element_truths[construct].elements)
            .entry(key)
            .or_default()
            .entry(element)
            .or_default();
        truth.certain |= certain;
        truth.fails |= fails;
    }

    /// Whether every instance of `atom` over the ranges `local` (of its intervals) is a fact
    /// or undefined.
    fn conjunction_holds(
        &mut self,
        atom: &ir::Atom,
        local: &[Literal],
        binding: &mut Binding,
    ) -> bool {
        let Some((range, rest)) = local.split_first() else {
            let args: Result<Vec<Symbol>, Undefined> = (atom.args.iter())
                .map(|t| eval::eval(t, binding, self.symbols))
                .collect();
            let Ok(args) = args else { return true };
            let table = &self.tables[atom.predicate.0 as usize];
            return table.find(&args).is_some_and(|i| table.state(i).fact());
        };
        let (var, low, high) = match range {
            Literal::Range(var, low, high) => (var, low, high),
            // A script call `V = @f(...)` (see `check::undefined`): an undefined call leaves
            // the element no instance of its atom (gringo's `#true`).
            Literal::Compare(
                Naf::Positive,
                ir::Term::Variable(var),
                crate::syntax::ast::Relation::Eq,
                call,
            ) => {
                return self.call_values(call, binding).iter().all(|&value| {
                    let mark = binding.mark();
                    binding.bind(*var, value);
                    let holds = self.conjunction_holds(atom, rest, binding);
                    binding.undo(mark);
                    holds
                });
            }
            _ => return false,
        };
        let low = eval::eval(low, binding, self.symbols);
        let high = eval::eval(high, binding, self.symbols);
        let (Ok(Symbol::Int(low)), Ok(Symbol::Int(high))) = (low, high) else {
            return true;
        };
        (low..=high).all(|x| {
            let mark = binding.mark();
            binding.bind(*var, Symbol::Int(x));
            let holds = self.conjunction_holds(atom, rest, binding);
            binding.undo(mark);
            holds
        })
    }

    /// The values of the script call `call` (none if it is undefined; a failed call stops
    /// grounding with its error).
    fn call_values(&mut self, call: &ir::Term, binding: &Binding) -> Vec<Symbol> {
        let (Some(scripts), ir::Term::External(_, args, _)) = (self.scripts, call) else {
            return Vec::new();
        };
        let args: Result<Vec<Symbol>, Undefined> = (args.iter())
            .map(|t| eval::eval(t, binding, self.symbols))
            .collect();
        let Ok(args) = args else { return Vec::new() };
        match super::script::call(scripts, call, &args, self.symbols) {
            Ok(values) => values,
            Err(super::script::CallFailure::Undefined(_)) => Vec::new(),
            Err(super::script::CallFailure::Failed(error)) => {
                self.errors.push(error);
                self.failed = true;
                Vec::new()
            }
        }
    }
}
