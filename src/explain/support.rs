//! Explanations over the ground program: why an atom is in an answer set (`:why`), and why
//! one is not (`:whynot`).
//!
//! `:why` gives a *well-founded* support: the atoms of the answer set are derived again from
//! the bottom, as in the least model of the program's reduct, and each gets the first rule
//! instance whose body holds with atoms derived before it (so the explanation has no cycles:
//! `p :- q. q :- p.` supports neither). A choice rule supports the atoms it chose, a
//! disjunctive rule the one head atom that is true. The explanation is a tree of rule
//! instances down to facts and choices; an atom met a second time refers back.
//!
//! `:whynot` lists the rule instances that have the atom in their head, each with what
//! keeps it from deriving the atom: a body literal that is false, a weight body below its
//! bound, a choice that left the atom out, or another true head atom of a disjunction.
//!
//! Auxiliary atoms of the translation (of aggregates and conditional literals) have no
//! name: one that stands for an aggregate, a conditional literal or a double negation is
//! written as that construct (its ground instance), the others `#aux(N)`. In a support
//! tree the rules that define them are left out, the atoms that make them hold taking
//! their place. Each rule instance is followed by the place of its statement, as a comment
//! (`% file:line:col`).

use crate::api::{AtomId, GroundProgram, Value};
use crate::aspif::{Body, ExternalValue, GroundLit, HeadKind, Rule, WeightedLit};
use crate::engine::Engine;
use std::collections::HashMap;
use std::fmt::Write;

/// At most this many lines of one explanation.
const MAX_LINES: usize = 200;

/// A ground program, its atom names and one of its answer sets.
pub(crate) struct Explainer<'a> {
    /// The engine that grounded the program (with atom names): the statement each rule
    /// comes from.
    engine: &'a Engine,
    program: &'a GroundProgram,
    names: &'a [Option<String>],
    /// Truth in the answer set, by atom id.
    truth: Vec<bool>,
    /// The well-founded support of each true atom: the index of a rule, or `None` for an
    /// external atom; unset for atoms without one.
    support: Vec<Option<Option<usize>>>,
    /// When each supported atom was derived (1, 2, ...; 0: not derived): a support uses the
    /// body atoms derived before its atom.
    order: Vec<u32>,
    /// How many atoms were derived.
    derived: u32,
}

impl<'a> Explainer<'a> {
    /// The explainer of the answer set whose true atoms are `true_atoms`, of the program
    /// that `engine` grounded with atom names.
    pub(crate) fn new(engine: &'a Engine, true_atoms: &[AtomId]) -> Explainer<'a> {
        let (program, names) = (engine.program(), engine.names());
        let size = program.atom_count as usize + 1;
        let mut truth = vec![false; size];
        for atom in true_atoms {
            truth[atom.0 as usize] = true;
        }
        let mut explainer = Explainer {
            engine,
            program,
            names,
            truth,
            support: vec![None; size],
            order: vec![0; size],
            derived: 0,
        };
        explainer.find_supports();
        explainer
    }

    /// The atom named `text` (as clingo prints it), if the ground program has one.
    pub(super) fn atom(&self, text: &str) -> Option<AtomId> {
        find_atom(self.names, text)
    }

    /// Whether `atom` is true in the answer set because a choice rule chose it.
    pub(super) fn is_chosen(&self, atom: AtomId) -> bool {
        self.support[atom.0 as usize]
            .flatten()
            .is_some_and(|index| self.program.rules.get(index).kind == HeadKind::Choice)
    }

    /// Whether `atom` is true in the answer set.
    pub(super) fn is_true(&self, atom: AtomId) -> bool {
        self.truth[atom.0 as usize]
    }

    /// Derives the true atoms bottom-up (a worklist over the rules, each looked at again
    /// when one of its positive body atoms is derived), recording the first support of each.
    fn find_supports(&mut self) {
        let rules = &self.program.rules;
        let mut watchers: Vec<Vec<usize>> = vec![Vec::new(); self.truth.len()];
        for (index, rule) in rules.iter().enumerate() {
            for lit in body_lits(rule.body) {
                if !lit.is_negative() {
                    watchers[lit.atom().0 as usize].push(index);
                }
            }
        }
        let mut queue: Vec<usize> = (0..rules.len()).rev().collect();
        // Externals, and theory atoms no rule derives, hold by assumption (they are free).
        let assumed: Vec<AtomId> = (self.program.externals.iter())
            .filter(|&&(_, value)| value != ExternalValue::Release)
            .map(|&(atom, _)| atom)
            .chain(self.program.free_theory_atoms())
            .collect();
        for atom in assumed {
            let index = atom.0 as usize;
            if self.truth[index] && self.support[index].is_none() {
                self.derive(index, None);
                queue.extend(watchers[index].iter().rev());
            }
        }
        while let Some(index) = queue.pop() {
            let rule = rules.get(index);
            if rule.head.is_empty() || !self.body_founded(rule.body) {
                continue;
            }
            let true_heads = rule.head.iter().filter(|a| self.is_true(**a)).count();
            for &head in rule.head {
                let slot = head.0 as usize;
                let derives = rule.kind == HeadKind::Choice || true_heads == 1;
                if derives && self.truth[slot] && self.support[slot].is_none() {
                    self.derive(slot, Some(index));
                    queue.extend(watchers[slot].iter().rev());
                }
            }
        }
    }

    /// Records the support of the atom `slot` (a rule index, `None` for an external).
    fn derive(&mut self, slot: usize, rule: Option<usize>) {
        self.support[slot] = Some(rule);
        self.derived += 1;
        self.order[slot] = self.derived;
    }

    /// The atoms of the positive body literals that the support of `atom` (derived by rule
    /// `index`) uses: those derived before it.
    fn used(&self, atom: AtomId, index: usize) -> impl Iterator<Item = AtomId> + '_ {
        let before = self.order[atom.0 as usize];
        body_lits(self.program.rules.get(index).body).filter_map(move |lit| {
            let below = lit.atom();
            let order = self.order[below.0 as usize];
            (!lit.is_negative() && order != 0 && order < before).then_some(below)
        })
    }

    /// Whether a literal holds with its atom, if positive, derived already.
    fn founded(&self, lit: GroundLit) -> bool {
        let index = lit.atom().0 as usize;
        if lit.is_negative() {
            !self.truth[index]
        } else {
            self.support[index].is_some()
        }
    }

    fn body_founded(&self, body: Body<'_>) -> bool {
        body_holds(body, |l| self.founded(l))
    }

    /// Whether a literal holds in the answer set.
    fn holds(&self, lit: GroundLit) -> bool {
        self.truth[lit.atom().0 as usize] != lit.is_negative()
    }

    /// `:why`: the support of the true atom `atom`, as a tree.
    pub(super) fn why(&self, atom: AtomId, out: &mut String) {
        let mut tree = Tree {
            explained: HashMap::new(),
            lines: 0,
            out,
        };
        self.explain(atom, 0, &mut tree);
        if tree.lines > MAX_LINES {
            let _ = writeln!(tree.out, "... ({} more lines)", tree.lines - MAX_LINES);
        }
    }

    /// Writes the support of `atom` at `depth`, then the supports of the atoms its body
    /// needs one level deeper. An auxiliary atom derived by a rule (not chosen) is left out,
    /// its body's atoms taking its place: the aggregate or conditional literal it stands
    /// for is written in the rule above, and the atoms that make it hold follow.
    fn explain(&self, atom: AtomId, depth: usize, tree: &mut Tree<'_>) {
        let support = self.support[atom.0 as usize];
        if let Some(&first) = tree.explained.get(&atom) {
            tree.line(depth, &format!("{}  (see line {first})", self.name(atom)));
            return;
        }
        let transparent = self.names.get(atom.0 as usize).is_some_and(Option::is_none)
            && support
                .flatten()
                .is_some_and(|index| self.program.rules.get(index).kind == HeadKind::Disjunction);
        let depth = if transparent {
            depth
        } else {
            tree.line(depth, &self.support_text(atom));
            tree.explained.insert(atom, tree.lines);
            depth + 1
        };
        let Some(Some(index)) = support else {
            return;
        };
        for below in self.used(atom, index) {
            self.explain(below, depth, tree);
        }
        for lit in body_lits(self.program.rules.get(index).body) {
            if lit.is_negative() && !self.truth[lit.atom().0 as usize] {
                let line = format!("not {}  (false)", self.name(lit.atom()));
                tree.line(depth, &line);
            }
        }
    }

    /// How a true atom is supported, in one line.
    fn support_text(&self, atom: AtomId) -> String {
        let name = self.name(atom);
        match self.support[atom.0 as usize] {
            None => format!("{name}  (no well-founded support found)"),
            Some(None) if self.is_free_theory_atom(atom) => {
                format!("{name}  (a theory atom no rule derives: free, and true)")
            }
            Some(None) => format!("{name}  (external, assigned true)"),
            Some(Some(index)) => {
                let rule = self.program.rules.get(index);
                let text = self.rule_text(rule);
                let line = match (rule.kind, rule.head.len(), body_lits(rule.body).next()) {
                    (HeadKind::Choice, _, _) => format!("{name}  (chosen in {text})"),
                    (_, 1, None) => match self.engine.rule_origin(index) {
                        None => format!("{name}  (a fact)"),
                        Some(_) => format!("{name}  (derived from facts when grounding)"),
                    },
                    (_, 1, _) => text,
                    _ => format!("{name}  (the only true atom of {text})"),
                };
                with_place(self.engine, line, index)
            }
        }
    }

    /// Whether `atom` is a theory atom that no rule derives (free, as clasp leaves it).
    fn is_free_theory_atom(&self, atom: AtomId) -> bool {
        (self.program.free_theory_atoms())
            .binary_search(&atom)
            .is_ok()
    }

    /// `:whynot`: the rule instances that could derive the false atom `atom`, each with what
    /// fails.
    pub(super) fn why_not(&self, atom: AtomId, out: &mut String) {
        let name = self.name(atom);
        let mut any = false;
        for (index, rule) in self.program.rules.iter().enumerate() {
            if !rule.head.contains(&atom) {
                continue;
            }
            any = true;
            let _ = writeln!(
                out,
                "{}",
                with_place(self.engine, self.rule_text(rule), index)
            );
            let _ = writeln!(out, "  {}", self.failure(rule, atom));
        }
        if self.program.externals.iter().any(|&(a, _)| a == atom) {
            any = true;
            let _ = writeln!(out, "{name} is external, and false");
        } else if self.is_free_theory_atom(atom) {
            any = true;
            let _ = writeln!(
                out,
                "{name} is a theory atom no rule derives: free, and false"
            );
        }
        if !any {
            let _ = writeln!(out, "no rule instance has {name} in its head");
        }
    }

    /// Why `rule` does not derive `atom`.
    fn failure(&self, rule: Rule<'_>, atom: AtomId) -> String {
        match rule.body {
            Body::Normal(lits) => {
                if let Some(&lit) = lits.iter().find(|&&l| !self.holds(l)) {
                    return format!("{} is false", self.lit_text(lit));
                }
            }
            Body::Sum { lower, elements } => {
                let sum = true_weight(elements, |l| self.holds(l));
                if sum < i64::from(lower) {
                    return format!("the weights of the true literals add up to {sum} < {lower}");
                }
            }
        }
        if rule.kind == HeadKind::Choice {
            return format!(
                "the body holds, and the choice left {} out",
                self.name(atom)
            );
        }
        match rule.head.iter().find(|&&a| a != atom && self.is_true(a)) {
            Some(&other) => format!("the body holds, and {} is true", self.name(other)),
            None => "the body holds (the answer set is not a model of this rule)".to_string(),
        }
    }

    /// An atom's name, or what an auxiliary atom stands for (see [`atom_name`]).
    fn name(&self, atom: AtomId) -> String {
        atom_name(self.engine, atom)
    }

    fn lit_text(&self, lit: GroundLit) -> String {
        lit_text(self.engine, lit)
    }

    fn rule_text(&self, rule: Rule<'_>) -> String {
        rule_text(self.engine, rule)
    }
}

/// The atom named `text` (as clingo prints it) among `names` (by atom id), if any.
pub(super) fn find_atom(names: &[Option<String>], text: &str) -> Option<AtomId> {
    let printed = Value::parse(text.trim())?.to_string();
    let index = names
        .iter()
        .position(|name| name.as_deref() == Some(printed.as_str()))?;
    Some(AtomId(index as u32))
}

/// An atom's name; for an auxiliary atom what it stands for (an aggregate, a conditional
/// literal) if that is known, else `#aux(N)`.
pub(super) fn atom_name(engine: &Engine, atom: AtomId) -> String {
    match engine.names().get(atom.0 as usize) {
        Some(Some(name)) => name.clone(),
        _ => match engine.construct_text(atom) {
            Some(text) => text.to_string(),
            None => format!("#aux({})", atom.0),
        },
    }
}

fn lit_text(engine: &Engine, lit: GroundLit) -> String {
    if lit.is_negative() {
        format!("not {}", atom_name(engine, lit.atom()))
    } else {
        atom_name(engine, lit.atom())
    }
}

/// What separates a rule from the place of its statement (see [`with_place`]).
pub(super) const PLACE_COMMENT: &str = "  % ";

/// `line` (a rule), followed by the place of rule `index`'s statement as a comment
/// (`  % file:line:col`) if it is known.
pub(super) fn with_place(engine: &Engine, line: String, index: usize) -> String {
    match engine.rule_origin(index) {
        Some(statement) => {
            let place = engine.sources().place(statement);
            format!("{line}{PLACE_COMMENT}{place}")
        }
        None => line,
    }
}

/// A rule instance in clingo's syntax.
pub(super) fn rule_text(engine: &Engine, rule: Rule<'_>) -> String {
    let heads: Vec<String> = rule.head.iter().map(|&a| atom_name(engine, a)).collect();
    let head = match rule.kind {
        HeadKind::Choice => format!("{{{}}}", heads.join(";")),
        HeadKind::Disjunction => heads.join(";"),
    };
    let body = match rule.body {
        Body::Normal([]) if head.is_empty() => return ":-.".to_string(),
        Body::Normal([]) => return format!("{head}."),
        Body::Normal(lits) => {
            let lits: Vec<String> = lits.iter().map(|&l| lit_text(engine, l)).collect();
            lits.join(", ")
        }
        Body::Sum { lower, elements } => {
            let elements: Vec<String> = elements
                .iter()
                .map(|e| format!("{}: {}", e.weight, lit_text(engine, e.lit)))
                .collect();
            format!("{lower} <= #sum{{{}}}", elements.join("; "))
        }
    };
    if head.is_empty() {
        format!(":- {body}.")
    } else {
        format!("{head} :- {body}.")
    }
}

/// Whether a body holds when the literals for which `holds` says so are true.
fn body_holds(body: Body<'_>, holds: impl Fn(GroundLit) -> bool) -> bool {
    match body {
        Body::Normal(lits) => lits.iter().all(|&l| holds(l)),
        Body::Sum { lower, elements } => true_weight(elements, holds) >= i64::from(lower),
    }
}

/// The sum of the weights of the elements whose literal holds.
fn true_weight(elements: &[WeightedLit], holds: impl Fn(GroundLit) -> bool) -> i64 {
    elements
        .iter()
        .filter(|e| holds(e.lit))
        .map(|e| i64::from(e.weight))
        .sum()
}

/// The literals of a body.
pub(super) fn body_lits(body: Body<'_>) -> impl Iterator<Item = GroundLit> + '_ {
    let (normal, weighted) = match body {
        Body::Normal(lits) => (lits, &[][..]),
        Body::Sum { elements, .. } => (&[][..], elements),
    };
    normal.iter().copied().chain(weighted.iter().map(|e| e.lit))
}

/// An explanation being written: the atoms explained (with the line that explains them)
/// and the lines so far.
struct Tree<'o> {
    explained: HashMap<AtomId, usize>,
    lines: usize,
    out: &'o mut String,
}

impl Tree<'_> {
    fn line(&mut self, depth: usize, text: &str) {
        self.lines += 1;
        if self.lines <= MAX_LINES {
            let _ = writeln!(self.out, "{:width$}{text}", "", width = 2 * depth);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::api::SolveOptions;

    /// Checks the supports of an answer set: every true atom has one (but in a program with
    /// disjunctions, where an atom may be supported only together with another), its rule
    /// has the atom in its head and a body that holds, with the other head atoms of a
    /// disjunction false, and following the supports from any atom never comes back to it.
    fn check(explainer: &Explainer<'_>, disjunctive: bool) -> Result<(), String> {
        let mut rank: Vec<Option<usize>> = vec![None; explainer.truth.len()];
        for atom in 1..explainer.truth.len() {
            if !explainer.truth[atom] {
                continue;
            }
            let name = explainer.name(AtomId(atom as u32));
            match explainer.support[atom] {
                None if disjunctive => {}
                None => return Err(format!("{name} has no support")),
                Some(None) => {}
                Some(Some(index)) => {
                    let rule = explainer.program.rules.get(index);
                    if !rule.head.contains(&AtomId(atom as u32)) {
                        return Err(format!("{name}: not in the head of its rule"));
                    }
                    let holds = body_holds(rule.body, |l| explainer.holds(l));
                    let others_false = rule.kind == HeadKind::Choice
                        || rule
                            .head
                            .iter()
                            .all(|&a| a.0 as usize == atom || !explainer.is_true(a));
                    if !holds || !others_false {
                        return Err(format!("{name}: its rule does not derive it"));
                    }
                    // Well-founded: the body holds with the atoms derived before alone.
                    let used: Vec<AtomId> = explainer.used(AtomId(atom as u32), index).collect();
                    let counts = |l: GroundLit| {
                        if l.is_negative() {
                            !explainer.is_true(l.atom())
                        } else {
                            used.contains(&l.atom())
                        }
                    };
                    if !body_holds(rule.body, counts) {
                        return Err(format!("{name}: its support is not well-founded"));
                    }
                }
            }
            depth(explainer, atom, &mut rank, &mut Vec::new())?;
        }
        Ok(())
    }

    /// The length of the longest support chain below `atom`; an error on a cycle.
    fn depth(
        explainer: &Explainer<'_>,
        atom: usize,
        rank: &mut Vec<Option<usize>>,
        path: &mut Vec<usize>,
    ) -> Result<usize, String> {
        if let Some(r) = rank[atom] {
            return Ok(r);
        }
        if path.contains(&atom) {
            return Err(format!(
                "a cycle through {}",
                explainer.name(AtomId(atom as u32))
            ));
        }
        let Some(Some(index)) = explainer.support[atom] else {
            rank[atom] = Some(0);
            return Ok(0);
        };
        path.push(atom);
        let mut deepest = 0;
        let used: Vec<AtomId> = explainer.used(AtomId(atom as u32), index).collect();
        for below in used {
            deepest = deepest.max(depth(explainer, below.0 as usize, rank, path)? + 1);
        }
        path.pop();
        rank[atom] = Some(deepest);
        Ok(deepest)
    }

    #[test]
    fn supports_are_well_founded_on_the_golden_programs() {
        let mut checked = 0;
        for (path, mut ground) in super::super::ground_golden_programs() {
            let mut answers = Vec::new();
            let _ = ground.solve(&SolveOptions::default(), 3, |a| {
                answers.push(a);
                true
            });
            let disjunctive = ground
                .program()
                .rules
                .iter()
                .any(|r| r.kind == HeadKind::Disjunction && r.head.len() > 1);
            for answer in &answers {
                let explainer = Explainer::new(ground.grounded_engine(), &answer.true_atoms);
                if let Err(e) = check(&explainer, disjunctive) {
                    panic!("{}: answer {}: {e}", path.display(), answer.number);
                }
                let mut out = String::new();
                for &atom in &answer.true_atoms {
                    explainer.why(atom, &mut out);
                }
                checked += 1;
            }
        }
        assert!(checked > 1500, "{checked}");
    }
}
