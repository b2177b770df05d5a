//! The positive dependency graph (head atom -> positive body atom of each supporting rule),
//! its strongly connected components, and the loop graph over the non-trivial ones that the
//! unfounded-set checker works on. Components where a disjunction is not head-cycle-free
//! go to the minimality check (`disjunctive.rs`) instead.

use super::disjunctive::{CheckRule, NonHcfComponent};
use super::lit::Lit;
use super::translate::WeightSpec;
use super::translate::solver_lit;
use crate::aspif::{AtomId, Body, GroundLit, GroundProgram, HeadKind};
use crate::graph::{Adjacency, Components};
use std::collections::{HashMap, HashSet};

/// An element of a support in the loop graph: an atom of the same component, or another
/// literal (weight bodies only).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum LoopElement {
    /// Index into [`LoopGraph::atoms`].
    Atom(u32),
    /// A literal outside the component.
    Other(Lit),
}

/// An atom of a non-trivial component.
#[derive(Clone, Debug)]
pub(crate) struct LoopAtom {
    pub lit: Lit,
    /// Indices into [`LoopGraph::supports`].
    pub supports: Vec<u32>,
    /// Supports (of atoms in the same component) that contain this atom positively.
    pub dependents: Vec<u32>,
}

/// A support (a body, possibly extended by shifting) of atoms in one component. It can found
/// its head atoms when its literal is not false and the weights of its elements that are not
/// false and (for component atoms) founded reach `bound`. A normal body lists only its
/// component atoms, each with weight 1, and `bound` = their number.
#[derive(Clone, Debug)]
pub(crate) struct LoopSupport {
    pub lit: Lit,
    pub bound: u32,
    pub elements: Vec<(LoopElement, u32)>,
    /// Whether this is a weight body (whose elements may become false without the support
    /// becoming false).
    pub weighted: bool,
    /// The atoms (of this component) it supports.
    pub heads: Vec<u32>,
}

/// The part of the positive dependency graph that needs unfounded-set checks.
#[derive(Clone, Debug, Default)]
pub(crate) struct LoopGraph {
    pub atoms: Vec<LoopAtom>,
    pub supports: Vec<LoopSupport>,
}

/// One support of an atom, before the loop graph is built.
pub(crate) struct Support {
    pub lit: Lit,
    /// The rule's body, for the positive dependencies.
    pub rule: usize,
}

/// The supports of each atom, in the order they were added, in one list chained per atom: a
/// vector per atom was a malloc, reallocations and a free per atom with supports.
#[derive(Default)]
pub(crate) struct SupportLists {
    /// Each atom's first and last entry (`NONE`: none yet).
    ends: Vec<(u32, u32)>,
    /// The supports, each with the next entry of its atom.
    entries: Vec<(Support, u32)>,
}

const NONE: u32 = u32::MAX;

impl SupportLists {
    /// No supports, for the atoms `0..atoms`.
    pub fn new(atoms: usize) -> SupportLists {
        SupportLists {
            ends: vec![(NONE, NONE); atoms],
            entries: Vec::new(),
        }
    }

    /// Makes room for the atoms `0..atoms` (the new ones without supports).
    pub fn grow(&mut self, atoms: usize) {
        if self.ends.len() < atoms {
            self.ends.resize(atoms, (NONE, NONE));
        }
    }

    /// Adds `support` to the supports of `atom`.
    pub fn push(&mut self, atom: usize, support: Support) {
        let id = self.entries.len() as u32;
        self.entries.push((support, NONE));
        match self.ends[atom] {
            (NONE, _) => self.ends[atom] = (id, id),
            (first, last) => {
                self.entries[last as usize].1 = id;
                self.ends[atom] = (first, id);
            }
        }
    }

    /// Replaces the supports' literals by `map`'s.
    pub fn substitute(&mut self, map: impl Fn(&mut Lit)) {
        self.entries
            .iter_mut()
            .for_each(|(support, _)| map(&mut support.lit));
    }

    /// The supports of `atom`, in the order they were added.
    pub fn of(&self, atom: usize) -> impl Iterator<Item = &Support> + '_ {
        let mut next = self.ends.get(atom).map_or(NONE, |&(first, _)| first);
        std::iter::from_fn(move || {
            let (support, after) = self.entries.get(next as usize)?;
            next = *after;
            Some(support)
        })
    }
}

/// The positive body atoms of each rule, after simplification, in one flat list: a
/// vector per rule was a malloc and a free per rule (a large Labyrinth has 122,202).
#[derive(Default)]
pub(crate) struct PositiveBodies {
    atoms: Vec<AtomId>,
    /// Where each rule's atoms are in `atoms` (start, length); rules without any: (0, 0).
    ranges: Vec<(u32, u32)>,
}

impl PositiveBodies {
    /// The positive body atoms of `rule` (none for a rule not set).
    pub fn get(&self, rule: usize) -> &[AtomId] {
        self.ranges.get(rule).map_or(&[], |&(start, len)| {
            &self.atoms[start as usize..(start + len) as usize]
        })
    }

    /// Sets the positive body atoms of `rule`, which has none yet, to `atoms`, sorted and
    /// without duplicates.
    pub fn set(&mut self, rule: usize, atoms: impl IntoIterator<Item = AtomId>) {
        let start = self.atoms.len();
        self.atoms.extend(atoms);
        self.atoms[start..].sort_unstable();
        let mut kept = start;
        for i in start..self.atoms.len() {
            if kept == start || self.atoms[kept - 1] != self.atoms[i] {
                self.atoms[kept] = self.atoms[i];
                kept += 1;
            }
        }
        self.atoms.truncate(kept);
        if self.ranges.len() <= rule {
            self.ranges.resize(rule + 1, (0, 0));
        }
        self.ranges[rule] = (start as u32, (kept - start) as u32);
    }
}

/// What the translation knows about the supports of the atoms, as the loop graph needs it.
pub(crate) struct Supported<'a> {
    pub program: &'a GroundProgram,
    /// The supports of each atom (indexed by atom id).
    pub supports: &'a SupportLists,
    /// The positive body atoms of each rule, after simplification.
    pub rule_positive: &'a PositiveBodies,
    /// The weight constraint of each rule's body, if any.
    pub rule_weight: &'a [Option<u32>],
    /// The body literal of each rule ([`Lit::FALSE`] for rules without one).
    pub rule_body: &'a [Lit],
    pub weights: &'a [WeightSpec],
    pub atom_lit: &'a [Lit],
    /// The atom of each variable (0: none).
    pub var_atom: &'a [u32],
}

impl Supported<'_> {
    /// Builds the loop graph over the non-trivial strongly connected components that are
    /// head-cycle-free, and the components that are not (for `disjunctive.rs`).
    pub fn loop_graph(&self) -> (Option<LoopGraph>, Vec<NonHcfComponent>) {
        let n = self.program.atom_count as usize + 1;
        let successors = self.dependencies();
        let scc = Components::of(&successors, 0..n).component_of();
        let mut scc_size = vec![0u32; n];
        for &c in &scc {
            scc_size[c as usize] += 1;
        }
        let mut cyclic: Vec<bool> = (0..n)
            .map(|a| {
                a != 0
                    && (scc_size[scc[a] as usize] > 1
                        || successors.successors(a).contains(&(a as u32)))
            })
            .collect();
        let non_hcf = self.non_hcf(&scc, &cyclic);
        let components = self.non_hcf_components(&non_hcf, &scc, &cyclic);
        for (a, c) in cyclic.iter_mut().enumerate() {
            *c &= !non_hcf.contains(&scc[a]);
        }
        if !cyclic.iter().any(|&c| c) {
            return (None, components);
        }
        (Some(self.build(&cyclic, &scc)), components)
    }

    /// The positive dependency graph: the successors of each atom are the positive body
    /// atoms of its supports.
    fn dependencies(&self) -> Adjacency {
        let n = self.program.atom_count as usize + 1;
        let degree = |a: usize| {
            self.supports
                .of(a)
                .map(|s| self.rule_positive.get(s.rule).len())
                .sum()
        };
        Adjacency::new(n, degree, |a, out| {
            for s in self.supports.of(a) {
                out.extend(self.rule_positive.get(s.rule).iter().map(|p| p.0));
            }
        })
    }

    /// The components (`scc` of each atom) that are not head-cycle-free: where a disjunction
    /// has two head atoms in one `cyclic` component.
    fn non_hcf(&self, scc: &[u32], cyclic: &[bool]) -> HashSet<u32> {
        let mut non_hcf: HashSet<u32> = HashSet::default();
        for rule in &self.program.rules {
            if rule.kind == HeadKind::Disjunction && rule.head.len() > 1 {
                for (i, x) in rule.head.iter().enumerate() {
                    for y in &rule.head[i + 1..] {
                        let (x, y) = (x.0 as usize, y.0 as usize);
                        if x != y && cyclic[x] && scc[x] == scc[y] {
                            non_hcf.insert(scc[x]);
                        }
                    }
                }
            }
        }
        non_hcf
    }

    /// The loop graph over the `cyclic` atoms (their component in `scc`) and their
    /// supports, each support once per component.
    fn build(&self, cyclic: &[bool], scc: &[u32]) -> LoopGraph {
        let n = cyclic.len();
        let mut graph = LoopGraph::default();
        let mut loop_index = vec![u32::MAX; n];
        for a in 0..n {
            if cyclic[a] {
                loop_index[a] = graph.atoms.len() as u32;
                graph.atoms.push(LoopAtom {
                    lit: self.atom_lit[a],
                    supports: Vec::new(),
                    dependents: Vec::new(),
                });
            }
        }
        let mut support_index: HashMap<(Lit, u32), u32> = HashMap::default();
        for a in 0..n {
            if !cyclic[a] {
                continue;
            }
            let component = scc[a];
            for s in self.supports.of(a) {
                let id = match support_index.get(&(s.lit, component)) {
                    Some(&id) => id,
                    None => {
                        let id = graph.supports.len() as u32;
                        let support = self.loop_support(s, component, scc, &loop_index);
                        for &(e, _) in &support.elements {
                            if let LoopElement::Atom(x) = e {
                                graph.atoms[x as usize].dependents.push(id);
                            }
                        }
                        graph.supports.push(support);
                        support_index.insert((s.lit, component), id);
                        id
                    }
                };
                let atom = loop_index[a];
                let support = &mut graph.supports[id as usize];
                if !support.heads.contains(&atom) {
                    support.heads.push(atom);
                    graph.atoms[atom as usize].supports.push(id);
                }
            }
        }
        graph
    }

    /// The components in `non_hcf` with the rules that have a head atom in them.
    fn non_hcf_components(
        &self,
        non_hcf: &HashSet<u32>,
        scc: &[u32],
        cyclic: &[bool],
    ) -> Vec<NonHcfComponent> {
        let mut components = Vec::new();
        for &component in non_hcf {
            let atoms: Vec<usize> = (0..scc.len())
                .filter(|&a| cyclic[a] && scc[a] == component)
                .collect();
            let position: HashMap<usize, u32> = atoms
                .iter()
                .enumerate()
                .map(|(i, &a)| (a, i as u32))
                .collect();
            let mut rules: Vec<usize> = atoms
                .iter()
                .flat_map(|&a| self.supports.of(a).map(|s| s.rule))
                .collect();
            rules.sort_unstable();
            rules.dedup();
            let check_rules = rules
                .into_iter()
                .map(|r| self.check_rule(r, &position))
                .collect();
            components.push(NonHcfComponent::new(
                atoms.iter().map(|&a| self.atom_lit[a]).collect(),
                check_rules,
            ));
        }
        components
    }

    /// Rule `r` as the minimality check needs it; `position` gives the component's atoms.
    fn check_rule(&self, r: usize, position: &HashMap<usize, u32>) -> CheckRule {
        let rule = self.program.rules.get(r);
        let lit = |g: GroundLit| solver_lit(self.atom_lit, g);
        let mut head: Vec<(Lit, Option<u32>)> = rule
            .head
            .iter()
            .map(|h| {
                (
                    self.atom_lit[h.0 as usize],
                    position.get(&(h.0 as usize)).copied(),
                )
            })
            .collect();
        head.sort_unstable();
        head.dedup();
        let (elements, bound) = match rule.body {
            Body::Normal(lits) => {
                let elements: Vec<(Lit, u32)> = lits.iter().map(|&g| (lit(g), 1)).collect();
                let bound = elements.len() as u32;
                (elements, bound)
            }
            Body::Sum { lower, elements } => {
                // Negative weights as positive ones of the complement.
                let mut bound = i64::from(lower);
                let mut normalized = Vec::new();
                for e in elements {
                    let w = i64::from(e.weight);
                    if w > 0 {
                        normalized.push((lit(e.lit), w as u32));
                    } else if w < 0 {
                        normalized.push((!lit(e.lit), (-w) as u32));
                        bound -= w;
                    }
                }
                (normalized, bound.clamp(0, i64::from(u32::MAX)) as u32)
            }
        };
        CheckRule::new(
            rule.kind == HeadKind::Choice,
            head,
            self.rule_body[r],
            elements,
            bound,
        )
    }

    fn loop_support(
        &self,
        s: &Support,
        component: u32,
        scc: &[u32],
        loop_index: &[u32],
    ) -> LoopSupport {
        let in_component = |a: AtomId| {
            let i = loop_index[a.0 as usize];
            (i != u32::MAX && scc[a.0 as usize] == component).then_some(i)
        };
        let mut elements = Vec::new();
        let mut bound = 0;
        match self.rule_weight[s.rule] {
            None => {
                for &a in self.rule_positive.get(s.rule) {
                    if let Some(i) = in_component(a) {
                        elements.push((LoopElement::Atom(i), 1));
                        bound += 1;
                    }
                }
            }
            Some(spec) => {
                let spec = &self.weights[spec as usize];
                bound = spec.bound;
                for &(lit, w) in &spec.elements {
                    let atom = self.var_atom[lit.var().index()];
                    let e = match (atom != 0 && !lit.is_negative())
                        .then(|| in_component(AtomId(atom)))
                        .flatten()
                    {
                        Some(i) => LoopElement::Atom(i),
                        None => LoopElement::Other(lit),
                    };
                    elements.push((e, w));
                }
            }
        }
        LoopSupport {
            lit: s.lit,
            bound,
            elements,
            weighted: self.rule_weight[s.rule].is_some(),
            heads: Vec::new(),
        }
    }
}
