//! Reading the smodels format (lparse's numeric output, which `clingo --mode=clasp` reads) into
//! a [`GroundProgram`].
//!
//! The format (libpotassco `smodels.h`) is a sequence of numbers: rules, each a type followed
//! by its atoms, up to a `0`; the symbol table (`atom name` lines) up to a `0`; the compute
//! statement (`B+` and `B-`, each a list of atoms ending in `0`); optionally `E` and the
//! external atoms up to a `0`; and the number of models. Rule types: 1 basic, 2 cardinality,
//! 3 choice, 5 weight, 6 minimize, 8 disjunctive, and clasp's extensions 90 (a step
//! separator, only `90 0`), 91 (assign an external) and 92 (release an external). A literal
//! list is `size negatives a1 .. an`: the first `negatives` atoms are negated.

use super::read::ReadError;
use super::scan::Scanner;
use super::{
    AtomId, Body, Edge, ExternalValue, GroundLit, GroundProgram, HeadKind, Heuristic,
    HeuristicModifier, Minimize, Output, Rule, WeightedLit,
};
use std::collections::HashMap;

/// Atoms must lie in `1..=MAX_ATOM` (libpotassco's `atomMax`).
const MAX_ATOM: u64 = (1 << 31) - 1;

/// A weight or bound (smodels' are non-negative).
const MAX_WEIGHT: u64 = i32::MAX as u64;

/// Parses smodels text into a ground program.
pub fn read(text: &str) -> Result<GroundProgram, ReadError> {
    let mut reader = Reader {
        scan: Scanner::new(text),
        program: GroundProgram::default(),
    };
    reader.rules()?;
    reader.symbols()?;
    reader.compute("B+", true)?;
    reader.compute("B-", false)?;
    reader.extra()?;
    Ok(reader.program)
}

struct Reader<'t> {
    scan: Scanner<'t>,
    program: GroundProgram,
}

impl Reader<'_> {
    fn atom(&mut self) -> Result<AtomId, ReadError> {
        let a = self.scan.unsigned(MAX_ATOM, "atom expected")?;
        if a == 0 {
            return Err(self.scan.error("atom expected"));
        }
        self.program.atom_count = self.program.atom_count.max(a as u32);
        Ok(AtomId(a as u32))
    }

    fn count(&mut self, what: &str) -> Result<u32, ReadError> {
        Ok(self.scan.unsigned(MAX_ATOM, what)? as u32)
    }

    /// `size negatives a1 .. an` (cardinality bodies put the bound between `negatives` and
    /// the atoms: `bound_first` says it is there).
    fn literals(&mut self, bound_first: bool) -> Result<(Vec<GroundLit>, i32), ReadError> {
        let size = self.count("number of literals expected")?;
        let negatives = self.count("number of negative literals expected")?;
        let bound = if bound_first {
            self.scan.unsigned(MAX_WEIGHT, "bound expected")? as i32
        } else {
            0
        };
        if negatives > size {
            return Err(self.scan.error("invalid number of negative literals"));
        }
        let mut lits = Vec::with_capacity(size.min(1 << 16) as usize);
        for i in 0..size {
            let atom = self.atom()?;
            lits.push(if i < negatives {
                GroundLit::negative(atom)
            } else {
                GroundLit::positive(atom)
            });
        }
        Ok((lits, bound))
    }

    /// `bound size negatives a1 .. an w1 .. wn`.
    fn weighted(&mut self) -> Result<(i32, Vec<WeightedLit>), ReadError> {
        let bound = self.scan.unsigned(MAX_WEIGHT, "bound expected")? as i32;
        let (lits, _) = self.literals(false)?;
        let mut elements = Vec::with_capacity(lits.len());
        for lit in lits {
            let weight = self
                .scan
                .unsigned(MAX_WEIGHT, "non-negative weight expected")?;
            elements.push(WeightedLit {
                lit,
                weight: weight as i32,
            });
        }
        Ok((bound, elements))
    }

    /// The rules section, up to its `0`: one rule per line, by its smodels type.
    fn rules(&mut self) -> Result<(), ReadError> {
        let mut priority = 0;
        loop {
            let kind = self
                .scan
                .unsigned(u64::from(u32::MAX), "rule type expected")?;
            match kind {
                0 => return Ok(()),
                1 => {
                    let head = [self.atom()?];
                    let (body, _) = self.literals(false)?;
                    self.program.rules.push(Rule::normal(&head, &body));
                }
                2 => self.sum_rule(true)?,
                5 => self.sum_rule(false)?,
                3 => self.head_list_rule(HeadKind::Choice)?,
                8 => self.head_list_rule(HeadKind::Disjunction)?,
                6 => {
                    // `6 0 size negatives ...`: the bound is always 0; later statements are
                    // more important.
                    let (_, elements) = self.weighted()?;
                    self.program.minimize.push(Minimize { priority, elements });
                    priority += 1;
                }
                90 => {
                    if self.count("unrecognized rule type")? != 0 {
                        return Err(self.scan.error("unrecognized rule type"));
                    }
                }
                91 => {
                    let atom = self.atom()?;
                    let value = match self.scan.unsigned(2, "0..2 expected")? {
                        0 => ExternalValue::False,
                        1 => ExternalValue::True,
                        _ => ExternalValue::Free,
                    };
                    self.program.externals.push((atom, value));
                }
                92 => {
                    let atom = self.atom()?;
                    self.program.externals.push((atom, ExternalValue::Release));
                }
                _ => return Err(self.scan.error("unrecognized rule type")),
            }
        }
    }

    /// A cardinality rule (type 2, `cardinality`) or a weight rule (type 5): `head :- bound
    /// #sum{...}`.
    fn sum_rule(&mut self, cardinality: bool) -> Result<(), ReadError> {
        let head = [self.atom()?];
        let (lower, elements) = if cardinality {
            let (lits, bound) = self.literals(true)?;
            let elements = lits
                .into_iter()
                .map(|lit| WeightedLit { lit, weight: 1 })
                .collect();
            (bound, elements)
        } else {
            self.weighted()?
        };
        self.program.rules.push(Rule {
            kind: HeadKind::Disjunction,
            head: &head,
            body: Body::Sum {
                lower,
                elements: &elements,
            },
        });
        Ok(())
    }

    /// A choice rule (type 3) or a disjunctive rule (type 8): `size atoms body`.
    fn head_list_rule(&mut self, kind: HeadKind) -> Result<(), ReadError> {
        let size = self.count("positive head size expected")?;
        if size == 0 {
            return Err(self.scan.error("positive head size expected"));
        }
        let head = (0..size)
            .map(|_| self.atom())
            .collect::<Result<Vec<_>, _>>()?;
        let (body, _) = self.literals(false)?;
        self.program.rules.push(Rule {
            kind,
            head: &head,
            body: Body::Normal(&body),
        });
        Ok(())
    }

    /// `atom name` lines up to `0`: each named atom is shown under its name.
    fn symbols(&mut self) -> Result<(), ReadError> {
        loop {
            let atom = self.scan.unsigned(MAX_ATOM, "atom expected")?;
            if atom == 0 {
                return Ok(());
            }
            self.program.atom_count = self.program.atom_count.max(atom as u32);
            self.scan.skip_blanks();
            let name = self.scan.rest_of_line().trim_end_matches('\r');
            if name.is_empty() {
                return Err(self.scan.error("atom name expected!"));
            }
            self.program.outputs.push(Output {
                symbol: name.to_string(),
                condition: vec![GroundLit::positive(AtomId(atom as u32))],
            });
        }
    }

    /// `B+` (atoms that must be true) or `B-` (false), each list ending in `0`.
    fn compute(&mut self, keyword: &str, positive: bool) -> Result<(), ReadError> {
        if !self.scan.keyword(keyword) {
            return Err(self.scan.error("compute statement expected"));
        }
        loop {
            let atom = self.scan.unsigned(MAX_ATOM, "atom expected")?;
            if atom == 0 {
                return Ok(());
            }
            let atom = AtomId(atom as u32);
            self.program.atom_count = self.program.atom_count.max(atom.0);
            let lit = if positive {
                GroundLit::negative(atom)
            } else {
                GroundLit::positive(atom)
            };
            self.program.rules.push(Rule::constraint(&[lit]));
        }
    }

    /// Optional `E` with free external atoms, then the number of models (ignored).
    fn extra(&mut self) -> Result<(), ReadError> {
        if self.scan.keyword("E") {
            loop {
                let atom = self.scan.unsigned(MAX_ATOM, "atom expected")?;
                if atom == 0 {
                    break;
                }
                self.program.atom_count = self.program.atom_count.max(atom as u32);
                self.program
                    .externals
                    .push((AtomId(atom as u32), ExternalValue::Free));
            }
        }
        self.scan
            .unsigned(u64::from(u32::MAX), "number of models expected")?;
        Ok(())
    }
}

/// clasp's extensions of smodels input (`--parse-ext`, libpotassco's `SmodelsInput` with
/// `convertEdges` and `convertHeuristic`), read from the names of the symbol table: an atom
/// named `_edge(U,V)` or `_acyc_I_U_V` is the condition of the edge `U -> V` of a graph that
/// must stay acyclic (nodes are numbered by their first appearance), and one named
/// `_heuristic(A,MODIFIER,BIAS[,PRIORITY])` the condition of a domain heuristic for the atom
/// named `A` (if there is one; the priority is the bias' absolute value by default). The
/// atoms stay shown.
pub fn convert_extensions(program: &mut GroundProgram) {
    let mut nodes: HashMap<&str, i32> = HashMap::new();
    let mut names: HashMap<&str, AtomId> = HashMap::new();
    let mut edges = Vec::new();
    let mut heuristics = Vec::new();
    for output in &program.outputs {
        let &[atom] = output.condition.as_slice() else {
            continue;
        };
        let atom = atom.atom();
        names.entry(output.symbol.as_str()).or_insert(atom);
        if let Some((from, to)) = edge_predicate(&output.symbol) {
            let mut node = |name| {
                let next = nodes.len() as i32;
                *nodes.entry(name).or_insert(next)
            };
            let (from, to) = (node(from), node(to));
            edges.push(Edge {
                from,
                to,
                condition: vec![GroundLit::positive(atom)],
            });
        } else if let Some(heuristic) = heuristic_predicate(&output.symbol) {
            heuristics.push((heuristic, atom));
        }
    }
    let heuristics: Vec<Heuristic> = (heuristics.into_iter())
        .filter_map(|((name, modifier, value, priority), condition)| {
            Some(Heuristic {
                modifier,
                atom: *names.get(name)?,
                value,
                priority,
                condition: vec![GroundLit::positive(condition)],
            })
        })
        .collect();
    program.edges.extend(edges);
    program.heuristics.extend(heuristics);
}

/// The nodes of `_acyc_I_U_V` or `_edge(U,V)` (libpotassco's `matchEdgePred`).
fn edge_predicate(name: &str) -> Option<(&str, &str)> {
    if let Some(rest) = name.strip_prefix("_acyc_") {
        let (_, rest) = integer(rest)?;
        let (from, rest) = integer(rest.strip_prefix('_')?)?;
        let (to, _) = integer(rest.strip_prefix('_')?)?;
        return Some((from, to));
    }
    let rest = name.strip_prefix("_edge(")?;
    let (from, rest) = atom_argument(rest)?;
    let (to, rest) = atom_argument(rest.strip_prefix(',')?)?;
    rest.starts_with(')').then_some((from, to))
}

/// `_heuristic(A,MODIFIER,BIAS[,PRIORITY])` (libpotassco's `matchDomHeuPred`): the atom's
/// name, the modifier, the bias and the priority.
fn heuristic_predicate(name: &str) -> Option<(&str, HeuristicModifier, i32, u32)> {
    let rest = name.strip_prefix("_heuristic(")?;
    let (atom, rest) = atom_argument(rest)?;
    let rest = rest.strip_prefix(',')?;
    let modifier = *(HeuristicModifier::ALL.iter()).find(|m| rest.starts_with(m.name()))?;
    let rest = rest[modifier.name().len()..].strip_prefix(',')?;
    let (bias, rest) = integer(rest)?;
    let bias: i32 = bias.parse().ok()?;
    if rest.starts_with(')') {
        return Some((atom, modifier, bias, bias.unsigned_abs()));
    }
    let (priority, rest) = integer(rest.strip_prefix(',')?)?;
    let priority: u32 = priority
        .parse()
        .ok()
        .filter(|&p: &u32| p <= i32::MAX as u32)?;
    rest.starts_with(')')
        .then_some((atom, modifier, bias, priority))
}

/// An optionally signed integer at the start of `text`, and the rest.
fn integer(text: &str) -> Option<(&str, &str)> {
    let digits = text.strip_prefix(['-', '+']).unwrap_or(text);
    let end = text.len() - digits.len()
        + digits
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(digits.len());
    (end > text.len() - digits.len()).then(|| text.split_at(end))
}

/// An argument of an atom at the start of `text`: up to a `,` or `)` outside parentheses and
/// strings (not empty), and the rest.
fn atom_argument(text: &str) -> Option<(&str, &str)> {
    let (mut depth, mut quoted, mut escaped) = (0, false, false);
    for (i, c) in text.char_indices() {
        match c {
            _ if quoted => match c {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                '"' => quoted = false,
                _ => {}
            },
            '"' => quoted = true,
            '(' => depth += 1,
            ')' | ',' if depth == 0 => return (i > 0).then(|| text.split_at(i)),
            ')' => depth -= 1,
            _ => {}
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_rules_symbols_and_compute() {
        let text = "1 1 1 1 2\n2 3 2 1 1 2 1\n3 2 4 5 0 0\n5 6 3 2 1 2 4 2 1\n6 0 2 1 4 5 3 1\n\
                    8 2 1 2 0 0\n91 7 2\n0\n1 a\n2 b(1, \"x y\")\n0\nB+\n4\n0\nB-\n1\n0\nE\n7\n0\n1\n";
        let p = read(text).unwrap();
        assert_eq!(p.atom_count, 7);
        assert_eq!(p.rules.get(0), Rule::normal(&[AtomId(1)], &[GroundLit(-2)]));
        assert_eq!(
            p.rules.get(1).body,
            Body::Sum {
                lower: 1,
                elements: &[
                    WeightedLit {
                        lit: GroundLit(-2),
                        weight: 1
                    },
                    WeightedLit {
                        lit: GroundLit(1),
                        weight: 1
                    },
                ]
            }
        );
        assert_eq!(p.rules.get(2).kind, HeadKind::Choice);
        assert_eq!(
            p.rules.get(3).body,
            Body::Sum {
                lower: 3,
                elements: &[
                    WeightedLit {
                        lit: GroundLit(-2),
                        weight: 2
                    },
                    WeightedLit {
                        lit: GroundLit(4),
                        weight: 1
                    },
                ]
            }
        );
        assert_eq!(p.minimize[0].elements[0].lit, GroundLit(-4));
        assert_eq!(p.minimize[0].elements[1].weight, 1);
        assert_eq!(p.rules.get(4).head, &[AtomId(1), AtomId(2)]);
        assert_eq!(p.outputs[1].symbol, "b(1, \"x y\")");
        assert_eq!(p.rules.get(5), Rule::constraint(&[GroundLit(-4)]));
        assert_eq!(p.rules.get(6), Rule::constraint(&[GroundLit(1)]));
        assert_eq!(
            p.externals,
            vec![
                (AtomId(7), ExternalValue::Free),
                (AtomId(7), ExternalValue::Free)
            ]
        );
    }

    #[test]
    fn extension_atoms_are_edges_and_heuristics() {
        let text = "3 5 1 2 3 4 5 0 0\n0\n1 _edge(a(1,\"),\"),b)\n2 _acyc_7_b_c\n3 _acyc_1_-2_3\n\
                    4 _heuristic(x,sign,-3)\n5 x\n6 _heuristic(y,level,1)\n\
                    7 _heuristic(x,factor,2,9)\n8 _edge(a)\n0\nB+\n0\nB-\n0\n1\n";
        let mut program = read(text).unwrap();
        convert_extensions(&mut program);
        let edges: Vec<(i32, i32, GroundLit)> = (program.edges.iter())
            .map(|e| (e.from, e.to, e.condition[0]))
            .collect();
        assert_eq!(edges, [(0, 1, GroundLit(1)), (2, 3, GroundLit(3))]);
        let heuristics: Vec<(HeuristicModifier, AtomId, i32, u32, GroundLit)> =
            (program.heuristics.iter())
                .map(|h| (h.modifier, h.atom, h.value, h.priority, h.condition[0]))
                .collect();
        assert_eq!(
            heuristics,
            [
                (HeuristicModifier::Sign, AtomId(5), -3, 3, GroundLit(4)),
                (HeuristicModifier::Factor, AtomId(5), 2, 9, GroundLit(7)),
            ]
        );
        assert_eq!(program.outputs.len(), 8);
    }

    #[test]
    fn malformed_input_is_an_error_with_a_line() {
        for (text, line, message) in [
            ("1 1 x\n0\n", 1, "number of literals expected"),
            ("4 1 0 0\n0\n", 1, "unrecognized rule type"),
            ("1 1 1 2 2\n0\n", 1, "invalid number of negative literals"),
            ("0\n0\nB-\n0\n", 3, "compute statement expected"),
            ("0\n0\nB+\n0\nB-\n0\n", 7, "number of models expected"),
            ("0\n1\n", 2, "atom name expected!"),
        ] {
            let error = read(text).unwrap_err();
            assert_eq!(
                (error.line, error.message.as_str()),
                (line, message),
                "{text}"
            );
        }
    }
}
