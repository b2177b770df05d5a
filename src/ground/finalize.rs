//! The end of grounding: aggregates, conditional literals, choice rules and disjunctions
//! are translated into ground rules now that all their elements are known; classical
//! negation gets its consistency constraints; minimize statements, the output table and the
//! projection are built.

use super::aggregate::{self, Status};
use super::disjunction::{disjunction_elements, disjunction_head, record_elements};
use super::emit::{AggregateElements, Emitter, Lit};
use super::plan::OccurrenceKind;
use super::surface::{self, Construct};
use super::{Grounded, Grounder};
use crate::aspif::{AtomId, Body, GroundLit, HeadKind, Minimize, Output, Rule, WeightedLit};
use crate::check::ir::{self, Head, PredId};
use crate::diag::Diagnostic;
use crate::symbol::Symbol;
use crate::syntax::ast::{AggregateFunction, Naf};
use std::collections::{HashMap, HashSet};

impl Grounder<'_> {
    /// Finishes the ground program.
    pub(super) fn finish(
        mut self,
        options: super::GroundOptions<'_>,
        domain: &mut super::Domain,
    ) -> Grounded {
        self.number_delayed_heads();
        self.record_surface();
        self.finish_occurrences();
        self.finish_heads();
        self.mark_origin(None);
        self.classical_negation(domain);
        self.finish_minimize(&mut domain.minimize);
        let mentioned = self.mentioned_predicates();
        self.finish_outputs(&mentioned, domain, options.preserve_facts.symtab());
        self.finish_projection();
        self.finish_theory();
        let names = if options.atom_names {
            self.names()
        } else {
            Vec::new()
        };
        domain.atom_count = self.out.atom_count;
        domain.show_filter |= self.program.show_filter;
        for signature in &self.program.show_signatures {
            let predicate = &self.program.predicates[signature.predicate.0 as usize];
            domain.shown.insert(predicate.clone());
        }
        for predicate in mentioned {
            domain.mentioned(&self.program.predicates[predicate.0 as usize]);
        }
        for predicate in super::clingo_order::domain_order(self.program) {
            domain.created(&self.program.predicates[predicate.0 as usize]);
        }
        let mut projected = vec![None; self.program.predicates.len()];
        for &(projection, of) in &self.program.projections {
            let of_predicate = &self.program.predicates[of.0 as usize];
            projected[projection.0 as usize] =
                Some((of_predicate, self.tables[of.0 as usize].len()));
        }
        let tables = std::mem::take(&mut self.tables);
        for (i, (predicate, table)) in (self.program.predicates.iter().zip(tables)).enumerate() {
            match projected[i] {
                Some(count) => domain.put_projection(predicate, table, count),
                None if !self.auxiliary[i] => domain.put(predicate, table),
                None => {}
            }
        }
        Grounded {
            program: self.out,
            shown: self.shown,
            first_term: self.first_term,
            names,
            diagnostics: self.diagnostics,
            errors: self.errors,
            surface: self.surface,
            origins: self.origins.unwrap_or_default(),
            interrupted: false,
        }
    }

    /// Records in the [`Surface`] (if it is kept) what the translation will hide: the
    /// program's size before it, the body aggregates and conditional literals, the head
    /// constructs, the weak constraints and the shown signatures.
    fn record_surface(&mut self) {
        let Some(surface) = &mut self.surface else {
            return;
        };
        surface.grounded_rules = self.out.rules.len();
        for (o, store) in self.stores.iter().enumerate() {
            for instance in store.instances.values() {
                let flat = || {
                    instance.elements.iter().flat_map(|(tuple, conditions)| {
                        conditions
                            .iter()
                            .map(move |c| (Box::<[Symbol]>::from(tuple), c.clone()))
                    })
                };
                match &self.plans.occurrences[o].kind {
                    OccurrenceKind::Conditional(_) => {
                        let elements: Vec<_> = flat()
                            .map(|(tuple, c)| match tuple[0] {
                                Symbol::Int(0) => (None, c),
                                Symbol::Int(l) => (Some(GroundLit(l)), c),
                                _ => unreachable!("conjunction elements are literals"),
                            })
                            .collect();
                        for &id in instance.atoms.values() {
                            let construct = Construct::Conditional(elements.clone());
                            surface.atoms.insert(id, construct);
                        }
                    }
                    OccurrenceKind::Aggregate(_, aggregate) => {
                        for (values, &id) in &instance.atoms {
                            let bounds = (aggregate.bounds.iter().map(|b| b.relation))
                                .zip(values.iter().copied())
                                .collect();
                            let construct = Construct::Aggregate(surface::Aggregate {
                                function: aggregate.function,
                                elements: flat().collect(),
                                bounds,
                            });
                            surface.atoms.insert(id, construct);
                        }
                    }
                }
            }
        }
        for (c, records) in self.head_records.iter().enumerate() {
            let rule = &self.program.rules[self.plans.heads[c].rule];
            for record in records {
                // A dropped instance (see `dropped_disjunctions`) is no rule.
                if self.dropped_disjunctions[c].contains(&record.key) {
                    continue;
                }
                let stored = self.head_elements[c].get(&record.key);
                let elements = record_elements(stored);
                let head = match &rule.head {
                    ir::Head::Aggregate(aggregate) => surface::Head::Aggregate {
                        function: aggregate.function,
                        elements: (elements.iter())
                            .filter_map(|e| Some((e.tuple.clone(), e.atom?, e.condition.clone())))
                            .collect(),
                        bounds: record.bounds.clone(),
                    },
                    _ => surface::Head::Disjunction(
                        (disjunction_elements(&elements).into_values())
                            .flat_map(|e| {
                                let atoms = e.atoms;
                                (e.conditions.into_iter()).map(move |c| (atoms.clone(), c))
                            })
                            .collect(),
                    ),
                };
                surface.heads.push(surface::HeadConstruct {
                    head,
                    body: record.body.clone(),
                });
            }
        }
        for ((priority, tuple), bodies) in &self.minimize {
            for body in bodies {
                surface.weak.push(surface::Weak {
                    body: body.clone(),
                    weight: tuple[0],
                    priority: *priority,
                    terms: tuple[1..].into(),
                });
            }
        }
        let auxiliary = |p: PredId| {
            let name = self.program.predicates[p.0 as usize].name;
            self.symbols.text(name).starts_with('#')
        };
        let all = (0..self.program.predicates.len()).map(|p| PredId(p as u32));
        // Printed, the auxiliary predicates of the rewriting are ordinary ones: shown
        // unless `#show` statements name the shown ones.
        let shown: Option<Vec<PredId>> = if self.program.show_filter {
            Some(
                self.program
                    .show_signatures
                    .iter()
                    .map(|s| s.predicate)
                    .collect(),
            )
        } else if all
            .clone()
            .any(|p| auxiliary(p) && !self.tables[p.0 as usize].is_empty())
        {
            Some(all.filter(|&p| !auxiliary(p)).collect())
        } else {
            None
        };
        surface.show = shown.map(|predicates| {
            (predicates.into_iter())
                .map(|p| {
                    let predicate = &self.program.predicates[p.0 as usize];
                    surface::Signature {
                        name: self.symbols.text(predicate.name).to_string(),
                        arity: predicate.arity as usize,
                        negative: predicate.negative,
                    }
                })
                .collect()
        });
    }

    /// The weight of a tuple under an aggregate function (`None`: it does not count).
    fn weight(function: AggregateFunction, tuple: &[Symbol]) -> Option<Symbol> {
        match function {
            AggregateFunction::Count => Some(Symbol::Int(1)),
            AggregateFunction::SumPlus => match tuple.first() {
                Some(Symbol::Int(w)) if *w > 0 => Some(Symbol::Int(*w)),
                _ => None,
            },
            _ => tuple.first().copied(),
        }
    }

    /// Defines the atoms that stand for body aggregate and conditional literal instances.
    fn finish_occurrences(&mut self) {
        let stores = std::mem::take(&mut self.stores);
        for (o, store) in stores.iter().enumerate() {
            let occurrence = &self.plans.occurrences[o];
            self.mark_rule_origin(occurrence.rule);
            for instance in store.instances.values() {
                if instance.atoms.is_empty() {
                    continue;
                }
                let mut emitter = Emitter {
                    program: &mut self.out,
                };
                match &occurrence.kind {
                    OccurrenceKind::Conditional(_) => {
                        let elements: Vec<(Lit, Vec<Box<[GroundLit]>>)> = instance
                            .elements
                            .iter()
                            .map(|(tuple, conditions)| {
                                let lit = match tuple[0] {
                                    Symbol::Int(0) => Lit::False,
                                    Symbol::Int(l) => Lit::Ground(GroundLit(l)),
                                    _ => unreachable!("conjunction elements are literals"),
                                };
                                (lit, conditions.to_vec())
                            })
                            .collect();
                        for &id in instance.atoms.values() {
                            emitter.define_conjunction(id, &elements, occurrence.recursive);
                        }
                    }
                    OccurrenceKind::Aggregate(naf, aggregate) => {
                        let elements = instance
                            .elements
                            .iter()
                            .filter_map(|(tuple, conditions)| {
                                let weight = Self::weight(aggregate.function, tuple)?;
                                Some((weight, conditions))
                            })
                            .collect();
                        // A negated aggregate is fixed in the reduct: never recursive.
                        let recursive = occurrence.recursive && *naf == Naf::Positive;
                        let mut elements =
                            AggregateElements::new(aggregate.function, elements, recursive);
                        for (values, &id) in &instance.atoms {
                            let bounds: Vec<_> = aggregate
                                .bounds
                                .iter()
                                .map(|b| b.relation)
                                .zip(values.iter().copied())
                                .collect();
                            // Decided by the complete elements (every value it can take
                            // satisfies the bounds, or none does): a fact, or nothing.
                            match aggregate::instance_status(
                                instance,
                                occurrence,
                                &bounds,
                                &|_| None,
                                self.symbols,
                            ) {
                                Status::True => {
                                    emitter.rule(Some(id), &[]);
                                    continue;
                                }
                                Status::False => continue,
                                Status::Unknown => {}
                            }
                            emitter.define_aggregate(id, &mut elements, &bounds, self.symbols);
                        }
                    }
                }
            }
        }
        self.stores = stores;
    }

    /// Emits the choice rules and disjunctions of head constructs.
    fn finish_heads(&mut self) {
        for c in 0..self.plans.heads.len() {
            self.mark_rule_origin(self.plans.heads[c].rule);
            let rule = &self.program.rules[self.plans.heads[c].rule];
            let records = std::mem::take(&mut self.head_records[c]);
            for record in records {
                // A dropped instance (see `dropped_disjunctions`) is no rule.
                if self.dropped_disjunctions[c].contains(&record.key) {
                    continue;
                }
                let stored = self.head_elements[c].get(&record.key);
                let elements = record_elements(stored);
                let unreachable = !self.head_aggregate_holds(c, &record.key, &record.bounds);
                let mut emitter = Emitter {
                    program: &mut self.out,
                };
                match &rule.head {
                    Head::Disjunction(..) => {
                        let mut body = record.body.clone();
                        if let Some(head) = disjunction_head(&mut emitter, &elements, &mut body) {
                            emitter.program.rules.push(Rule::normal(&head, &body));
                        }
                    }
                    Head::Aggregate(_) if unreachable => {
                        // Bounds the elements cannot reach: no atom is defined, the body
                        // cannot hold.
                        emitter.rule(None, &record.body);
                    }
                    Head::Aggregate(aggregate) => {
                        let certain: Vec<AtomId> = elements
                            .iter()
                            .filter(|e| e.condition.is_empty())
                            .filter_map(|e| e.atom)
                            .collect();
                        if !certain.is_empty() {
                            emitter.program.rules.push(Rule {
                                kind: HeadKind::Choice,
                                head: &certain,
                                body: Body::Normal(&record.body),
                            });
                        }
                        for e in elements.iter().filter(|e| !e.condition.is_empty()) {
                            let Some(atom) = e.atom else { continue };
                            let mut body = record.body.clone();
                            body.extend(e.condition.iter().copied());
                            emitter.program.rules.push(Rule {
                                kind: HeadKind::Choice,
                                head: &[atom],
                                body: Body::Normal(&body),
                            });
                        }
                        if record.bounds.is_empty() {
                            continue;
                        }
                        // The bounds: a constraint that the aggregate over the chosen
                        // elements holds. Elements with the same tuple count once.
                        let mut tuples: indexmap::IndexMap<&[Symbol], Vec<Box<[GroundLit]>>> =
                            indexmap::IndexMap::new();
                        for e in &elements {
                            let Some(atom) = e.atom else { continue };
                            let mut conjunction = vec![GroundLit::positive(atom)];
                            conjunction.extend(e.condition.iter().copied());
                            tuples
                                .entry(&e.tuple)
                                .or_default()
                                .push(conjunction.into_boxed_slice());
                        }
                        let weighted = tuples
                            .iter()
                            .filter_map(|(tuple, conjunctions)| {
                                let weight = Self::weight(aggregate.function, tuple)?;
                                Some((weight, conjunctions.as_slice()))
                            })
                            .collect();
                        // Used negatively (in a constraint): never recursive.
                        let mut weighted =
                            AggregateElements::new(aggregate.function, weighted, false);
                        let holds = emitter.atom();
                        if let Some(surface) = &mut self.surface {
                            // For explanations: the bounds hold.
                            let elements = (tuples.iter())
                                .flat_map(|(tuple, conjunctions)| {
                                    let tuple: Box<[Symbol]> = (*tuple).into();
                                    conjunctions.iter().map(move |c| (tuple.clone(), c.clone()))
                                })
                                .collect();
                            let bounds = record.bounds.clone();
                            let function = aggregate.function;
                            let aggregate = surface::Aggregate {
                                function,
                                elements,
                                bounds,
                            };
                            surface.atoms.insert(holds, Construct::Aggregate(aggregate));
                        }
                        emitter.define_aggregate(
                            holds,
                            &mut weighted,
                            &record.bounds,
                            self.symbols,
                        );
                        let mut body = record.body.clone();
                        body.push(GroundLit::negative(holds));
                        emitter.rule(None, &body);
                    }
                    _ => unreachable!("head constructs are disjunctions and aggregates"),
                }
            }
        }
    }

    /// `:- p(t), -p(t).` for every atom derived both ways, once: for the atoms of this step
    /// against those of any step (an earlier step's atoms of a predicate the step does not
    /// mention are in `domain`; a fact there is left out of the body, as it holds).
    fn classical_negation(&mut self, domain: &super::Domain) {
        for (n, negative) in self.program.predicates.iter().enumerate() {
            if self.auxiliary[n] {
                continue;
            }
            let complement = ir::Predicate {
                negative: !negative.negative,
                ..negative.clone()
            };
            let loaded = self
                .program
                .predicates
                .iter()
                .position(|q| *q == complement);
            if let Some(p) = loaded {
                if !negative.negative {
                    continue;
                }
                for i in 0..self.tables[n].len() {
                    let args: Box<[Symbol]> = self.tables[n].args(i).into();
                    let Some(j) = self.tables[p].find(&args) else {
                        continue;
                    };
                    if i < self.earlier[n] && j < self.earlier[p] {
                        continue;
                    }
                    let a = self.domain_id(PredId(p as u32), j);
                    let b = self.domain_id(PredId(n as u32), i);
                    let body = [GroundLit::positive(a), GroundLit::positive(b)];
                    Emitter {
                        program: &mut self.out,
                    }
                    .rule(None, &body);
                }
            } else if let Some(other) = domain.table(&complement) {
                for i in self.earlier[n]..self.tables[n].len() {
                    let Some(j) = other.find(self.tables[n].args(i)) else {
                        continue;
                    };
                    let state = other.state(j);
                    let mut body = vec![GroundLit::positive(self.domain_id(PredId(n as u32), i))];
                    body.extend(state.id().map(GroundLit::positive));
                    Emitter {
                        program: &mut self.out,
                    }
                    .rule(None, &body);
                }
            }
        }
    }

    /// Minimize statements: each distinct (priority, weight, terms) counts once, when one
    /// of its bodies holds, over all steps: a term of an earlier step (`earlier`, updated)
    /// that this step gives more bodies is taken back (its weight subtracted under the old
    /// literal) and counted again under the disjunction of the old literal and the new
    /// bodies, as gringo does.
    fn finish_minimize(&mut self, earlier: &mut HashMap<super::MinimizeKey, (GroundLit, bool)>) {
        let minimize = std::mem::take(&mut self.minimize);
        let mut emitter = Emitter {
            program: &mut self.out,
        };
        let mut by_priority: indexmap::IndexMap<i32, Vec<WeightedLit>> = indexmap::IndexMap::new();
        for (key, mut bodies) in minimize {
            let Symbol::Int(weight) = key.1[0] else {
                continue;
            };
            let old = earlier.get(&key).copied();
            if matches!(old, Some((_, true))) || bodies.is_empty() {
                continue; // counted for certain already, or nothing new
            }
            if let Some((old, _)) = old {
                bodies.push(Box::new([old]));
            }
            let (lit, certain) = match emitter.disjunction(&bodies) {
                Lit::False => continue,
                Lit::Ground(l) => (l, false),
                Lit::True => {
                    let fact = emitter.atom();
                    emitter.rule(Some(fact), &[]);
                    (GroundLit::positive(fact), true)
                }
            };
            let elements = by_priority.entry(key.0).or_default();
            if let Some((old, _)) = old {
                elements.push(WeightedLit {
                    lit: old,
                    weight: -weight,
                });
            }
            elements.push(WeightedLit { lit, weight });
            earlier.insert(key, (lit, certain));
        }
        // Lowest priority first, as gringo writes them.
        by_priority.sort_keys();
        for (priority, elements) in by_priority {
            self.out.minimize.push(Minimize { priority, elements });
        }
    }

    /// The predicates that this step's facts and rules mention.
    fn mentioned_predicates(&self) -> HashSet<PredId> {
        let mut mentioned: HashSet<PredId> = self.program.defined.iter().copied().collect();
        mentioned.extend(self.program.facts.iter().map(|(p, _)| p));
        for rule in &self.program.rules {
            rule.for_each_predicate(&mut |p| {
                mentioned.insert(p);
            });
        }
        mentioned
    }

    /// The output table: shown atoms (all, or those of `#show p/n` signatures), then the
    /// shown terms. `mentioned`: the predicates this step's facts and rules mention; those
    /// of earlier steps are in `domain`. `symtab`: a shown fact has its atom as its condition
    /// (`--preserve-facts=symtab`), as other shown atoms do.
    fn finish_outputs(
        &mut self,
        mentioned: &HashSet<PredId>,
        domain: &super::Domain,
        symtab: bool,
    ) {
        // Signatures shown by earlier steps apply too.
        let (earlier_filter, earlier_shown) = &self.earlier_show;
        let shown: Option<HashSet<PredId>> =
            (self.program.show_filter || *earlier_filter).then(|| {
                let earlier = (self.program.predicates.iter().enumerate())
                    .filter(|(_, p)| earlier_shown.contains(p))
                    .map(|(i, _)| PredId(i as u32));
                (self.program.show_signatures.iter())
                    .map(|s| s.predicate)
                    .chain(earlier)
                    .collect()
            });
        // gringo's warning is about signatures that occur nowhere in the program, this step
        // or an earlier one (their atoms may still all be false): once per signature (at its
        // first `#show`), in gringo's order of signatures (the classically negated ones last,
        // then by arity, then by name).
        let mut unmentioned: Vec<_> = (self.program.show_signatures.iter())
            .filter(|s| {
                let predicate = &self.program.predicates[s.predicate.0 as usize];
                !mentioned.contains(&s.predicate)
                    && !domain.was_mentioned(predicate)
                    && !self.program.with_facts_in_any_part.contains(predicate)
            })
            .collect();
        let mut seen = HashSet::new();
        unmentioned.retain(|s| seen.insert(s.predicate));
        let key = |predicate: &crate::check::ir::Predicate| {
            let name = self.symbols.text(predicate.name);
            (predicate.negative, predicate.arity, name)
        };
        unmentioned.sort_by_key(|s| key(&self.program.predicates[s.predicate.0 as usize]));
        for signature in unmentioned {
            let predicate = &self.program.predicates[signature.predicate.0 as usize];
            let sign = if predicate.negative { "-" } else { "" };
            self.diagnostics.push(Diagnostic::info(
                crate::diag::Warning::AtomUndefined,
                signature.span,
                format!(
                    "no atoms over signature occur in program:\n  {sign}{}/{}",
                    self.symbols.text(predicate.name),
                    predicate.arity
                ),
            ));
        }
        for predicate in super::clingo_order::show_order(self.program, self.symbols) {
            let p = predicate.0 as usize;
            let auxiliary = self
                .symbols
                .text(self.program.predicates[p].name)
                .starts_with('#');
            if auxiliary || shown.as_ref().is_some_and(|s| !s.contains(&predicate)) {
                continue;
            }
            // The atoms of earlier steps are shown by them.
            for i in self.earlier[p]..self.tables[p].len() {
                let symbol = self.atom_text(PredId(p as u32), i);
                let predicate = &self.program.predicates[p];
                let args = self.tables[p].args(i);
                let value = (self.symbols).function(predicate.name, predicate.negative, args);
                self.shown.push(value);
                let condition = if self.tables[p].state(i).fact() && !symtab {
                    Vec::new()
                } else {
                    vec![GroundLit::positive(self.domain_id(PredId(p as u32), i))]
                };
                self.out.outputs.push(Output { symbol, condition });
            }
        }
        // gringo grounds `#show` statements (nothing depends on them) last written first.
        self.first_term = self.out.outputs.len();
        let mut shown_terms = std::mem::take(&mut self.shown_terms);
        shown_terms.sort_by_key(|&(rule, _, _)| std::cmp::Reverse(rule));
        // A term is one output, shown when one of its conditions holds (as in gringo); an
        // atom equal to it is a separate output, and clingo prints both.
        let mut terms: Vec<(Symbol, Vec<Box<[GroundLit]>>)> = Vec::new();
        let mut index: HashMap<Symbol, usize> = HashMap::new();
        for (_, symbol, condition) in shown_terms {
            let condition: Box<[GroundLit]> = condition.into();
            if let Some(surface) = &mut self.surface {
                surface.shown_terms.push((symbol, condition.clone()));
            }
            let i = *index.entry(symbol).or_insert_with(|| {
                terms.push((symbol, Vec::new()));
                terms.len() - 1
            });
            terms[i].1.push(condition);
        }
        for (symbol, mut conditions) in terms {
            conditions.sort_unstable();
            conditions.dedup();
            let condition = if conditions.len() == 1 {
                conditions.pop().expect("one condition").into_vec()
            } else {
                let mut emitter = Emitter {
                    program: &mut self.out,
                };
                match emitter.disjunction(&conditions) {
                    Lit::True => Vec::new(),
                    Lit::Ground(lit) => vec![lit],
                    Lit::False => unreachable!("a term has a condition"),
                }
            };
            self.shown.push(symbol);
            self.out.outputs.push(Output {
                symbol: self.symbols.show(symbol),
                condition,
            });
        }
    }

    /// The atom `index` of `predicate` as clingo prints it.
    fn atom_text(&self, predicate: PredId, index: usize) -> String {
        let p = &self.program.predicates[predicate.0 as usize];
        let mut text = String::new();
        let args = self.tables[predicate.0 as usize].args(index);
        self.symbols
            .write_function(&mut text, p.name, p.negative, args)
            .expect("writing to a string");
        text
    }

    fn finish_projection(&mut self) {
        if self.program.project_signatures.is_empty() && self.projected.is_empty() {
            return;
        }
        let mut atoms = std::mem::take(&mut self.projected);
        for &predicate in &self.program.project_signatures {
            let p = predicate.0 as usize;
            for i in self.earlier[p]..self.tables[p].len() {
                atoms.push(self.domain_id(predicate, i));
            }
        }
        let mut seen = HashSet::new();
        atoms.retain(|a| seen.insert(*a));
        self.out.projection = Some(atoms);
    }

    /// The symbol of every atom that stands for one.
    fn names(&self) -> Vec<Option<String>> {
        let mut names = vec![None; self.out.atom_count as usize + 1];
        for p in 0..self.tables.len() {
            for i in 0..self.tables[p].len() {
                if let Some(id) = self.tables[p].state(i).id() {
                    names[id.0 as usize] = Some(self.atom_text(PredId(p as u32), i));
                }
            }
        }
        for ((predicate, args), id) in &self.pending {
            let p = &self.program.predicates[predicate.0 as usize];
            let mut text = String::new();
            self.symbols
                .write_function(&mut text, p.name, p.negative, args)
                .expect("writing to a string");
            names[id.0 as usize] = Some(text);
        }
        // A theory atom is written as such (its condition literals by their atoms' names).
        let theory = &self.out.theory;
        let texts: Vec<(usize, String)> = (theory.atoms.iter())
            .filter_map(|atom| {
                let literal = |l: GroundLit| {
                    let name = names[l.atom().0 as usize].clone().unwrap_or_default();
                    if l.is_negative() {
                        format!("not {name}")
                    } else {
                        name
                    }
                };
                let id = atom.atom?;
                Some((id.0 as usize, theory.atom_text(atom, &literal)))
            })
            .collect();
        for (id, text) in texts {
            names[id] = Some(text);
        }
        names
    }
}
