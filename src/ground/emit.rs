//! The translation of aggregates and conditional literals into ground rules, as gringo
//! translates them (so that the answer sets are clingo's, recursive aggregates included):
//! an atom per aggregate instance (and bound values), defined by normal rules, weight rules
//! and, for a recursive non-monotone aggregate or a recursive condition, disjunctive rules.
//!
//! The semantics is Ferraris's (clingo's): an aggregate is a formula over its elements. A
//! monotone aggregate (true stays true as more literals hold) can be a weight rule over
//! its literals, an antimonotone one the negation of such a rule, a convex one the
//! conjunction of both. A non-monotone one (`#sum` with weights of both signs, `!=`)
//! is translated the same way where its elements do not depend on the rule it occurs in;
//! where they do (recursive), its "negative" part needs auxiliary atoms in disjunctive
//! heads (`Emitter::at_least_recursive`, the `q | b` rule of `#min`/`#max`), and the
//! literals standing for element conditions must then be *equivalent* to the conditions
//! (`Emitter::equivalent_condition`), not merely implied by them.

use super::aggregate::int;
use super::join::holds;
use crate::aspif::{AtomId, Body, GroundLit, GroundProgram, HeadKind, Rule, WeightedLit};
use crate::symbol::{Symbol, SymbolTable};
use crate::syntax::ast::{AggregateFunction, Relation};
use std::cmp::Ordering;

/// Writes ground rules into the program, allocating atoms as needed.
pub struct Emitter<'a> {
    /// The program being built.
    pub program: &'a mut GroundProgram,
}

/// A literal that may be a constant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lit {
    /// Always true.
    True,
    /// Always false.
    False,
    /// A ground literal.
    Ground(GroundLit),
}

/// The elements of an aggregate instance, as its translation needs them.
pub struct AggregateElements<'c> {
    function: AggregateFunction,
    /// The weight and the condition (a disjunction of conjunctions; an empty one: certain)
    /// of each element that counts.
    elements: Vec<(Symbol, &'c [Box<[GroundLit]>])>,
    /// Whether the aggregate occurs positively in a rule of the component its elements
    /// depend on.
    recursive: bool,
    plain: Option<Vec<Lit>>,
    equivalent: Option<Vec<Lit>>,
}

impl<'c> AggregateElements<'c> {
    /// The elements of an instance of an aggregate with `function`.
    pub fn new(
        function: AggregateFunction,
        elements: Vec<(Symbol, &'c [Box<[GroundLit]>])>,
        recursive: bool,
    ) -> Self {
        AggregateElements {
            function,
            elements,
            recursive,
            plain: None,
            equivalent: None,
        }
    }

    /// Whether a condition of element `i` has a positive literal (which the aggregate's
    /// truth can depend on positively).
    fn mentions_positive(&self, i: usize) -> bool {
        self.elements[i]
            .1
            .iter()
            .any(|c| c.iter().any(|l| !l.is_negative()))
    }
}

/// The values in `[low, high]` that satisfy all `bounds`, as disjoint increasing intervals.
fn allowed_values(
    bounds: &[(Relation, Symbol)],
    low: i64,
    high: i64,
    symbols: &SymbolTable,
) -> Vec<(i64, i64)> {
    let mut allowed = vec![(low, high)];
    for &(relation, k) in bounds {
        let Symbol::Int(k) = k else {
            // Every number compares the same way with a symbol that is not one.
            if !holds(symbols.compare(Symbol::Int(0), k), relation) {
                return Vec::new();
            }
            continue;
        };
        let k = k as i64;
        let ranges: &[(i64, i64)] = match relation {
            Relation::Eq => &[(k, k)],
            Relation::Ne => &[(i64::MIN, k - 1), (k + 1, i64::MAX)],
            Relation::Lt => &[(i64::MIN, k - 1)],
            Relation::Le => &[(i64::MIN, k)],
            Relation::Gt => &[(k + 1, i64::MAX)],
            Relation::Ge => &[(k, i64::MAX)],
        };
        allowed = allowed
            .iter()
            .flat_map(|&(a, b)| {
                ranges
                    .iter()
                    .map(move |&(c, d)| (a.max(c), b.min(d)))
                    .filter(|(a, b)| a <= b)
            })
            .collect();
    }
    allowed
}

/// The intervals of `[low, high]` outside the disjoint increasing intervals `allowed`.
fn complement(allowed: &[(i64, i64)], low: i64, high: i64) -> Vec<(i64, i64)> {
    let mut forbidden = Vec::new();
    let mut next = low;
    for &(a, b) in allowed {
        if a > next {
            forbidden.push((next, a - 1));
        }
        next = b + 1;
    }
    if next <= high {
        forbidden.push((next, high));
    }
    forbidden
}

impl Emitter<'_> {
    /// A new auxiliary atom.
    pub fn atom(&mut self) -> AtomId {
        self.program.new_atom()
    }

    /// `head :- body.` (a constraint if `head` is `None`).
    pub fn rule(&mut self, head: Option<AtomId>, body: &[GroundLit]) {
        let head = head.as_slice();
        self.program.rules.push(Rule::normal(head, body));
    }

    /// The default negation of a literal: `not a` for `a`; for `not a`, `not x` with a new
    /// atom `x :- not a` (writing `a` instead would ask for a support that `not not a` does
    /// not need).
    pub fn negation(&mut self, lit: GroundLit) -> GroundLit {
        if !lit.is_negative() {
            return GroundLit(-lit.0);
        }
        let aux = self.atom();
        self.rule(Some(aux), &[lit]);
        GroundLit::negative(aux)
    }

    /// `not not lit`, as two [`Emitter::negation`]s: true when `lit` is, without depending
    /// on it positively (a head can then never found it).
    pub fn not_not(&mut self, lit: GroundLit) -> GroundLit {
        let not = self.negation(lit);
        self.negation(not)
    }

    /// An atom `c` equivalent to the conjunction `condition` even where it is derived by
    /// other rules: `c :- condition`, and `c` implies each literal (`x :- c`, and `:- c, y`
    /// for `not y`).
    fn equivalent_conjunction(&mut self, condition: &[GroundLit]) -> AtomId {
        let c = self.atom();
        self.rule(Some(c), condition);
        for &lit in condition {
            if lit.is_negative() {
                self.rule(None, &[GroundLit::positive(c), GroundLit(-lit.0)]);
            } else {
                self.rule(Some(lit.atom()), &[GroundLit::positive(c)]);
            }
        }
        c
    }

    /// A literal equivalent to the disjunction of `conditions` (each a conjunction).
    pub fn disjunction(&mut self, conditions: &[Box<[GroundLit]>]) -> Lit {
        if conditions.iter().any(|c| c.is_empty()) {
            return Lit::True;
        }
        match conditions {
            [] => Lit::False,
            [single] if single.len() == 1 => Lit::Ground(single[0]),
            _ => {
                let aux = self.atom();
                for condition in conditions {
                    self.rule(Some(aux), condition);
                }
                Lit::Ground(GroundLit::positive(aux))
            }
        }
    }

    /// A disjunctive rule `head_1 | ... | head_n :- body`, where a negative head literal
    /// `not a` moves into the body as `not not a` (a constraint if no head atom is left).
    fn disjunctive_rule(&mut self, head: &[GroundLit], body: &[GroundLit]) {
        let mut atoms = Vec::new();
        let mut body = body.to_vec();
        for &lit in head {
            if lit.is_negative() {
                let double = self.negation(lit);
                body.push(double);
            } else {
                atoms.push(lit.atom());
            }
        }
        self.program.rules.push(Rule::normal(&atoms, &body));
    }

    /// `head :- bound <= #sum{weights}` for positive weights: a fact if the bound is at most
    /// 0, nothing if the weights cannot reach it, a normal rule if every literal is needed.
    fn weight_rule(&mut self, head: Option<AtomId>, lits: &[(GroundLit, i64)], bound: i64) {
        let total: i64 = lits.iter().map(|(_, w)| w).sum();
        if bound <= 0 {
            self.rule(head, &[]);
        } else if bound <= total {
            let clamp = |n: i64| n.clamp(i32::MIN as i64, i32::MAX as i64) as i32;
            let literals: Vec<GroundLit>;
            let elements: Vec<WeightedLit>;
            let body = if lits.iter().all(|&(_, w)| w == 1) && bound as usize == lits.len() {
                literals = lits.iter().map(|&(l, _)| l).collect();
                Body::Normal(&literals)
            } else {
                elements = lits
                    .iter()
                    .map(|&(lit, w)| WeightedLit {
                        lit,
                        weight: clamp(w),
                    })
                    .collect();
                Body::Sum {
                    lower: clamp(bound),
                    elements: &elements,
                }
            };
            self.program.rules.push(Rule {
                kind: HeadKind::Disjunction,
                head: head.as_slice(),
                body,
            });
        }
    }

    /// `head :- sum >= bound` as a weight rule over `sign * weight` of each element: a
    /// negative weight counts its literal's negation (`not not a` for `not a`) instead,
    /// with the bound raised by as much; constant literals are folded into the bound.
    fn at_least(&mut self, head: Option<AtomId>, elements: &[(Lit, i64)], sign: i64, bound: i64) {
        let mut bound = bound;
        let mut lits = Vec::new();
        for &(lit, weight) in elements {
            let weight = sign * weight;
            match lit {
                Lit::False => {}
                Lit::True => bound -= weight,
                Lit::Ground(l) if weight < 0 => {
                    bound -= weight;
                    let negated = self.negation(l);
                    lits.push((negated, -weight));
                }
                Lit::Ground(l) if weight > 0 => lits.push((l, weight)),
                Lit::Ground(_) => {}
            }
        }
        self.weight_rule(head, &lits, bound);
    }

    /// Like [`Emitter::at_least`], with `head` a part of a recursive non-monotone aggregate
    /// in clingo's disjunctive translation: an atom `a` with a negative weight counts an
    /// auxiliary atom `x` with `x :- not a`, `x :- head` and `x | a :- not not head`, so
    /// that a false `a` need not be founded by the aggregate and a true one does not make
    /// it unfounded (the semantics of Ferraris, which clingo implements).
    fn at_least_recursive(&mut self, head: AtomId, elements: &[(Lit, i64)], sign: i64, bound: i64) {
        let mut bound = bound;
        let mut lits = Vec::new();
        let mut not_not_head = None;
        for &(lit, weight) in elements {
            let weight = sign * weight;
            match lit {
                Lit::False => {}
                Lit::True => bound -= weight,
                Lit::Ground(l) if weight > 0 => lits.push((l, weight)),
                Lit::Ground(l) if weight < 0 && l.is_negative() => {
                    bound -= weight;
                    let negated = self.negation(l);
                    lits.push((negated, -weight));
                }
                Lit::Ground(l) if weight < 0 => {
                    bound -= weight;
                    let nn = *not_not_head
                        .get_or_insert_with(|| self.not_not(GroundLit::positive(head)));
                    let x = self.atom();
                    self.rule(Some(x), &[GroundLit(-l.0)]);
                    self.rule(Some(x), &[GroundLit::positive(head)]);
                    self.program.rules.push(Rule::normal(&[x, l.atom()], &[nn]));
                    lits.push((GroundLit::positive(x), -weight));
                }
                Lit::Ground(_) => {}
            }
        }
        self.weight_rule(Some(head), &lits, bound);
    }

    /// A literal for the element's condition (a disjunction of conjunctions) that is
    /// *equivalent* to it even where it is derived by other rules: the auxiliary atoms of
    /// conjunctions and disjunctions imply their parts (`x :- c`, `:- c, y` for `not y`,
    /// `c_1 | ... | c_n :- d`). A recursive non-monotone aggregate needs this, as its
    /// translation puts the literal in the head of a disjunction.
    fn equivalent_condition(&mut self, conditions: &[Box<[GroundLit]>]) -> Lit {
        if conditions.iter().any(|c| c.is_empty()) {
            return Lit::True;
        }
        let mut disjuncts = Vec::new();
        for condition in conditions {
            if let [single] = condition[..] {
                disjuncts.push(Lit::Ground(single));
                continue;
            }
            let c = self.equivalent_conjunction(condition);
            disjuncts.push(Lit::Ground(GroundLit::positive(c)));
        }
        self.disjunction_of(&disjuncts, true)
    }

    /// The element literals of `aggregate`: plain, or equivalent (see
    /// [`Emitter::equivalent_condition`]); each computed once per instance.
    fn element_lits(&mut self, aggregate: &mut AggregateElements, equivalent: bool) -> Vec<Lit> {
        let cached = if equivalent {
            &aggregate.equivalent
        } else {
            &aggregate.plain
        };
        if let Some(lits) = cached {
            return lits.clone();
        }
        let lits: Vec<Lit> = aggregate
            .elements
            .iter()
            .map(|(_, conditions)| {
                if equivalent {
                    self.equivalent_condition(conditions)
                } else {
                    self.disjunction(conditions)
                }
            })
            .collect();
        if equivalent {
            aggregate.equivalent = Some(lits.clone());
        } else {
            aggregate.plain = Some(lits.clone());
        }
        lits
    }

    /// Defines `target` to hold exactly when the aggregate satisfies all `bounds`.
    pub fn define_aggregate(
        &mut self,
        target: AtomId,
        aggregate: &mut AggregateElements,
        bounds: &[(Relation, Symbol)],
        symbols: &SymbolTable,
    ) {
        match aggregate.function {
            AggregateFunction::Min | AggregateFunction::Max => {
                self.define_extremes(target, aggregate, bounds, symbols)
            }
            _ => self.define_sum(target, aggregate, bounds, symbols),
        }
    }

    /// Defines `target` for a `#count`, `#sum` or `#sum+` as clingo does. The values the
    /// bounds exclude from the range `[low, high]` form *forbidden* intervals `[f1, f2]`;
    /// the aggregate holds when its value avoids each, that is `value <= f1 - 1` or
    /// `value >= f2 + 1`. It is *non-monotone* when weights of both signs count positive
    /// literals or some forbidden interval has values on both sides (`!=`). A non-monotone
    /// aggregate in its own rule's component (recursive) gets the disjunctive translation of
    /// [`Emitter::at_least_recursive`], one atom per forbidden interval defined by both of
    /// its sides; any other aggregate is translated with weight rules, the side of each
    /// interval that is monotone in the positive literals as an atom, the other negated
    /// (with only negative weights, the roles swap).
    fn define_sum(
        &mut self,
        target: AtomId,
        aggregate: &mut AggregateElements,
        bounds: &[(Relation, Symbol)],
        symbols: &SymbolTable,
    ) {
        let weights: Vec<i64> = aggregate.elements.iter().map(|&(w, _)| int(w)).collect();
        let certain = |i: usize| aggregate.elements[i].1.iter().any(|c| c.is_empty());
        let fixed: i64 = (0..weights.len())
            .filter(|&i| certain(i))
            .map(|i| weights[i])
            .sum();
        let uncertain = || (0..weights.len()).filter(|&i| !certain(i));
        let low = fixed + uncertain().map(|i| weights[i].min(0)).sum::<i64>();
        let high = fixed + uncertain().map(|i| weights[i].max(0)).sum::<i64>();
        let allowed = allowed_values(bounds, low, high, symbols);
        if allowed.is_empty() {
            return;
        }
        let forbidden = complement(&allowed, low, high);
        let positive: Vec<bool> = (0..weights.len())
            .map(|i| aggregate.mentions_positive(i))
            .collect();
        let positive_weight = (0..weights.len()).any(|i| positive[i] && weights[i] > 0);
        let negative_weight = (0..weights.len()).any(|i| positive[i] && weights[i] < 0);
        let mixed = positive_weight && negative_weight;
        let two_sided = forbidden.iter().any(|&(f1, f2)| f1 > low && f2 < high);
        let recursive = aggregate.recursive && (mixed || two_sided) && positive.contains(&true);
        let invert = negative_weight && !mixed;
        let lits = self.element_lits(aggregate, recursive);
        let elements: Vec<(Lit, i64)> = lits.into_iter().zip(weights.iter().copied()).collect();
        let mut clauses = Vec::new();
        for (f1, f2) in forbidden {
            // value >= above, value <= below.
            let above = (f2 < high).then_some(f2 + 1);
            let below = (f1 > low).then_some(f1 - 1);
            if recursive {
                let clause = self.atom();
                if let Some(k) = above {
                    self.at_least_recursive(clause, &elements, 1, k);
                }
                if let Some(k) = below {
                    self.at_least_recursive(clause, &elements, -1, -k);
                }
                clauses.push(GroundLit::positive(clause));
                continue;
            }
            let mut parts = Vec::new();
            if let Some(k) = above {
                let part = self.atom();
                if invert {
                    self.at_least(Some(part), &elements, -1, 1 - k);
                    parts.push(GroundLit::negative(part));
                } else {
                    self.at_least(Some(part), &elements, 1, k);
                    parts.push(GroundLit::positive(part));
                }
            }
            if let Some(k) = below {
                let part = self.atom();
                if invert {
                    self.at_least(Some(part), &elements, -1, -k);
                    parts.push(GroundLit::positive(part));
                } else {
                    self.at_least(Some(part), &elements, 1, k + 1);
                    parts.push(GroundLit::negative(part));
                }
            }
            match parts[..] {
                [single] => clauses.push(single),
                _ => {
                    let clause = self.atom();
                    for &part in &parts {
                        self.rule(Some(clause), &[part]);
                    }
                    clauses.push(GroundLit::positive(clause));
                }
            }
        }
        self.rule(Some(target), &clauses);
    }

    /// Defines `target` for a `#min` or `#max` as clingo does. Its possible values are the
    /// neutral one (`#inf` for `#max`, `#sup` for `#min`) and the weights; the bounds
    /// exclude runs of them (*forbidden* runs), and the aggregate holds when its value
    /// avoids each run. For `#max`: if no value lies below a run, some element above it
    /// must hold; if none lies above, no element in it may hold; otherwise "some element in
    /// the run holds" (`b`) implies "some element above it holds" (`c`). That case is
    /// non-monotone: recursive, it gets clingo's disjunctive translation `q :- c`,
    /// `q :- not b`, `q | b :- not not c` (with `b` an equivalent atom); else the first
    /// two rules, `b` expanded. `#min` is the mirror image.
    fn define_extremes(
        &mut self,
        target: AtomId,
        aggregate: &mut AggregateElements,
        bounds: &[(Relation, Symbol)],
        symbols: &SymbolTable,
    ) {
        let max = aggregate.function == AggregateFunction::Max;
        let weights: Vec<Symbol> = aggregate.elements.iter().map(|&(w, _)| w).collect();
        // The order in which the value moves as more elements hold.
        let order = |a: Symbol, b: Symbol| {
            let o = symbols.compare(a, b);
            if max { o } else { o.reverse() }
        };
        let mut values = weights.clone();
        values.push(if max {
            Symbol::Infimum
        } else {
            Symbol::Supremum
        });
        values.sort_by(|&a, &b| order(a, b));
        values.dedup();
        let allowed = |v: Symbol| bounds.iter().all(|&(r, k)| holds(symbols.compare(v, k), r));
        let mut runs = Vec::new();
        let mut i = 0;
        while i < values.len() {
            let first = i;
            while i < values.len() && !allowed(values[i]) {
                i += 1;
            }
            if i > first {
                runs.push((first, i - 1));
            } else {
                i += 1;
            }
        }
        let recursive =
            aggregate.recursive && (0..weights.len()).any(|i| aggregate.mentions_positive(i));
        let plain = self.element_lits(aggregate, false);
        let mut clauses = Vec::new();
        for (first, last) in runs {
            let (below, above) = (first > 0, last + 1 < values.len());
            let in_run: Vec<usize> = (0..weights.len())
                .filter(|&i| {
                    order(weights[i], values[first]) != Ordering::Less
                        && order(weights[i], values[last]) != Ordering::Greater
                })
                .collect();
            let beyond: Vec<Lit> = (0..weights.len())
                .filter(|&i| order(weights[i], values[last]) == Ordering::Greater)
                .map(|i| plain[i])
                .collect();
            let c = self.disjunction_of(&beyond, false);
            if !below {
                match c {
                    Lit::True => {}
                    Lit::False => return,
                    Lit::Ground(c) => clauses.push(c),
                }
                continue;
            }
            if !above || c == Lit::False {
                for &i in &in_run {
                    match plain[i] {
                        Lit::True => return,
                        Lit::False => {}
                        Lit::Ground(l) => {
                            let negated = self.negation(l);
                            clauses.push(negated);
                        }
                    }
                }
                continue;
            }
            let Lit::Ground(c) = c else { continue };
            let q = self.atom();
            self.rule(Some(q), &[c]);
            if recursive {
                let equivalent = self.element_lits(aggregate, true);
                let run: Vec<Lit> = in_run.iter().map(|&i| equivalent[i]).collect();
                match self.disjunction_of(&run, true) {
                    Lit::True => {}
                    Lit::False => self.rule(Some(q), &[]),
                    Lit::Ground(b) => {
                        let not_b = self.negation(b);
                        self.rule(Some(q), &[not_b]);
                        let not_not_c = self.not_not(c);
                        self.disjunctive_rule(&[GroundLit::positive(q), b], &[not_not_c]);
                    }
                }
            } else {
                let mut none = Vec::new();
                let mut possible = true;
                for &i in &in_run {
                    match plain[i] {
                        Lit::True => possible = false,
                        Lit::False => {}
                        Lit::Ground(l) => {
                            let negated = self.negation(l);
                            none.push(negated);
                        }
                    }
                }
                if possible {
                    self.rule(Some(q), &none);
                }
            }
            clauses.push(GroundLit::positive(q));
        }
        self.rule(Some(target), &clauses);
    }

    /// A literal for the disjunction of `lits`; with `equivalent`, its auxiliary atom also
    /// implies the disjunction (see [`Emitter::equivalent_condition`]).
    fn disjunction_of(&mut self, lits: &[Lit], equivalent: bool) -> Lit {
        if lits.contains(&Lit::True) {
            return Lit::True;
        }
        let lits: Vec<GroundLit> = lits
            .iter()
            .filter_map(|l| match l {
                Lit::Ground(g) => Some(*g),
                _ => None,
            })
            .collect();
        match lits[..] {
            [] => Lit::False,
            [single] => Lit::Ground(single),
            _ => {
                let d = self.atom();
                for &lit in &lits {
                    self.rule(Some(d), &[lit]);
                }
                if equivalent {
                    self.disjunctive_rule(&lits, &[GroundLit::positive(d)]);
                }
                Lit::Ground(GroundLit::positive(d))
            }
        }
    }

    /// Defines `target` to hold exactly when every element of a conjunction instance holds:
    /// an element is a literal (`Lit`) under conditions; it holds if the literal is true or
    /// every condition is false, i.e. the implication `condition -> literal`.
    ///
    /// When the condition depends on the conjunction itself (`recursive`), each condition is
    /// its own implication in clingo's disjunctive encoding: with `c` an atom equivalent to
    /// the condition (`c :- cond` and `ci :- c` for its atoms), `e :- l`, `e :- not c` and
    /// `e ; c :- not not l`, so that a condition that holds need not be founded by `e`.
    pub fn define_conjunction(
        &mut self,
        target: AtomId,
        elements: &[(Lit, Vec<Box<[GroundLit]>>)],
        recursive: bool,
    ) {
        let mut body = Vec::new();
        for (lit, conditions) in elements {
            if *lit == Lit::True {
                continue;
            }
            if recursive {
                for condition in conditions {
                    let holds = self.implication(condition, *lit);
                    body.push(GroundLit::positive(holds));
                }
                continue;
            }
            let holds = self.atom();
            if let Lit::Ground(l) = lit {
                self.rule(Some(holds), &[*l]);
            }
            // The element also holds when its condition does not.
            match self.disjunction(conditions) {
                Lit::True => {}
                Lit::False => self.rule(Some(holds), &[]),
                Lit::Ground(c) => {
                    let negated = self.negation(c);
                    self.rule(Some(holds), &[negated]);
                }
            }
            body.push(GroundLit::positive(holds));
        }
        self.rule(Some(target), &body);
    }

    /// An atom for the implication `condition -> lit` in clingo's disjunctive encoding (see
    /// [`Emitter::define_conjunction`]).
    fn implication(&mut self, condition: &[GroundLit], lit: Lit) -> AtomId {
        let holds = self.atom();
        if let Lit::Ground(l) = lit {
            self.rule(Some(holds), &[l]);
        }
        if condition.is_empty() {
            // A certain condition: the implication is the literal itself.
            return holds;
        }
        let c = match condition {
            [single] if !single.is_negative() => single.atom(),
            _ => self.equivalent_conjunction(condition),
        };
        self.rule(Some(holds), &[GroundLit::negative(c)]);
        if let Lit::Ground(l) = lit {
            let not_not_l = self.not_not(l);
            self.program
                .rules
                .push(Rule::normal(&[holds, c], &[not_not_l]));
        }
        holds
    }
}
