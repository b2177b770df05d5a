//! Cores over the ground instances of the constraints: which instances cannot hold together
//! (with the rest of the ground program), a finer answer than the statements of `:unsat`:
//! for a puzzle, the clues whose constraints conflict.
//!
//! Each ground integrity constraint gets an activation atom, free to choose, added to its
//! body (a constraint with a weight body defines a new atom by it first); solving under the
//! assumption that some activation atoms are true enforces just those constraints. The
//! activated set is shrunk as `shrink.rs` does. An instance is shown as a rule of the ground
//! program, with the rules that define the auxiliary atoms of its body (aggregates).

use super::shrink::{Verdict, shrink};
use super::support::{body_lits, rule_text, with_place};
use crate::api::{AtomId, Ground, GroundProgram, SolveOptions, SolveResult};
use crate::aspif::{Body, GroundLit, HeadKind, Rule, Rules};
use std::collections::HashSet;
use std::fmt::Write;

/// A ground program whose constraints can be switched on and off.
pub(super) struct Instances<'a> {
    /// The program as grounded (for showing the instances).
    original: &'a Ground,
    /// The program with the activation atoms.
    program: GroundProgram,
    /// For each constraint: its activation atom and its index in the original rules.
    constraints: Vec<(AtomId, usize)>,
}

impl<'a> Instances<'a> {
    pub(super) fn new(ground: &'a Ground) -> Instances<'a> {
        let mut program = ground.program().clone();
        program.rules = Rules::default();
        let mut constraints = Vec::new();
        for (index, rule) in ground.program().rules.iter().enumerate() {
            if rule.kind != HeadKind::Disjunction || !rule.head.is_empty() {
                program.rules.push(rule);
                continue;
            }
            let active = program.new_atom();
            program.rules.push(Rule {
                kind: HeadKind::Choice,
                head: &[active],
                body: Body::Normal(&[]),
            });
            let mut body = match rule.body {
                Body::Normal(lits) => lits.to_vec(),
                Body::Sum { .. } => {
                    let holds = program.new_atom();
                    program.rules.push(Rule {
                        kind: HeadKind::Disjunction,
                        head: &[holds],
                        body: rule.body,
                    });
                    vec![GroundLit::positive(holds)]
                }
            };
            body.push(GroundLit::positive(active));
            program.rules.push(Rule::constraint(&body));
            constraints.push((active, index));
        }
        Instances {
            original: ground,
            program,
            constraints,
        }
    }

    /// A minimal set of constraint instances that cannot hold together when the literals
    /// `assumed` are true, each shown as a block of lines; `None` if they can, or if the
    /// search was interrupted.
    pub(super) fn core(
        &mut self,
        assumed: &[GroundLit],
        options: &SolveOptions,
    ) -> Option<Vec<String>> {
        let kept = self.kept(assumed, options)?;
        let blocks = self
            .constraints
            .iter()
            .zip(&kept)
            .filter(|(_, k)| **k)
            .map(|(&(_, index), _)| self.show(index))
            .collect();
        Some(blocks)
    }

    /// Which constraints the core keeps.
    fn kept(&mut self, assumed: &[GroundLit], options: &SolveOptions) -> Option<Vec<bool>> {
        let mut kept = vec![true; self.constraints.len()];
        if self.test(assumed, options, &kept) != Verdict::Unsatisfiable {
            return None;
        }
        let candidates: Vec<usize> = (0..kept.len()).collect();
        shrink(&candidates, &mut kept, |kept| {
            self.test(assumed, options, kept)
        })
        .then_some(kept)
    }

    /// Whether the constraints `kept` cannot hold together when `assumed` is true.
    fn test(&mut self, assumed: &[GroundLit], options: &SolveOptions, kept: &[bool]) -> Verdict {
        self.program.assumptions = assumed.to_vec();
        for (&(active, _), _) in self.constraints.iter().zip(kept).filter(|(_, k)| **k) {
            self.program.assumptions.push(GroundLit::positive(active));
        }
        let mut ground = Ground::from_program(std::mem::take(&mut self.program));
        let verdict = match ground.solve(options, 1, |_| true) {
            Ok(SolveResult::Unsatisfiable) => Verdict::Unsatisfiable,
            Ok(SolveResult::Interrupted { .. }) => Verdict::Interrupted,
            _ => Verdict::Other,
        };
        self.program = ground.into_program();
        verdict
    }

    /// The constraint `index` of the original program, with the rules that define the
    /// auxiliary atoms of its body, and theirs (indented, a few levels deep).
    fn show(&self, index: usize) -> String {
        let engine = self.original.grounded_engine();
        let rule = self.original.program().rules.get(index);
        let mut out = with_place(engine, rule_text(engine, rule), index);
        out.push('\n');
        self.define(rule.body, 1, &mut HashSet::new(), &mut out);
        out
    }

    /// Writes the rules defining the auxiliary atoms of `body` at `depth`: those of the
    /// translation that stand for nothing written (an aggregate or conditional literal is
    /// shown as written instead).
    fn define(&self, body: Body<'_>, depth: usize, seen: &mut HashSet<AtomId>, out: &mut String) {
        let engine = self.original.grounded_engine();
        let (program, names) = (self.original.program(), self.original.names());
        if depth > MAX_DEPTH {
            return;
        }
        for lit in body_lits(body) {
            let atom = lit.atom();
            let named = names.get(atom.0 as usize).is_some_and(Option::is_some);
            if named || engine.construct_text(atom).is_some() || !seen.insert(atom) {
                continue;
            }
            for definition in program.rules.iter().filter(|r| r.head == [atom]) {
                let text = rule_text(engine, definition);
                let _ = writeln!(out, "{:width$}{text}", "", width = 2 * depth);
                self.define(definition.body, depth + 1, seen, out);
            }
        }
    }
}

/// How deep the definitions of auxiliary atoms are shown.
const MAX_DEPTH: usize = 4;

#[cfg(test)]
mod tests {
    use super::*;

    /// On every unsatisfiable golden program: the core of constraint instances cannot hold
    /// together, and without any one of them the program is satisfiable.
    #[test]
    fn instance_cores_are_unsatisfiable_and_minimal_on_the_golden_programs() {
        let options = SolveOptions::default();
        let mut checked = 0;
        for (path, ground) in super::super::ground_golden_programs() {
            let mut instances = Instances::new(&ground);
            let Some(mut kept) = instances.kept(&[], &options) else {
                continue;
            };
            let name = path.display();
            assert_eq!(
                instances.test(&[], &options, &kept),
                Verdict::Unsatisfiable,
                "{name}"
            );
            for i in 0..kept.len() {
                if kept[i] {
                    kept[i] = false;
                    let verdict = instances.test(&[], &options, &kept);
                    assert_eq!(
                        verdict,
                        Verdict::Other,
                        "{name}: instance {i} is not needed"
                    );
                    kept[i] = true;
                }
            }
            checked += 1;
        }
        assert!(checked >= 80, "{checked}");
    }
}
