//! A rendering of a ground program as it is, translation and auxiliary atoms included: the
//! grounder's tests compare it. (`--text` prints what the input wrote instead:
//! `ground::surface`.)
//!
//! Atoms print as their symbols (`names`), auxiliary atoms as `#aux(N)`. Statements print
//! in program order: rules (`a:-b,not c.`, `{a;b}:-c.`, `a;b:-c.`, weight bodies as
//! `h:-2<=#sum{1:a;2:not b}.`), minimize statements, externals, and shown terms that are not
//! atoms.

use super::{Body, GroundLit, GroundProgram, HeadKind};
use std::fmt::Write;

/// Renders `program`; `names[a]` is the symbol of atom `a` if it stands for one.
pub fn write(program: &GroundProgram, names: &[Option<String>]) -> String {
    let name = |atom: u32| -> String {
        match names.get(atom as usize) {
            Some(Some(n)) => n.clone(),
            _ => format!("#aux({atom})"),
        }
    };
    let lit = |l: GroundLit| -> String {
        if l.is_negative() {
            format!("not {}", name(l.atom().0))
        } else {
            name(l.atom().0)
        }
    };
    let mut out = String::new();
    for rule in &program.rules {
        let head: Vec<String> = rule.head.iter().map(|a| name(a.0)).collect();
        match rule.kind {
            HeadKind::Choice => {
                let _ = write!(out, "{{{}}}", head.join(";"));
            }
            HeadKind::Disjunction => out.push_str(&head.join(";")),
        }
        let body = match &rule.body {
            Body::Normal(lits) => lits.iter().map(|&l| lit(l)).collect::<Vec<_>>().join(","),
            Body::Sum { lower, elements } => {
                let elements: Vec<String> = elements
                    .iter()
                    .map(|e| format!("{}:{}", e.weight, lit(e.lit)))
                    .collect();
                format!("{lower}<=#sum{{{}}}", elements.join(";"))
            }
        };
        if !body.is_empty() || head.is_empty() {
            out.push_str(":-");
            out.push_str(&body);
        }
        out.push_str(".\n");
    }
    for minimize in &program.minimize {
        let elements: Vec<String> = minimize
            .elements
            .iter()
            .map(|e| format!("{}@{}:{}", e.weight, minimize.priority, lit(e.lit)))
            .collect();
        let _ = writeln!(out, "#minimize{{{}}}.", elements.join(";"));
    }
    for (atom, value) in &program.externals {
        let value = value.directive_suffix();
        let _ = writeln!(out, "#external {}.{value}", name(atom.0));
    }
    let atom_names: std::collections::HashSet<&str> =
        names.iter().flatten().map(String::as_str).collect();
    for output in &program.outputs {
        let is_atom = output.condition.len() == 1
            && !output.condition[0].is_negative()
            && name(output.condition[0].atom().0) == output.symbol;
        if is_atom || (output.condition.is_empty() && atom_names.contains(output.symbol.as_str())) {
            continue;
        }
        let condition: Vec<String> = output.condition.iter().map(|&l| lit(l)).collect();
        if condition.is_empty() {
            let _ = writeln!(out, "#show {}.", output.symbol);
        } else {
            let _ = writeln!(out, "#show {}:{}.", output.symbol, condition.join(","));
        }
    }
    out
}
