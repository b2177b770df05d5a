//! A ground program as clingo's reified facts (`--output=reify`), for meta-programming: the
//! program is written as facts that a meta-encoding interprets (clingo's
//! `examples/reify/common/meta.lp`: `rasp --output=reify p.lp | rasp - meta.lp 0`).
//!
//! The facts are clingo's: each list of atoms, literals or weighted literals is a tuple,
//! numbered in the order first used, per kind, and written once (`atom_tuple(T)` and
//! `atom_tuple(T,A)` per atom; `literal_tuple(T)`, `literal_tuple(T,L)`;
//! `weighted_literal_tuple(T)`, `weighted_literal_tuple(T,L,W)`); the statements refer to
//! them: `rule(choice(H),normal(B))`, `rule(disjunction(H),sum(B,Bound))`,
//! `minimize(Priority,B)`, `project(A)`, `output(Symbol,B)`, `external(A,Value)`,
//! `assume(L)`, `heuristic(A,Modifier,Value,Priority,B)` and `edge(U,V,B)`. Theory terms are
//! `theory_number(T,N)`, `theory_string(T,S)` (the symbol quoted),
//! `theory_function(T,F,Args)` and `theory_sequence(T,tuple|set|list,Args)` over the ordered
//! tuples `theory_tuple(Args)`, `theory_tuple(Args,I,T)`; an element is
//! `theory_element(E,Terms,Condition)` (a theory tuple and a literal tuple); an atom is
//! `theory_atom(A,Name,Elements)` or with a guard `theory_atom(A,Name,Elements,Op,Rhs)`
//! (`A` 0 for a directive) over `theory_element_tuple(Elements)`,
//! `theory_element_tuple(Elements,E)`; the ids are the step's (as aspif's). With `sccs`
//! (`--reify-sccs`), `scc(C,A)` for the atoms of each strongly connected component of the
//! positive dependency graph that has more than one atom; with `steps` (`--reify-steps`), each
//! fact gets the number of its step as a last argument, and each step numbers its tuples
//! anew. An incremental program starts with `tag(incremental)`. The atom numbers are
//! rasp's: clingo's differ, and the facts mean the same program.

use super::theory::{
    TheoryAtom, TheoryElement, TheoryElementId, TheoryFunction, TheoryTerm, TheoryTermId,
};
use super::write::Sink;
use super::{AtomId, Body, Edge, ExternalValue, GroundLit, Heuristic};
use super::{Minimize, Rule};
use crate::graph::Components;
use std::collections::HashMap;
use std::collections::hash_map::Entry;
use std::fmt::Display;
use std::io::{self, Write};

/// A [`Sink`] writing reified facts to a byte stream.
pub struct Reify<W> {
    out: W,
    sccs: bool,
    steps: bool,
    /// The current step (with `steps`).
    step: u32,
    tuples: Tuples,
}

/// The tuples written so far (of the current step, with `steps`) and the positive
/// dependency graph (with `sccs`).
#[derive(Default)]
struct Tuples {
    atoms: HashMap<Vec<u32>, usize>,
    literals: HashMap<Vec<i32>, usize>,
    weighted: HashMap<Vec<(i32, i32)>, usize>,
    theory: HashMap<Vec<u32>, usize>,
    theory_elements: HashMap<Vec<u32>, usize>,
    /// The graph's nodes (atoms) in the order first met, and their numbers.
    nodes: Vec<u32>,
    node_of: HashMap<u32, usize>,
    /// Per node: the nodes of the positive body atoms of the rules with it in the head.
    edges: Vec<Vec<usize>>,
}

impl<W: Write> Reify<W> {
    /// The reified facts go to `out`; `sccs` and `steps` as `--reify-sccs` and
    /// `--reify-steps`.
    pub fn new(out: W, sccs: bool, steps: bool) -> Reify<W> {
        Reify {
            out,
            sccs,
            steps,
            step: 0,
            tuples: Tuples::default(),
        }
    }

    /// Writes `name(args)` (and the step, with `steps`).
    fn fact(&mut self, name: &str, args: &[&dyn Display]) -> io::Result<()> {
        write!(self.out, "{name}(")?;
        for (i, arg) in args.iter().enumerate() {
            if i > 0 {
                self.out.write_all(b",")?;
            }
            write!(self.out, "{arg}")?;
        }
        if self.steps {
            write!(self.out, ",{}", self.step)?;
        }
        self.out.write_all(b").\n")
    }

    /// The number of the atom tuple `atoms`, written if new.
    fn atom_tuple(&mut self, atoms: &[AtomId]) -> io::Result<usize> {
        let key: Vec<u32> = atoms.iter().map(|a| a.0).collect();
        let (id, new) = number(&mut self.tuples.atoms, key);
        if new {
            self.fact("atom_tuple", &[&id])?;
            for atom in atoms {
                self.fact("atom_tuple", &[&id, &atom.0])?;
            }
        }
        Ok(id)
    }

    /// The number of the literal tuple `lits`, written if new.
    fn literal_tuple(&mut self, lits: &[GroundLit]) -> io::Result<usize> {
        let key: Vec<i32> = lits.iter().map(|l| l.0).collect();
        let (id, new) = number(&mut self.tuples.literals, key);
        if new {
            self.fact("literal_tuple", &[&id])?;
            for lit in lits {
                self.fact("literal_tuple", &[&id, &lit.0])?;
            }
        }
        Ok(id)
    }

    /// The number of the weighted literal tuple `elements`, written if new. A literal that
    /// occurs more than once (a weight body or minimize statement is a multiset) is one
    /// element with the sum of its weights: facts cannot repeat. (clingo writes it once per
    /// occurrence, and its facts then count it once: `{p}. #count{ 1 : p; 2 : p } < 2.`
    /// reified has an answer set with p, which the program has not.)
    fn weighted_tuple(&mut self, elements: &[super::WeightedLit]) -> io::Result<usize> {
        let mut key: Vec<(i32, i32)> = Vec::with_capacity(elements.len());
        let mut position: HashMap<i32, usize> = HashMap::new();
        for e in elements {
            match position.entry(e.lit.0) {
                Entry::Occupied(at) => key[*at.get()].1 = key[*at.get()].1.saturating_add(e.weight),
                Entry::Vacant(at) => {
                    at.insert(key.len());
                    key.push((e.lit.0, e.weight));
                }
            }
        }
        let (id, new) = number(&mut self.tuples.weighted, key.clone());
        if new {
            self.fact("weighted_literal_tuple", &[&id])?;
            for (lit, weight) in key {
                self.fact("weighted_literal_tuple", &[&id, &lit, &weight])?;
            }
        }
        Ok(id)
    }

    /// The number of the theory tuple (ordered: `theory_tuple(T,I,X)`) of `terms`,
    /// written if new.
    fn theory_tuple(&mut self, terms: &[TheoryTermId]) -> io::Result<usize> {
        let key: Vec<u32> = terms.iter().map(|t| t.0).collect();
        let (id, new) = number(&mut self.tuples.theory, key);
        if new {
            self.fact("theory_tuple", &[&id])?;
            for (i, term) in terms.iter().enumerate() {
                self.fact("theory_tuple", &[&id, &i, &term.0])?;
            }
        }
        Ok(id)
    }

    /// The number of the theory element tuple of `elements`, written if new.
    fn theory_element_tuple(&mut self, elements: &[TheoryElementId]) -> io::Result<usize> {
        let key: Vec<u32> = elements.iter().map(|e| e.0).collect();
        let (id, new) = number(&mut self.tuples.theory_elements, key);
        if new {
            self.fact("theory_element_tuple", &[&id])?;
            for element in elements {
                self.fact("theory_element_tuple", &[&id, &element.0])?;
            }
        }
        Ok(id)
    }

    /// The graph's node of `atom`.
    fn node(&mut self, atom: u32) -> usize {
        let tuples = &mut self.tuples;
        *tuples.node_of.entry(atom).or_insert_with(|| {
            tuples.nodes.push(atom);
            tuples.edges.push(Vec::new());
            tuples.nodes.len() - 1
        })
    }

    /// Adds the edges from the atoms of `head` to the positive literals `body`.
    fn add_edges(&mut self, head: &[AtomId], body: impl Iterator<Item = GroundLit> + Clone) {
        for atom in head {
            let u = self.node(atom.0);
            for lit in body.clone().filter(|l| l.0 > 0) {
                let v = self.node(lit.0 as u32);
                self.tuples.edges[u].push(v);
            }
        }
    }
}

/// The number of `key` in `map` (the next one if it is new), and whether it is new.
fn number<K: std::hash::Hash + Eq>(map: &mut HashMap<K, usize>, key: K) -> (usize, bool) {
    let next = map.len();
    let id = *map.entry(key).or_insert(next);
    (id, id == next)
}

impl<W: Write> Sink for Reify<W> {
    fn begin(&mut self, incremental: bool) -> io::Result<()> {
        match incremental {
            true => self.out.write_all(b"tag(incremental).\n"),
            false => Ok(()),
        }
    }

    fn rule(&mut self, rule: Rule<'_>) -> io::Result<()> {
        let kind = match rule.kind {
            super::HeadKind::Disjunction => "disjunction",
            super::HeadKind::Choice => "choice",
        };
        let head = self.atom_tuple(rule.head)?;
        let head = format!("{kind}({head})");
        let body = match rule.body {
            Body::Normal(lits) => {
                let body = self.literal_tuple(lits)?;
                if self.sccs {
                    self.add_edges(rule.head, lits.iter().copied());
                }
                format!("normal({body})")
            }
            Body::Sum { lower, elements } => {
                let body = self.weighted_tuple(elements)?;
                if self.sccs {
                    self.add_edges(rule.head, elements.iter().map(|e| e.lit));
                }
                format!("sum({body},{lower})")
            }
        };
        self.fact("rule", &[&head, &body])
    }

    fn minimize(&mut self, minimize: &Minimize) -> io::Result<()> {
        let elements = self.weighted_tuple(&minimize.elements)?;
        self.fact("minimize", &[&minimize.priority, &elements])
    }

    fn project(&mut self, atoms: &[AtomId]) -> io::Result<()> {
        for atom in atoms {
            self.fact("project", &[&atom.0])?;
        }
        Ok(())
    }

    fn output(&mut self, symbol: &str, condition: &[GroundLit]) -> io::Result<()> {
        let condition = self.literal_tuple(condition)?;
        self.fact("output", &[&symbol, &condition])
    }

    fn external(&mut self, atom: AtomId, value: ExternalValue) -> io::Result<()> {
        self.fact("external", &[&atom.0, &value.name()])
    }

    fn assume(&mut self, lits: &[GroundLit]) -> io::Result<()> {
        for lit in lits {
            self.fact("assume", &[&lit.0])?;
        }
        Ok(())
    }

    fn heuristic(&mut self, h: &Heuristic) -> io::Result<()> {
        let modifier = h.modifier.name();
        let condition = self.literal_tuple(&h.condition)?;
        let args: [&dyn Display; 5] = [&h.atom.0, &modifier, &h.value, &h.priority, &condition];
        self.fact("heuristic", &args)
    }

    fn edge(&mut self, e: &Edge) -> io::Result<()> {
        let condition = self.literal_tuple(&e.condition)?;
        self.fact("edge", &[&e.from, &e.to, &condition])
    }

    fn theory_term(&mut self, id: TheoryTermId, term: &TheoryTerm) -> io::Result<()> {
        match term {
            TheoryTerm::Number(n) => self.fact("theory_number", &[&id.0, n]),
            TheoryTerm::Symbol(s) => {
                let mut quoted = String::new();
                // Writing to a String does not fail.
                let _ = crate::syntax::quote(&mut quoted, s);
                self.fact("theory_string", &[&id.0, &quoted])
            }
            TheoryTerm::Compound { function, args } => {
                let args = self.theory_tuple(args)?;
                match function {
                    TheoryFunction::Term(f) => self.fact("theory_function", &[&id.0, &f.0, &args]),
                    TheoryFunction::Tuple => {
                        self.fact("theory_sequence", &[&id.0, &"tuple", &args])
                    }
                    TheoryFunction::Set => self.fact("theory_sequence", &[&id.0, &"set", &args]),
                    TheoryFunction::List => self.fact("theory_sequence", &[&id.0, &"list", &args]),
                }
            }
        }
    }

    fn theory_element(&mut self, id: TheoryElementId, element: &TheoryElement) -> io::Result<()> {
        let terms = self.theory_tuple(&element.terms)?;
        let condition = self.literal_tuple(&element.condition)?;
        self.fact("theory_element", &[&id.0, &terms, &condition])
    }

    fn theory_atom(&mut self, atom: &TheoryAtom) -> io::Result<()> {
        let elements = self.theory_element_tuple(&atom.elements)?;
        let program_atom = atom.atom.map_or(0, |a| a.0);
        match atom.guard {
            Some((op, rhs)) => {
                let args: [&dyn Display; 5] =
                    [&program_atom, &atom.name.0, &elements, &op.0, &rhs.0];
                self.fact("theory_atom", &args)
            }
            None => self.fact("theory_atom", &[&program_atom, &atom.name.0, &elements]),
        }
    }

    /// The components of the step's graph (of all steps so far without `steps`) with more
    /// than one atom, numbered in the order Tarjan's algorithm completes them (from the
    /// atoms in the order first met) as clingo numbers them, singletons counted.
    fn end_step(&mut self) -> io::Result<()> {
        if self.sccs {
            let edges = std::mem::take(&mut self.tuples.edges);
            let components = Components::new(&edges, |&v| v, 0..edges.len());
            for (c, members) in components.iter().enumerate() {
                if members.len() > 1 {
                    for &node in members {
                        let atom = self.tuples.nodes[node];
                        self.fact("scc", &[&c, &atom])?;
                    }
                }
            }
            self.tuples.edges = edges;
        }
        if self.steps {
            self.tuples = Tuples::default();
            self.step += 1;
        }
        self.out.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::super::read::read;
    use super::super::write::program_to;
    use super::*;

    fn reified(text: &str, sccs: bool, steps: bool) -> String {
        let program = read(text).unwrap();
        let mut out = Vec::new();
        program_to(&program, &mut Reify::new(&mut out, sccs, steps)).unwrap();
        String::from_utf8(out).unwrap()
    }

    #[test]
    fn tuples_are_written_once_and_numbered_per_kind() {
        // {a}. b :- a. c :- not a. (clingo's examples/reify/simple), a shown twice.
        let text = "asp 1 0 0\n1 1 1 1 0 0\n1 0 1 2 0 1 -1\n1 0 1 3 0 1 1\n\
                    4 1 a 1 1\n4 1 b 1 3\n4 1 c 1 2\n4 1 d 1 1\n0\n";
        let expected = "atom_tuple(0).\natom_tuple(0,1).\nliteral_tuple(0).\n\
                        rule(choice(0),normal(0)).\natom_tuple(1).\natom_tuple(1,2).\n\
                        literal_tuple(1).\nliteral_tuple(1,-1).\n\
                        rule(disjunction(1),normal(1)).\natom_tuple(2).\natom_tuple(2,3).\n\
                        literal_tuple(2).\nliteral_tuple(2,1).\n\
                        rule(disjunction(2),normal(2)).\noutput(a,2).\nliteral_tuple(3).\n\
                        literal_tuple(3,3).\noutput(b,3).\nliteral_tuple(4).\n\
                        literal_tuple(4,2).\noutput(c,4).\noutput(d,2).\n";
        assert_eq!(reified(text, false, false), expected);
    }

    #[test]
    fn weight_bodies_minimize_and_directives() {
        let text = "asp 1 0 0\n1 0 1 3 1 2 2 1 1 -2 2\n2 0 2 1 1 -2 2\n3 1 1\n5 2 0\n6 1 -3\n\
                    7 0 1 2 1 1 2\n8 1 2 0\n0\n";
        let facts = reified(text, false, true);
        assert!(
            facts.contains("rule(disjunction(0),sum(0,2),0).\n"),
            "{facts}"
        );
        assert!(
            facts.contains("weighted_literal_tuple(0,-2,2,0).\n"),
            "{facts}"
        );
        assert!(facts.contains("minimize(0,0,0).\n"), "{facts}");
        assert!(facts.contains("project(1,0).\nexternal(2,free,0).\nassume(-3,0).\n"));
        assert!(facts.contains("heuristic(1,level,2,1,0,0).\n"), "{facts}");
        assert!(facts.contains("edge(1,2,1,0).\n"), "{facts}");
    }

    #[test]
    fn a_repeated_weighted_literal_is_one_element() {
        // 3 :- 2 <= { 1=1, 2=1, 2=1 }, a literal counted twice.
        let text = "asp 1 0 0\n1 0 1 3 1 2 3 1 1 2 1 2 1\n0\n";
        let facts = reified(text, false, false);
        let elements: Vec<&str> = (facts.lines())
            .filter(|l| l.starts_with("weighted_literal_tuple(0,"))
            .collect();
        assert_eq!(
            elements,
            [
                "weighted_literal_tuple(0,1,1).",
                "weighted_literal_tuple(0,2,2)."
            ]
        );
    }

    #[test]
    fn sccs_of_more_than_one_atom() {
        // a :- b. b :- a. c :- a. a :- not c.
        let text = "asp 1 0 0\n1 0 1 1 0 1 2\n1 0 1 2 0 1 1\n1 0 1 3 0 1 1\n1 0 1 1 0 1 -3\n0\n";
        let facts = reified(text, true, false);
        let mut sccs: Vec<&str> = facts.lines().filter(|l| l.starts_with("scc(")).collect();
        sccs.sort_unstable();
        assert_eq!(sccs, ["scc(0,1).", "scc(0,2)."], "{facts}");
    }

    #[test]
    fn theory_statements_as_clingo_reifies_them() {
        // clingo 5.8.3's aspif of `&d(1){ (u,) }. {a}. b :- &s{ -1 : a } >= 2.` and its
        // `--output=reify` facts (the rules' left out).
        let text = "asp 1 0 0\n1 1 1 1 0 0\n1 0 1 3 0 1 2\n9 0 0 1\n9 1 1 1 d\n9 2 2 1 1 0\n\
                    9 1 3 1 u\n9 2 4 -1 1 3\n9 4 0 1 4 0\n9 5 0 2 1 0\n9 1 5 1 s\n9 1 6 1 -\n\
                    9 2 7 6 1 0\n9 4 1 1 7 1 1\n9 1 8 2 >=\n9 0 9 2\n9 6 2 5 1 1 8 9\n0\n";
        let facts = reified(text, false, false);
        let theory: Vec<&str> = (facts.lines())
            .filter(|l| l.starts_with("theory_") || l.starts_with("literal_tuple(2"))
            .collect();
        let expected = [
            "theory_number(0,1).",
            "theory_string(1,\"d\").",
            "theory_tuple(0).",
            "theory_tuple(0,0,0).",
            "theory_function(2,1,0).",
            "theory_string(3,\"u\").",
            "theory_tuple(1).",
            "theory_tuple(1,0,3).",
            "theory_sequence(4,tuple,1).",
            "theory_tuple(2).",
            "theory_tuple(2,0,4).",
            "theory_element(0,2,0).",
            "theory_element_tuple(0).",
            "theory_element_tuple(0,0).",
            "theory_atom(0,2,0).",
            "theory_string(5,\"s\").",
            "theory_string(6,\"-\").",
            "theory_function(7,6,0).",
            "theory_tuple(3).",
            "theory_tuple(3,0,7).",
            "literal_tuple(2).",
            "literal_tuple(2,1).",
            "theory_element(1,3,2).",
            "theory_string(8,\">=\").",
            "theory_number(9,2).",
            "theory_element_tuple(1).",
            "theory_element_tuple(1,1).",
            "theory_atom(2,5,1,8,9).",
        ];
        assert_eq!(theory, expected, "{facts}");
    }
}
